import type { Redis } from 'ioredis';

export interface EvictionPolicyCheck {
  ok: boolean;
  policy: string;
  message: string;
}

export interface RedisPing {
  ok: boolean;
  latencyMs: number;
  error?: string;
}

const HOW_TO_FIX =
  'Set it with `CONFIG SET maxmemory-policy noeviction` and `maxmemory-policy noeviction` in redis.conf ' +
  '(on a managed Redis, in its parameter group).';

/**
 * BullMQ keeps jobs as Redis keys: with any eviction policy other than `noeviction`, Redis under
 * memory pressure silently deletes jobs and queue bookkeeping. Reads the policy with CONFIG GET and,
 * where CONFIG is disabled (managed services rename it), from INFO memory.
 */
export async function checkRedisEvictionPolicy(redis: Redis): Promise<EvictionPolicyCheck> {
  return evictionPolicyVerdict(await readEvictionPolicy(redis));
}

async function readEvictionPolicy(redis: Redis): Promise<string | undefined> {
  try {
    const reply: unknown = await redis.config('GET', 'maxmemory-policy');
    const policy = parseConfigGetReply(reply);
    if (policy) return policy;
  } catch {
    // CONFIG renamed or forbidden: fall through to INFO, which every Redis answers.
  }
  try {
    return parseEvictionPolicyFromInfo(await redis.info('memory'));
  } catch {
    return undefined;
  }
}

/** CONFIG GET answers a flat [name, value] list (RESP2) or a map (RESP3). */
export function parseConfigGetReply(reply: unknown): string | undefined {
  if (Array.isArray(reply)) {
    const index = reply.indexOf('maxmemory-policy');
    const value: unknown = index >= 0 ? reply[index + 1] : undefined;
    return typeof value === 'string' ? value : undefined;
  }
  if (reply && typeof reply === 'object') {
    const value = (reply as Record<string, unknown>)['maxmemory-policy'];
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
}

export function parseEvictionPolicyFromInfo(info: string): string | undefined {
  const match = /^maxmemory_policy:(\S+)\s*$/m.exec(info);
  return match?.[1];
}

/** Pure: the verdict and the log message for a policy (undefined = could not be read). */
export function evictionPolicyVerdict(policy: string | undefined): EvictionPolicyCheck {
  if (policy === undefined) {
    return {
      ok: false,
      policy: 'unknown',
      message:
        'Could not read the Redis eviction policy (CONFIG GET and INFO memory both failed). ' +
        `BullMQ requires maxmemory-policy "noeviction" or jobs may be lost. Check it by hand. ${HOW_TO_FIX}`,
    };
  }
  if (policy === 'noeviction') {
    return { ok: true, policy, message: 'Redis maxmemory-policy is "noeviction", as BullMQ requires.' };
  }
  return {
    ok: false,
    policy,
    message:
      `Redis maxmemory-policy is "${policy}" but BullMQ requires "noeviction": ` +
      `under memory pressure Redis would evict job keys and jobs would be lost. ${HOW_TO_FIX}`,
  };
}

export async function pingRedis(redis: Redis, timeoutMs = 2_000): Promise<RedisPing> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no PONG within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const reply = await Promise.race([redis.ping(), timeout]);
    if (reply !== 'PONG') return { ok: false, latencyMs: Date.now() - started, error: `unexpected reply ${reply}` };
    return { ok: true, latencyMs: Date.now() - started };
  } catch (error) {
    return { ok: false, latencyMs: Date.now() - started, error: (error as Error).message };
  } finally {
    clearTimeout(timer);
  }
}

/** Startup check: says clearly in the log when the policy is wrong; returns the verdict. */
export async function reportRedisEvictionPolicy(
  redis: Redis,
  logger: { info(message: string, fields?: Record<string, unknown>): void; error(message: string, fields?: Record<string, unknown>): void },
): Promise<EvictionPolicyCheck> {
  const check = await checkRedisEvictionPolicy(redis);
  if (check.ok) logger.info(check.message, { policy: check.policy });
  else logger.error(check.message, { policy: check.policy });
  return check;
}
