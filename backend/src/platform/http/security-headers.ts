import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

type HeaderCall = { set: [string, string] } | { remove: string };

/**
 * helmet's security headers, worked out once at start-up and set on every response. helmet
 * rebuilds them, the Content-Security-Policy string included, on each request through a dozen
 * middlewares; for our options they never vary (no nonces, no directive that reads the request),
 * so replaying what it did to one response is the same answer for less (docs/decisions.md "Speed: reads").
 */
export function securityHeaders(options: HelmetOptions): RequestHandler {
  const calls = helmetCalls(options);
  return (_request: Request, response: Response, next: NextFunction) => {
    for (const call of calls) {
      if ('set' in call) response.setHeader(call.set[0], call.set[1]);
      else response.removeHeader(call.remove);
    }
    next();
  };
}

/** What helmet does to a response, recorded; helmet never reads the request for these options. */
export function helmetCalls(options: HelmetOptions): readonly HeaderCall[] {
  const calls: HeaderCall[] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => calls.push({ set: [name, String(value)] }),
    removeHeader: (name: string) => calls.push({ remove: name }),
  };
  let finished = false;
  helmet(options)({} as Request, recorder as unknown as Response, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  // A helmet that waited for something or read the request would make the recording wrong.
  if (!finished) throw new Error('helmet did not finish synchronously: its headers cannot be worked out once');
  return Object.freeze(calls);
}
