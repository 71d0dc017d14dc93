import type { ErrorCode } from '@academy/contracts';
import express, { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';
import { HttpProblem } from './http-problem';

/**
 * What each error of the JSON parser means to the client, by the `type` body-parser gives it; zlib's
 * errors (a broken compressed body) have none, only a `Z_` code.
 */
const PARSER_ERRORS: Record<string, readonly [number, ErrorCode]> = {
  'entity.too.large': [413, 'PAYLOAD_TOO_LARGE'],
  'encoding.unsupported': [415, 'UNSUPPORTED_CONTENT_ENCODING'],
  'charset.unsupported': [415, 'UNSUPPORTED_CHARSET'],
  'entity.parse.failed': [400, 'MALFORMED_JSON'],
  'request.aborted': [400, 'MALFORMED_BODY'],
  'request.size.invalid': [400, 'MALFORMED_BODY'],
  zlib: [400, 'MALFORMED_BODY'],
};

/**
 * Every API body is JSON of at most 100 kB, counted after decompression (gzip, deflate, br), so a
 * small compressed bomb is refused as too large. Each refusal leaves as an HttpProblem.
 */
export function jsonBody(): Array<RequestHandler | ErrorRequestHandler> {
  return [refuseOtherMediaTypes, express.json({ limit: '100kb' }), explainParserErrors];
}

/**
 * The parser would silently skip a form or text body and the handler would see none: say 415. A
 * multipart upload already read by `multipartBody` is let through.
 */
function refuseOtherMediaTypes(request: Request, _response: Response, next: NextFunction): void {
  if (request.readableEnded) return next();
  const carriesBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
  if (carriesBody && !request.is('application/json')) return next(new HttpProblem(415, 'UNSUPPORTED_MEDIA_TYPE'));
  next();
}

function explainParserErrors(error: unknown, _request: Request, _response: Response, next: NextFunction): void {
  const known = PARSER_ERRORS[parserErrorKind(error)];
  next(known ? new HttpProblem(known[0], known[1]) : error);
}

function parserErrorKind(error: unknown): string {
  const { type, code } = (error ?? {}) as { type?: unknown; code?: unknown };
  if (typeof type === 'string') return type;
  return typeof code === 'string' && code.startsWith('Z_') ? 'zlib' : 'unknown';
}
