import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { ApiRouteTable } from './api-route-table';
import { HttpProblem } from './http-problem';

/** C0 control characters and DEL: no id of ours holds one, and NUL breaks the stores. */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * Answers what the route alone decides, before any body is read: a path that does not decode
 * (400), an unknown path (404, whatever the body), a wrong method (405 with Allow), OPTIONS (204
 * with Allow). Mounted on /api, so `request.path` is a catalogue path.
 */
export function apiRoutes(table: ApiRouteTable): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (!decodesCleanly(request.path)) return next(new HttpProblem(400, 'MALFORMED_PATH'));
    const allowed = table.allowedMethods(request.path);
    if (allowed.length === 0) return next(new HttpProblem(404, 'ROUTE_NOT_FOUND'));
    if (allowed.includes(request.method)) return next();
    response.setHeader('Allow', allowed.join(', '));
    if (request.method === 'OPTIONS') return void response.status(204).end();
    next(new HttpProblem(405, 'METHOD_NOT_ALLOWED'));
  };
}

function decodesCleanly(path: string): boolean {
  try {
    return !CONTROL_CHARACTER.test(decodeURIComponent(path));
  } catch {
    return false;
  }
}
