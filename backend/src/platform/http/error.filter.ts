import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Inject } from '@nestjs/common';
import { ERROR_MESSAGES, ErrorBody, ErrorCode } from '@academy/contracts';
import type { Response } from 'express';
import type { Logger } from 'pino';
import { DomainError } from '../domain/domain-error';
import { AppendOutcomeUnknown, AppendTooLarge, WrongExpectedRevision } from '../event-store/event-store.port';
import { LOGGER } from '../logging/logger';
import { HttpProblem } from './http-problem';

const DOMAIN_STATUS: Record<DomainError['kind'], number> = { invalid: 400, forbidden: 403, not_found: 404, conflict: 409 };

/** What errors that are not ours mean to a client, by kind: [status, code]. Any other is a 500. */
const ERROR_KINDS: Record<string, readonly [number, ErrorCode]> = {
  'wrong-expected-revision': [409, 'CONCURRENT_MODIFICATION'],
  // The write may have been recorded: the client must look before it tries again.
  'append-outcome-unknown': [503, 'WRITE_OUTCOME_UNKNOWN'],
  'append-too-large': [413, 'WRITE_TOO_LARGE'],
  // Nest's own exceptions: its router's 404, and the 400 it makes of what Express could not decode.
  'http-400': [400, 'VALIDATION_FAILED'],
  'http-401': [401, 'UNAUTHENTICATED'],
  'http-403': [403, 'FORBIDDEN'],
  'http-404': [404, 'ROUTE_NOT_FOUND'],
  'http-409': [409, 'CONCURRENT_MODIFICATION'],
  'http-429': [429, 'RATE_LIMITED'],
};

/** Every error leaves as `{ message, code }` with a Vietnamese message; bad input is never a 500. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  catch(error: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const [status, body] = toResponse(error);
    if (status >= 500) this.logger.error({ err: error }, 'request failed');
    response.status(status).json(body);
  }
}

function toResponse(error: unknown): [number, ErrorBody] {
  if (error instanceof HttpProblem) {
    return [error.status, { message: error.message, code: error.code, ...(error.fields ? { fields: error.fields } : {}) }];
  }
  if (error instanceof DomainError) {
    return [DOMAIN_STATUS[error.kind], { message: error.message === error.code ? ERROR_MESSAGES[error.code] : error.message, code: error.code }];
  }
  const [status, code] = ERROR_KINDS[kindOf(error)] ?? [500, 'INTERNAL'];
  return [status, { message: ERROR_MESSAGES[code], code }];
}

function kindOf(error: unknown): string {
  if (error instanceof WrongExpectedRevision) return 'wrong-expected-revision';
  if (error instanceof AppendOutcomeUnknown) return 'append-outcome-unknown';
  if (error instanceof AppendTooLarge) return 'append-too-large';
  return error instanceof HttpException ? `http-${error.getStatus()}` : 'unknown';
}
