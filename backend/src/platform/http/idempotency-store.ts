import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomUUID } from 'crypto';
import type Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { REDIS } from '../queues/redis.token';
import { HttpProblem } from './http-problem';

/** The answer a request got, kept to be replayed. */
export interface StoredResponse {
  status: number;
  body: unknown;
}

type IdempotencyRecord =
  | { state: 'running'; fingerprint: string; claim: string }
  | { state: 'done'; fingerprint: string; response: StoredResponse };

export type ClaimResult = { outcome: 'claimed'; claim: string } | { outcome: 'replay'; response: StoredResponse };

/** How long answers are kept: a client retries within a day or not at all (Stripe keeps 24 hours). */
const DONE_TTL_SECONDS = 24 * 60 * 60;
/**
 * How long a request holds its key. Long beyond any command of ours; if the process dies
 * mid-request, retries are told "in use" for at most this long, then run again.
 */
const RUNNING_TTL_SECONDS = 60;

/** Replaces the record only while it is still this request's claim, so a late writer never clobbers another. */
const SETTLE = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if ARGV[2] == '' then return redis.call('DEL', KEYS[1]) end
return redis.call('SET', KEYS[1], ARGV[2], 'EX', ARGV[3])`;

/** Idempotency records in Redis, shared by every API replica. */
@Injectable()
export class IdempotencyStore {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Claims a caller-scoped key for a request: the first request gets it; a later one with the same
   * fingerprint gets the stored answer, or 409 while the first still runs; a different request
   * under the same key gets 422.
   */
  async claim(scopedKey: string, fingerprint: string): Promise<ClaimResult> {
    const key = this.redisKey(scopedKey);
    const claim = JSON.stringify({ state: 'running', fingerprint, claim: randomUUID() } satisfies IdempotencyRecord);
    for (;;) {
      if (await this.redis.set(key, claim, 'EX', RUNNING_TTL_SECONDS, 'NX')) return { outcome: 'claimed', claim };
      const stored = await this.redis.get(key);
      // Expired between the two calls: try to claim it again.
      if (stored === null) continue;
      const record = JSON.parse(stored) as IdempotencyRecord;
      if (record.fingerprint !== fingerprint) throw new HttpProblem(422, 'IDEMPOTENCY_KEY_REUSED');
      if (record.state === 'running') throw new HttpProblem(409, 'IDEMPOTENCY_KEY_IN_USE');
      return { outcome: 'replay', response: record.response };
    }
  }

  /** Keeps the claimed request's answer, or with null lets a retry run it again. */
  async settle(scopedKey: string, claim: string, response: StoredResponse | null): Promise<void> {
    const { fingerprint } = JSON.parse(claim) as IdempotencyRecord;
    const done = response ? JSON.stringify({ state: 'done', fingerprint, response } satisfies IdempotencyRecord) : '';
    await this.redis.eval(SETTLE, 1, this.redisKey(scopedKey), claim, done, DONE_TTL_SECONDS);
  }

  /** Hashed: the key is the client's text, of any printable characters. */
  private redisKey(scopedKey: string): string {
    return `${this.config.QUEUE_PREFIX}:idempotency:${createHash('sha256').update(scopedKey).digest('hex')}`;
  }
}
