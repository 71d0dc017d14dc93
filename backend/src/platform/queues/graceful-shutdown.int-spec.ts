import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { defineJob } from './job';
import { JobQueue } from './job-queue';
import { JobWorkerHost } from './job-worker-host';
import {
  TEST_REDIS_URL,
  deferred,
  deleteKeysWithPrefix,
  recordingLogger,
  uniqueTestPrefix,
  waitFor,
} from '../testing/queue-test-support';

jest.setTimeout(15_000);

const prefix = uniqueTestPrefix('shutdown');
const logger = recordingLogger();
const redis = new Redis(TEST_REDIS_URL);
const jobQueue = new JobQueue({ redisUrl: TEST_REDIS_URL, prefix, logger });
const hostOptions = { redisUrl: TEST_REDIS_URL, prefix, logger };
const cleanups: Array<() => Promise<unknown> | unknown> = [];

afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  await jobQueue.close();
  await deleteKeysWithPrefix(redis, prefix);
  await redis.quit();
});

it('stop() waits for the active job to finish and leaves the waiting ones for the next worker', async () => {
  const Slow = defineJob<{ n: number }>({ queue: 'test.slow' });
  const started = deferred();
  const events: string[] = [];
  const host = new JobWorkerHost(hostOptions);
  cleanups.push(() => host.stop());
  host.register(Slow, async ({ n }) => {
    events.push(`start ${n}`);
    started.resolve();
    await new Promise((resolve) => setTimeout(resolve, 500));
    events.push(`end ${n}`);
  });
  await jobQueue.enqueue(Slow, { n: 1 }, { jobId: 'slow-1' });
  await jobQueue.enqueue(Slow, { n: 2 }, { jobId: 'slow-2' });
  await host.start();
  await started.promise;

  await host.stop();
  events.push('stopped');

  expect(events).toEqual(['start 1', 'end 1', 'stopped']);
  expect(await jobQueue.jobState(Slow, 'slow-1')).toBe('completed');
  expect(await jobQueue.jobState(Slow, 'slow-2')).toBe('waiting');
  expect(await jobQueue.bullQueue(Slow.queue)!.getActiveCount()).toBe(0);

  // The next worker (e.g. after the deploy) picks the waiting job up: nothing was lost.
  const next = new JobWorkerHost(hostOptions).register(Slow, async ({ n }) => void events.push(`next ${n}`));
  cleanups.push(() => next.stop());
  await next.start();
  await waitFor(async () => (await jobQueue.jobState(Slow, 'slow-2')) === 'completed');
  await next.stop();
  expect(events).toContain('next 2');
});

it('a job whose worker crashed mid-run is re-run by the stalled check of another worker', async () => {
  const Crashy = defineJob<{ n: number }>({ queue: 'test.crashy' });
  const crashTuning = { lockDurationMs: 600, stalledIntervalMs: 200 };
  const takenByDoomedWorker = deferred();
  const release = deferred();
  cleanups.push(() => release.resolve());
  // A raw BullMQ worker stands in for a process that dies: force-close stops its lock renewal
  // while the job is still active, exactly what a crash leaves behind in Redis.
  const doomed = new Worker(
    Crashy.queue,
    async () => {
      takenByDoomedWorker.resolve();
      await release.promise;
    },
    {
      connection: { url: TEST_REDIS_URL, maxRetriesPerRequest: null },
      prefix,
      lockDuration: crashTuning.lockDurationMs,
      // The stalled check is throttled queue-wide by the last checker's interval; keep it short.
      stalledInterval: crashTuning.stalledIntervalMs,
    },
  );
  cleanups.push(() => doomed.close(true));
  doomed.on('error', () => {}); // its closed connection may complain; irrelevant here
  await jobQueue.enqueue(Crashy, { n: 1 }, { jobId: 'crashy-1' });
  await takenByDoomedWorker.promise;
  await doomed.close(true);
  expect(await jobQueue.jobState(Crashy, 'crashy-1')).toBe('active');

  const reruns: number[] = [];
  const survivor = new JobWorkerHost({ ...hostOptions, ...crashTuning }).register(Crashy, async ({ n }) => {
    reruns.push(n);
  });
  cleanups.push(() => survivor.stop());
  await survivor.start();
  await waitFor(async () => (await jobQueue.jobState(Crashy, 'crashy-1')) === 'completed', 5_000, 'the re-run');
  await survivor.stop();
  release.resolve();

  expect(reruns).toEqual([1]);
  expect(logger.entries).toContainEqual(
    expect.objectContaining({ level: 'warn', fields: { queue: Crashy.queue, jobId: 'crashy-1' } }),
  );
});
