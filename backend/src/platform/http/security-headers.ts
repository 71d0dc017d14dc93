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

/**
 * The headers of an API answer (JSON, a CSV export): a Content-Security-Policy that allows nothing
 * and no framing (an answer opened in a tab runs nothing), nosniff, HSTS, the resource and referrer
 * policies. What only a document uses (its script and frame sources, COOP, Origin-Agent-Cluster,
 * DNS prefetch, the legacy XSS and download switches) is left off: it was about 1.1 KB of the
 * headers every answer wrote (docs/decisions.md "Speed: reads").
 */
export const API_ANSWER_HEADERS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: 'deny' },
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/** The API's paths, but for its documentation pages (a document: Swagger UI). */
const API_ANSWER = /^\/api(?:\/(?!docs(?:\/|$))|$)/;

/** `documents`' headers on pages and files, `API_ANSWER_HEADERS` on the API's answers. */
export function securityHeadersByPath(documents: HelmetOptions): RequestHandler {
  const [forDocuments, forAnswers] = [securityHeaders(documents), securityHeaders(API_ANSWER_HEADERS)];
  return (request: Request, response: Response, next: NextFunction) =>
    (API_ANSWER.test(request.path) ? forAnswers : forDocuments)(request, response, next);
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
