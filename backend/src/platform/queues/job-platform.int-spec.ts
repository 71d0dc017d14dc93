import { Redis } from 'ioredis';
import { FailedJobs } from './failed-jobs';
import { defineJob, type JobContext, type JobHandler } from './job';
import { jobIdOf } from './job-id';
import { JobQueue } from './job-queue';
import { JobWorkerHost } from './job-worker-host';
import { PermanentJobError } from './index';
import {
  TEST_REDIS_URL,
  deleteKeysWithPrefix,
  recordingLogger,
  uniqueTestPrefix,
  waitFor,
} from '../testing/queue-test-support';

jest.setTimeout(15_000);

const prefix = uniqueTestPrefix('jobs');
const logger = recordingLogger();
const redis = new Redis(TEST_REDIS_URL);
const jobQueue = new JobQueue({ redisUrl: TEST_REDIS_URL, prefix, logger });
const failedJobs = new FailedJobs(jobQueue);
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

interface Greeting {
  name: string;
}

it('enqueues a job and a worker hands its payload to the handler', async () => {
  const SayHello = defineJob<Greeting>({ queue: 'test.say-hello' });
  const seen: Array<[Greeting, JobContext]> = [];
  await newHost()
    .register(SayHello, async (payload, context) => void seen.push([payload, context]))
    .start();

  const { jobId } = await jobQueue.enqueue(SayHello, { name: 'Lan' }, { jobId: jobIdOf('hello', 'lan') });

  await waitFor(() => seen.length === 1, 5_000, 'the job to run');
  expect(jobId).toBe('hello/lan');
  expect(seen[0]).toEqual([{ name: 'Lan' }, { jobId: 'hello/lan', attempt: 1 }]);
  await waitFor(async () => (await jobQueue.jobState(SayHello, jobId)) === 'completed');
});

it('keeps one job per id: enqueuing the same id twice (before and after it ran) runs it once', async () => {
  const Once = defineJob<Greeting>({ queue: 'test.once' });
  const jobId = jobIdOf('welcome', 'user-1');
  const first = await jobQueue.enqueue(Once, { name: 'first' }, { jobId });
  const second = await jobQueue.enqueue(Once, { name: 'second' }, { jobId });
  const runs: string[] = [];
  await newHost()
    .register(Once, async ({ name }) => void runs.push(name))
    .start();

  await waitFor(async () => (await jobQueue.jobState(Once, jobId)) === 'completed');
  await jobQueue.enqueue(Once, { name: 'third' }, { jobId }); // still kept as completed => no-op
  await new Promise((resolve) => setTimeout(resolve, 200));

  expect([first.jobId, second.jobId]).toEqual([jobId, jobId]);
  expect(runs).toEqual(['first']);
  expect(await jobQueue.bullQueue(Once.queue)!.getJobCountByTypes('completed', 'waiting', 'delayed')).toBe(1);
});

it("rejects ids BullMQ cannot store (':' or integers) with a clear error", async () => {
  const Any = defineJob<Greeting>({ queue: 'test.any' });
  await expect(jobQueue.enqueue(Any, { name: 'x' }, { jobId: 'user:1' })).rejects.toThrow(/forbids ':'/);
  await expect(jobQueue.enqueue(Any, { name: 'x' }, { jobId: '42' })).rejects.toThrow(/integer/);
});

it('retries a failing handler with exponential backoff until it succeeds on attempt 3', async () => {
  const Flaky = defineJob<Greeting>({ queue: 'test.flaky', attempts: 5, backoffMs: 100 });
  const startedAt: number[] = [];
  const attempts: number[] = [];
  await newHost()
    .register(Flaky, async (_payload, { attempt }) => {
      startedAt.push(Date.now());
      attempts.push(attempt);
      if (attempt < 3) throw new Error(`SMTP unavailable (attempt ${attempt})`);
    })
    .start();

  const { jobId } = await jobQueue.enqueue(Flaky, { name: 'x' }, { jobId: 'flaky-1' });

  await waitFor(async () => (await jobQueue.jobState(Flaky, jobId)) === 'completed', 5_000, 'the third attempt');
  expect(attempts).toEqual([1, 2, 3]);
  // Exponential: ~100 ms then ~200 ms (jitter takes off at most 20%).
  expect(startedAt[1]! - startedAt[0]!).toBeGreaterThanOrEqual(80);
  expect(startedAt[2]! - startedAt[1]!).toBeGreaterThanOrEqual(160);
  const failures = logger.entries.filter((entry) => entry.fields?.jobId === jobId && entry.level === 'warn');
  expect(failures.map((entry) => entry.fields)).toEqual([
    expect.objectContaining({ queue: Flaky.queue, attempt: 1, attempts: 5, willRetry: true, error: 'SMTP unavailable (attempt 1)' }),
    expect.objectContaining({ queue: Flaky.queue, attempt: 2, attempts: 5, willRetry: true }),
  ]);
});

