import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Inject } from '@nestjs/common';
import { ERROR_MESSAGES, ErrorBody, ErrorCode } from '@academy/contracts';
import type { Response } from 'express';
import type { Logger } from 'pino';
import { DomainError } from '../domain/domain-error';
import { WrongExpectedRevision } from '../event-store/event-store.port';
import { LOGGER } from '../logging/logger';
import { HttpProblem } from './http-problem';

const DOMAIN_STATUS: Record<DomainError['kind'], number> = { invalid: 400, forbidden: 403, not_found: 404, conflict: 409 };

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'ROUTE_NOT_FOUND',
  409: 'CONCURRENT_MODIFICATION',
  413: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
};

/** Every error leaves as `{ message, code }` with a Vietnamese message; bad input is never a 500. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  catch(error: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const [status, body] = this.toResponse(error);
    if (status >= 500) this.logger.error({ err: error }, 'request failed');
    response.status(status).json(body);
  }

  private toResponse(error: unknown): [number, ErrorBody] {
    if (error instanceof HttpProblem) {
      return [error.status, { message: error.message, code: error.code, ...(error.fields ? { fields: error.fields } : {}) }];
    }
    if (error instanceof DomainError) {
      return [DOMAIN_STATUS[error.kind], { message: error.message === error.code ? ERROR_MESSAGES[error.code] : error.message, code: error.code }];
    }
    if (error instanceof WrongExpectedRevision) return [409, body('CONCURRENT_MODIFICATION')];
    if (error instanceof HttpException) {
      const status = error.getStatus();
      const code = STATUS_CODES[status];
      if (code) return [status, body(code, status === 413 ? 'Dữ liệu gửi lên quá lớn.' : undefined)];
    }
    return [500, body('INTERNAL')];
  }
}

function body(code: ErrorCode, message?: string): ErrorBody {
  return { message: message ?? ERROR_MESSAGES[code], code };
}
