import { Redis } from 'ioredis';
import { checkRedisEvictionPolicy, pingRedis, reportRedisEvictionPolicy } from './redis-health';
import { TEST_REDIS_URL, recordingLogger } from '../testing/queue-test-support';

const redis = new Redis(TEST_REDIS_URL);

afterAll(async () => {
  await redis.quit();
});

it('finds the policy noeviction on the test server (configured as BullMQ requires)', async () => {
  expect(await checkRedisEvictionPolicy(redis)).toMatchObject({ ok: true, policy: 'noeviction' });
});

it('falls back to INFO memory when CONFIG is disabled, as on managed Redis', async () => {
  const configDisabled = new Proxy(redis, {
    get: (target, key) =>
      key === 'config'
        ? () => Promise.reject(new Error("ERR unknown command 'CONFIG'"))
        : Reflect.get(target, key, target),
  });

  expect(await checkRedisEvictionPolicy(configDisabled)).toMatchObject({ ok: true, policy: 'noeviction' });
});

it('logs the verdict at startup', async () => {
  const logger = recordingLogger();
  await reportRedisEvictionPolicy(redis, logger);
  expect(logger.entries).toEqual([expect.objectContaining({ level: 'info', fields: { policy: 'noeviction' } })]);
});

it('pingRedis reports up with latency, and down (not a throw) when the connection is gone', async () => {
  expect(await pingRedis(redis)).toMatchObject({ ok: true, latencyMs: expect.any(Number) });

  const gone = new Redis(TEST_REDIS_URL, { lazyConnect: true });
  gone.disconnect();
  expect(await pingRedis(gone, 500)).toMatchObject({ ok: false, error: expect.stringMatching(/closed/i) });
});
