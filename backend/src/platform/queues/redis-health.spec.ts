import type { Redis } from 'ioredis';
import {
  evictionPolicyVerdict,
  pingRedis,
  parseConfigGetReply,
  parseEvictionPolicyFromInfo,
} from './redis-health';

describe('evictionPolicyVerdict', () => {
  it('accepts noeviction', () => {
    expect(evictionPolicyVerdict('noeviction')).toEqual({
      ok: true,
      policy: 'noeviction',
      message: 'Redis maxmemory-policy is "noeviction", as BullMQ requires.',
    });
  });

  it('rejects any other policy with a message that names it, the requirement and the fix', () => {
    const check = evictionPolicyVerdict('allkeys-lru');

    expect(check.ok).toBe(false);
    expect(check.policy).toBe('allkeys-lru');
    expect(check.message).toContain('maxmemory-policy is "allkeys-lru"');
    expect(check.message).toContain('BullMQ requires "noeviction"');
    expect(check.message).toContain('jobs would be lost');
    expect(check.message).toContain('CONFIG SET maxmemory-policy noeviction');
  });

  it('does not pass silently when the policy cannot be read', () => {
    const check = evictionPolicyVerdict(undefined);

    expect(check).toMatchObject({ ok: false, policy: 'unknown' });
    expect(check.message).toContain('Could not read the Redis eviction policy');
  });
});

describe('parsing', () => {
  it('reads CONFIG GET replies in RESP2 and RESP3 shape', () => {
    expect(parseConfigGetReply(['maxmemory-policy', 'volatile-lru'])).toBe('volatile-lru');
    expect(parseConfigGetReply({ 'maxmemory-policy': 'noeviction' })).toBe('noeviction');
    expect(parseConfigGetReply([])).toBeUndefined();
    expect(parseConfigGetReply(null)).toBeUndefined();
  });

  it('reads maxmemory_policy from INFO memory', () => {
    const info = '# Memory\r\nused_memory:1032\r\nmaxmemory:0\r\nmaxmemory_policy:allkeys-lfu\r\nallocator_frag_ratio:1.2\r\n';

    expect(parseEvictionPolicyFromInfo(info)).toBe('allkeys-lfu');
    expect(parseEvictionPolicyFromInfo('# Memory\r\nused_memory:1032\r\n')).toBeUndefined();
  });
});

it('pingRedis gives up after its timeout instead of hanging a health check', async () => {
  const silent = { ping: () => new Promise<string>(() => {}) } as unknown as Redis;

  expect(await pingRedis(silent, 30)).toMatchObject({ ok: false, error: 'no PONG within 30 ms' });
});
