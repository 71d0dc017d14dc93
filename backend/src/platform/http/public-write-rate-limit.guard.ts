import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import type Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { REDIS } from '../queues/redis.token';
import { endpointOf } from './api-endpoint.decorator';
import { HttpProblem } from './http-problem';

const WINDOW_SECONDS = 60;

/**
 * Limits anonymous writes (contact form, sign-up) per client IP in Redis, so the limit holds
 * across API replicas. A client's window opens at its first request and lasts one minute.
 */
@Injectable()
export class PublicWriteRateLimitGuard implements CanActivate {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const endpoint = endpointOf(context);
    if (!endpoint || endpoint.access !== 'public' || endpoint.method === 'get') return true;
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const key = `${this.config.QUEUE_PREFIX}:rate:${endpoint.path}:${request.ip ?? 'unknown'}`;
    const replies = (await this.redis.multi().set(key, 0, 'EX', WINDOW_SECONDS, 'NX').incr(key).exec()) ?? [];
    const count = Number(replies[1]?.[1] ?? 0);
    const limit = this.config.PUBLIC_WRITE_LIMIT_PER_MINUTE;
    http.getResponse<Response>().setHeader('RateLimit-Limit', String(limit));
    http.getResponse<Response>().setHeader('RateLimit-Remaining', String(Math.max(0, limit - count)));
    if (count > limit) {
      http.getResponse<Response>().setHeader('Retry-After', String(WINDOW_SECONDS));
      throw new HttpProblem(429, 'RATE_LIMITED');
    }
    return true;
  }
}
