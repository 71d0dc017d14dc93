import { Redis, type RedisOptions } from 'ioredis';

/** The one connection setting every piece of the job platform takes. */
export interface QueueConnectionOptions {
  /** e.g. redis://127.0.0.1:6379/0 */
  redisUrl: string;
  /** Namespace of every BullMQ key (`<prefix>:<queue>:...`); tests use one per suite. */
  prefix?: string;
}

export const DEFAULT_QUEUE_PREFIX = 'academy';

export function resolvePrefix(options: QueueConnectionOptions): string {
  const prefix = options.prefix ?? DEFAULT_QUEUE_PREFIX;
  if (prefix.length === 0) throw new Error('Queue prefix must not be empty');
  return prefix;
}

/**
 * Producers (API requests enqueuing jobs) should fail rather than hang when Redis is down, so
 * their commands give up after a few reconnect attempts. Workers must use
 * `maxRetriesPerRequest: null` (BullMQ requires it for blocking commands and throws otherwise):
 * they wait for Redis to come back instead of dropping out of their loop.
 */
export function createRedisClient(redisUrl: string, role: 'producer' | 'worker'): Redis {
  const options: RedisOptions = {
    maxRetriesPerRequest: role === 'worker' ? null : 3,
    connectionName: `academy-jobs-${role}`,
  };
  return new Redis(redisUrl, options);
}
