import { Redis } from 'ioredis';
import { defineJob } from './job';
import { JobQueue } from './job-queue';
import { JobWorkerHost } from './job-worker-host';
import { TEST_REDIS_URL, deleteKeysWithPrefix, recordingLogger, uniqueTestPrefix, waitFor } from '../testing/queue-test-support';

jest.setTimeout(15_000);

const prefix = uniqueTestPrefix('repeat');
const logger = recordingLogger();
const redis = new Redis(TEST_REDIS_URL);
const jobQueue = new JobQueue({ redisUrl: TEST_REDIS_URL, prefix, logger });
const hosts: JobWorkerHost[] = [];

function newHost(): JobWorkerHost {
  const host = new JobWorkerHost({ redisUrl: TEST_REDIS_URL, prefix, logger });
  hosts.push(host);
  return host;
}

afterEach(async () => {
  await Promise.all(hosts.splice(0).map((host) => host.stop()));
});
afterAll(async () => {
  await jobQueue.close();
  await deleteKeysWithPrefix(redis, prefix);
  await redis.quit();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('runs a repeated job at once, without waiting an interval, and then again each interval, with its payload', async () => {
  const Slow = defineJob<{ scope: string }>({ queue: 'test.slow-sweep' });
  const Sweep = defineJob<{ scope: string }>({ queue: 'test.sweep' });
  const slowRuns: string[] = [];
  const runs: string[] = [];
  await newHost()
    .register(Slow, async ({ scope }) => void slowRuns.push(scope))
    .register(Sweep, async ({ scope }) => void runs.push(scope))
    .start();
  await jobQueue.repeat(Slow, { scope: 'hourly' }, { everyMs: 60 * 60 * 1000 });
  await waitFor(() => slowRuns.length === 1, 5_000, 'the first run of an hourly schedule');
  await jobQueue.repeat(Sweep, { scope: 'all' }, { everyMs: 200 });
  await waitFor(() => runs.length >= 3, 5_000, 'three runs');
  await Promise.all([jobQueue.stopRepeating(Slow), jobQueue.stopRepeating(Sweep)]);
  expect(slowRuns).toEqual(['hourly']);
  expect(runs.slice(0, 3)).toEqual(['all', 'all', 'all']);
});

it('one schedule per queue: declaring it again (every process does at start) adds none, a new interval replaces it', async () => {
  const Tick = defineJob<{ n: number }>({ queue: 'test.tick' });
  await jobQueue.repeat(Tick, { n: 1 }, { everyMs: 60_000 });
  await jobQueue.repeat(Tick, { n: 1 }, { everyMs: 60_000 });
  await jobQueue.repeat(Tick, { n: 2 }, { everyMs: 30_000 });
  const schedules = await jobQueue.bullQueue(Tick.queue)!.getJobSchedulers();
  expect(schedules).toEqual([expect.objectContaining({ key: Tick.queue, every: 30_000, template: expect.objectContaining({ data: { n: 2 } }) })]);
  expect(await jobQueue.stopRepeating(Tick)).toBe(true);
  expect(await jobQueue.bullQueue(Tick.queue)!.getJobSchedulersCount()).toBe(0);
  expect(await jobQueue.stopRepeating(Tick)).toBe(false);
});

it('a run due while no worker was up is made when one starts, once: runs do not pile up', async () => {
  const Catchup = defineJob<{ n: number }>({ queue: 'test.catch-up' });
  await jobQueue.repeat(Catchup, { n: 1 }, { everyMs: 100 });
  await sleep(600); // "downtime": six intervals pass with no worker
  // Six missed intervals left one run waiting, not six.
  expect(await jobQueue.bullQueue(Catchup.queue)!.getJobCountByTypes('waiting', 'delayed', 'prioritized', 'active')).toBe(1);
  const runs: number[] = [];
  await newHost()
    .register(Catchup, async ({ n }) => void runs.push(n))
    .start();
  await waitFor(() => runs.length >= 1, 5_000, 'the first run after the downtime');
  await jobQueue.stopRepeating(Catchup);
  expect(runs[0]).toBe(1);
});

it('refuses an interval that is not a whole number of milliseconds above zero', async () => {
  const Bad = defineJob<{ n: number }>({ queue: 'test.bad-interval' });
  await expect(jobQueue.repeat(Bad, { n: 1 }, { everyMs: 0 })).rejects.toThrow(/everyMs/);
  await expect(jobQueue.repeat(Bad, { n: 1 }, { everyMs: 1.5 })).rejects.toThrow(/everyMs/);
});
