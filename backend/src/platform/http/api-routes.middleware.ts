import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { ApiRouteTable } from './api-route-table';
import { HttpProblem } from './http-problem';

/** C0 control characters and DEL: no id of ours holds one, and NUL breaks the stores. */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
/** Paths whose verdict is remembered; ids in paths vary without end, so the memory starts over past this. */
const REMEMBERED_PATHS = 5_000;

/** What the route alone says of a path: null when it does not decode cleanly, else the methods it answers (none: unknown). */
type Verdict = readonly string[] | null;

/**
 * Answers what the route alone decides, before any body is read: a path that does not decode
 * (400), an unknown path (404, whatever the body), a wrong method (405 with Allow), OPTIONS (204
 * with Allow). Mounted on /api, so `request.path` is a catalogue path.
 */
export function apiRoutes(table: ApiRouteTable): RequestHandler {
  const verdictOf = rememberedVerdicts(table);
  return (request: Request, response: Response, next: NextFunction) => {
    const allowed = verdictOf(request.path);
    if (allowed === null) return next(new HttpProblem(400, 'MALFORMED_PATH'));
    if (allowed.length === 0) return next(new HttpProblem(404, 'ROUTE_NOT_FOUND'));
    if (allowed.includes(request.method)) return next();
    response.setHeader('Allow', allowed.join(', '));
    if (request.method === 'OPTIONS') return void response.status(204).end();
    next(new HttpProblem(405, 'METHOD_NOT_ALLOWED'));
  };
}

/**
 * Verdicts by path, each worked out once: a page's requests repeat a few paths, and decoding a
 * path and comparing it with the catalogue's routes cost a read about as much as Express's own
 * routing (docs/decisions.md "Speed: reads").
 */
function rememberedVerdicts(table: ApiRouteTable): (path: string) => Verdict {
  const verdicts = new Map<string, Verdict>();
  return (path: string) => {
    let verdict = verdicts.get(path);
    if (verdict === undefined) {
      verdict = decodesCleanly(path) ? Object.freeze(table.allowedMethods(path)) : null;
      if (verdicts.size >= REMEMBERED_PATHS) verdicts.clear();
      verdicts.set(path, verdict);
    }
    return verdict;
  };
}

function decodesCleanly(path: string): boolean {
  try {
    return !CONTROL_CHARACTER.test(decodeURIComponent(path));
  } catch {
    return false;
  }
}