it('lists a job that used up its attempts for admins, and an admin retry runs it again', async () => {
  const Doomed = defineJob<Greeting>({ queue: 'test.doomed', attempts: 2, backoffMs: 10 });
  let healthy = false;
  await newHost()
    .register(Doomed, async () => {
      if (!healthy) throw new Error('mailbox rejected');
    })
    .start();
  const { jobId } = await jobQueue.enqueue(Doomed, { name: 'Minh' }, { jobId: 'doomed-1' });
  await waitFor(async () => (await jobQueue.jobState(Doomed, jobId)) === 'failed', 5_000, 'the job to fail');

  const page = await failedJobs.listFailedJobs({ queue: Doomed.queue });
  expect(page).toEqual({
    total: 1,
    page: 1,
    limit: 20,
    items: [
      {
        queue: Doomed.queue,
        jobId,
        name: Doomed.queue,
        failedReason: 'mailbox rejected',
        attemptsMade: 2,
        failedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        payload: { name: 'Minh' },
      },
    ],
  });
  expect(logger.entries).toContainEqual(
    expect.objectContaining({ level: 'error', fields: expect.objectContaining({ jobId, attempt: 2, willRetry: false }) }),
  );

  healthy = true;
  expect(await failedJobs.retryFailedJob(Doomed.queue, jobId)).toBe('retried');
  await waitFor(async () => (await jobQueue.jobState(Doomed, jobId)) === 'completed', 5_000, 'the retried job');
  expect((await failedJobs.listFailedJobs({ queue: Doomed.queue })).total).toBe(0);
  expect(await failedJobs.retryFailedJob(Doomed.queue, jobId)).toBe('not-failed');
  expect(await failedJobs.retryFailedJob(Doomed.queue, 'no-such-job')).toBe('not-found');
  expect(await failedJobs.retryFailedJob('test.unknown-queue', jobId)).toBe('not-found');
});

it('pages failed jobs across queues, newest first; PermanentJobError fails without retries', async () => {
  const Left = defineJob<Greeting>({ queue: 'test.page-left' });
  const Right = defineJob<Greeting>({ queue: 'test.page-right' });
  const reject: JobHandler<Greeting> = async ({ name }) => {
    throw new PermanentJobError(`bad payload ${name}`);
  };
  await newHost().register(Left, reject).register(Right, reject).start();
  for (const [job, id] of [[Left, 'a'], [Right, 'b'], [Left, 'c']] as const) {
    await jobQueue.enqueue(job, { name: id }, { jobId: `page-${id}` });
    await waitFor(async () => (await jobQueue.jobState(job, `page-${id}`)) === 'failed');
    await new Promise((resolve) => setTimeout(resolve, 5)); // distinct failure times
  }

  const all = await failedJobs.listFailedJobs({ limit: 100 });
  const ours = all.items.filter((item) => item.jobId.startsWith('page-'));
  expect(ours.map((item) => [item.queue, item.jobId, item.attemptsMade])).toEqual([
    [Left.queue, 'page-c', 1],
    [Right.queue, 'page-b', 1],
    [Left.queue, 'page-a', 1],
  ]);
  const second = await failedJobs.listFailedJobs({ page: 2, limit: 1 });
  expect(second.items[0]!.jobId).toBe(all.items[1]!.jobId);
  expect(second.total).toBe(all.total);
});

describe('at-least-once delivery: a handler that runs twice for one job has one effect', () => {
  interface CreditBonus {
    userId: string;
    amountVnd: number;
  }
  const CreditBonusJob = defineJob<CreditBonus>({ queue: 'test.credit-bonus', backoffMs: 10 });
  const ledgerKey = `${prefix}:test-ledger`;

  /**
   * The pattern every real handler follows: the effect is keyed by the job id (here HSETNX into a
   * ledger; in the app a command whose id derives from the job id, deduplicated by the event
   * store), so a second run finds it done and changes nothing.
   */
  const creditBonus: JobHandler<CreditBonus> = async ({ userId, amountVnd }, { jobId }) => {
    await redis.hsetnx(ledgerKey, jobId, JSON.stringify({ userId, amountVnd }));
  };

  it('running the same job through the handler twice yields one ledger entry', async () => {
    const context = { jobId: 'bonus/direct', attempt: 1 };
    await creditBonus({ userId: 'u1', amountVnd: 50_000 }, context);
    await creditBonus({ userId: 'u1', amountVnd: 50_000 }, { ...context, attempt: 2 });

    expect(await redis.hgetall(ledgerKey)).toEqual({ 'bonus/direct': '{"userId":"u1","amountVnd":50000}' });
  });

  it('a run that did its effect but crashed before acknowledging is retried without a second effect', async () => {
    const runs: number[] = [];
    await newHost()
      .register(CreditBonusJob, async (payload, context) => {
        runs.push(context.attempt);
        await creditBonus(payload, context);
        if (context.attempt === 1) throw new Error('connection lost after the effect');
      })
      .start();

    const { jobId } = await jobQueue.enqueue(CreditBonusJob, { userId: 'u2', amountVnd: 20_000 }, { jobId: 'bonus/retried' });

    await waitFor(async () => (await jobQueue.jobState(CreditBonusJob, jobId)) === 'completed');
    expect(runs).toEqual([1, 2]);
    expect(await redis.hget(ledgerKey, jobId)).toBe('{"userId":"u2","amountVnd":20000}');
    expect(await redis.hlen(ledgerKey)).toBe(2); // the direct test's entry plus this one
  });
});
