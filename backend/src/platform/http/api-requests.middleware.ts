import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';
import type { ApiRouteTable } from './api-route-table';
import { apiRoutes } from './api-routes.middleware';
import { jsonBody } from './json-body.middleware';
import { multipartBody } from './multipart-body.middleware';

type Handler = RequestHandler | ErrorRequestHandler;

/**
 * Everything `/api` does before Nest routes a request: the route check (`apiRoutes`), then the
 * body readers (multipart uploads, JSON). One Express layer instead of five, and a request that
 * carries no body (no Content-Length, no Transfer-Encoding: every GET a page makes) skips the
 * readers, which would all have let it through untouched.
 */
export function apiRequests(table: ApiRouteTable): RequestHandler {
  const readBody = inOrder([multipartBody(table), ...jsonBody()]);
  const route = apiRoutes(table);
  return (request: Request, response: Response, next: NextFunction) =>
    route(request, response, (error?: unknown) => {
      if (error !== undefined || !carriesBody(request)) return next(error);
      readBody(request, response, next);
    });
}

function carriesBody(request: Request): boolean {
  return request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined;
}

/** Runs middlewares as one Express layer would run them in sequence: after an error, only error handlers. */
function inOrder(handlers: readonly Handler[]): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    let index = 0;
    const step = (error?: unknown): void => {
      const handler = handlers[index++];
      if (!handler) return next(error);
      const handlesErrors = handler.length === 4;
      const failed = error !== undefined && error !== null;
      if (failed !== handlesErrors) return step(error);
      try {
        if (failed) (handler as ErrorRequestHandler)(error, request, response, step);
        else (handler as RequestHandler)(request, response, step);
      } catch (thrown) {
        step(thrown);
      }
    };
    step();
  };
}
