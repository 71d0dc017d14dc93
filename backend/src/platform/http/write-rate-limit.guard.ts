import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Principal } from '../auth/principal';
import { endpointOf, isLimitedWrite } from './endpoint-metadata';
import { HttpProblem, unauthenticated } from './http-problem';
import { RateLimiter } from './rate-limiter';

/**
 * Limits every write of the catalogue (not reads, POSTs that record nothing, or providers' webhooks): anonymous ones (contact form, sign-up) per client IP and
 * route, signed-in ones per user across all routes. `@ApiEndpoint` attaches it to those endpoints
 * only, as a method guard, so it runs after the global access guard, which has put the verified
 * principal on the request.
 */
@Injectable()
export class WriteRateLimitGuard implements CanActivate {
  constructor(@Inject(RateLimiter) private readonly limiter: RateLimiter) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const endpoint = endpointOf(context);
    if (!endpoint || !isLimitedWrite(endpoint)) return true;
    const http = context.switchToHttp();
    const request = http.getRequest<Request & { principal?: Principal }>();
    const response = http.getResponse<Response>();
    const state = await this.limiter.consume(
      endpoint.access === 'public' ? this.limiter.publicWrite(endpoint.path, request.ip) : this.limiter.userWrites(signedIn(request)),
    );
    response.setHeader('RateLimit-Limit', String(state.limit));
    response.setHeader('RateLimit-Remaining', String(state.remaining));
    if (state.exceeded) {
      response.setHeader('Retry-After', String(state.retryAfterSeconds));
      throw new HttpProblem(429, 'RATE_LIMITED');
    }
    return true;
  }
}

function signedIn(request: { principal?: Principal }): string {
  if (!request.principal) throw unauthenticated();
  return request.principal.uid;
}
