import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { REDIS } from '../queues/redis.token';
import { HttpProblem } from './http-problem';

/** At most `limit` requests of one subject (an IP, a user) in a bucket per window. */
export interface RateLimit {
  bucket: string;
  subject: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Seconds until the subject's window closes. */
  retryAfterSeconds: number;
  exceeded: boolean;
}

const MINUTE = 60;

/**
 * Fixed-window counters in Redis, so a limit holds across API replicas. A subject's window opens
 * at its first request and lasts `windowSeconds`.
 */
@Injectable()
export class RateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Anonymous writes to one route (contact form, sign-up), per client IP. */
  publicWrite(path: string, ip: string | undefined): RateLimit {
    return { bucket: path, subject: ip ?? 'unknown', limit: this.config.PUBLIC_WRITE_LIMIT_PER_MINUTE, windowSeconds: MINUTE };
  }

  /** Every write of one signed-in user, all routes together. */
  userWrites(uid: string): RateLimit {
    return { bucket: 'user-writes', subject: uid, limit: this.config.USER_WRITE_LIMIT_PER_MINUTE, windowSeconds: MINUTE };
  }

  /** Counts one request. */
  async consume({ bucket, subject, limit, windowSeconds }: RateLimit): Promise<RateLimitState> {
    const key = `${this.config.QUEUE_PREFIX}:rate:${bucket}:${subject}`;
    const replies = (await this.redis.multi().set(key, 0, 'EX', windowSeconds, 'NX').incr(key).ttl(key).exec()) ?? [];
    const count = Number(replies[1]?.[1] ?? 0);
    const ttl = Number(replies[2]?.[1] ?? windowSeconds);
    return { limit, remaining: Math.max(0, limit - count), retryAfterSeconds: ttl > 0 ? ttl : windowSeconds, exceeded: count > limit };
  }

  /** Counts one request and refuses it with a 429 once the subject is over the limit. */
  async enforce(rateLimit: RateLimit): Promise<void> {
    if ((await this.consume(rateLimit)).exceeded) throw new HttpProblem(429, 'RATE_LIMITED');
  }
}
