import { CallHandler, createParamDecorator, ExecutionContext, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import type { ErrorBody } from '@academy/contracts';
import { createHash, randomUUID } from 'crypto';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { Observable, of, throwError } from 'rxjs';
import type { Principal } from '../auth/principal';
import { LOGGER } from '../logging/logger';
import { endpointOf } from './endpoint-metadata';
import { HttpProblem } from './http-problem';
import { isValidIdempotencyKey, requestFingerprint } from './idempotency-key';
import { IdempotencyStore, StoredResponse } from './idempotency-store';

type IdempotentRequest = Request & { principal?: Principal };

/** The caller-scoped key of each request that claimed one, for @NewIdFromIdempotencyKey. */
const scopedKeys = new WeakMap<Request, string>();

/**
 * `Idempotency-Key` as Stripe has it, on the endpoints of the catalogue marked `idempotent`. Keys
 * belong to the caller (the user, or for anonymous requests everyone calling that endpoint), so
 * one user's key never replays another's answer. The first request's answer is kept for a day and
 * replayed, marked `Idempotent-Replayed: true`, to a retry with the same key and body.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    @Inject(IdempotencyStore) private readonly store: IdempotencyStore,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const endpoint = endpointOf(context);
    const http = context.switchToHttp();
    const request = http.getRequest<IdempotentRequest>();
    const key = request.header('idempotency-key');
    if (!endpoint?.idempotent || key === undefined) return next.handle();
    if (!isValidIdempotencyKey(key)) throw new HttpProblem(400, 'IDEMPOTENCY_KEY_INVALID');
    const scope = request.principal ? `user:${request.principal.uid}` : `public:${endpoint.method} ${endpoint.path}`;
    const scopedKey = `${scope} ${key}`;
    const fingerprint = requestFingerprint({ method: request.method, url: request.originalUrl, scope, body: request.body });
    const response = http.getResponse<Response>();
    const claimed = await this.store.claim(scopedKey, fingerprint);
    if (claimed.outcome === 'replay') return replay(response, claimed.response);
    scopedKeys.set(request, scopedKey);
    this.keepWhatIsSent(response, scopedKey, claimed.claim);
    return next.handle();
  }

  /**
   * Keeps the answer the client actually gets, from the handler or from the error filter, by
   * wrapping this response's `json`. The record is written before the bytes leave, so a retry on
   * their heels finds it. If nothing is sent (the client left), the key is released.
   */
  private keepWhatIsSent(response: Response, scopedKey: string, claim: string): void {
    const send = response.json.bind(response);
    let settled = false;
    const settle = (stored: StoredResponse | null) => {
      settled = true;
      this.store.settle(scopedKey, claim, stored).catch((err: unknown) => this.logger.warn({ err }, 'idempotency record not saved'));
    };
    response.json = (body: unknown) => {
      settle(isKept(response.statusCode, body) ? { status: response.statusCode, body } : null);
      return send(body);
    };
    response.on('close', () => {
      if (!settled) settle(null);
    });
  }
}

/**
 * Not kept: a 5xx (a retry may succeed) and a refused input (the request never ran; the client
 * corrects it and sends it again under the same key, as the contact form does).
 */
function isKept(status: number, body: unknown): boolean {
  return status < 500 && (body as Partial<ErrorBody> | null)?.code !== 'VALIDATION_FAILED';
}

/** A success replays with the route's own status (the one it had); a refusal as the same problem. */
function replay(response: Response, { status, body }: StoredResponse): Observable<unknown> {
  response.setHeader('Idempotent-Replayed', 'true');
  if (status < 400) return of(body);
  const { code, message, fields } = body as ErrorBody;
  return throwError(() => new HttpProblem(status, code, message, fields));
}

/**
 * The id of the thing a create request makes (`@NewIdFromIdempotencyKey('contact')`): derived from
 * the caller's `Idempotency-Key`, so a retry after the one-day replay window, or one that finishes a
 * create interrupted by a crash, names the same thing and the decider records it once. Without a
 * key, a fresh id.
 */
export const NewIdFromIdempotencyKey = createParamDecorator((scope: string, context: ExecutionContext): string => {
  const key = scopedKeys.get(context.switchToHttp().getRequest<Request>());
  return key === undefined ? randomUUID() : createHash('sha256').update(`${scope}:${key}`).digest('hex').slice(0, 32);
});
