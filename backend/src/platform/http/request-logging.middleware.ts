import { randomUUID } from 'crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { RequestContext, runInContext } from '../commands/request-context';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * Gives every request an id (the caller's X-Request-Id when well-formed), runs the rest of the
 * request inside that context so events record it as their correlation id, and logs one line.
 */
export function requestLogging(logger: Logger) {
  return (request: Request, response: Response, next: NextFunction) => {
    const incoming = request.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const started = process.hrtime.bigint();
    const context: RequestContext = { requestId, userId: null };
    response.setHeader('X-Request-Id', requestId);
    // Checked per request, so a level changed at run time takes effect; silent costs no listener.
    if (logger.isLevelEnabled('info')) {
      response.on('finish', () => {
        logger.info({
          requestId,
          method: request.method,
          path: request.originalUrl.split('?')[0],
          status: response.statusCode,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
          userId: context.userId,
        });
      });
    }
    runInContext(context, next);
  };
}
