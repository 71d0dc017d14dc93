import { Inject, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { Redis } from 'ioredis';
import { defineJob } from './job';
import { JobQueue } from './job-queue';
import { JobWorkerHost } from './job-worker-host';
import { FailedJobs } from './failed-jobs';
import { QueuesModule } from './queues.module';
import { TEST_REDIS_URL, deleteKeysWithPrefix, recordingLogger, uniqueTestPrefix, waitFor } from '../testing/queue-test-support';

jest.setTimeout(15_000);

const prefix = uniqueTestPrefix('nest');
const redis = new Redis(TEST_REDIS_URL);
const Ping = defineJob<{ text: string }>({ queue: 'test.ping' });
const handled: string[] = [];

/** The shape of a real `<Job>Processor`: registers in onModuleInit, turns the job into a call. */
@Injectable()
class PingProcessor implements OnModuleInit {
  constructor(@Inject(JobWorkerHost) private readonly host: JobWorkerHost) {}

  onModuleInit(): void {
    this.host.register(Ping, async ({ text }) => void handled.push(text));
  }
}

@Module({ providers: [PingProcessor] })
class PingModule {}

afterAll(async () => {
  await deleteKeysWithPrefix(redis, prefix);
  await redis.quit();
});

it('wires the platform into Nest: checks Redis, starts workers at bootstrap, stops them on close', async () => {
  const logger = recordingLogger();
  const moduleRef = await Test.createTestingModule({
    imports: [QueuesModule.forRoot({ redisUrl: TEST_REDIS_URL, prefix, runWorkers: true, logger }), PingModule],
  }).compile();
  const app = await moduleRef.init(); // runs onModuleInit, then onApplicationBootstrap

  expect(app.get(JobQueue).queueNames()).toEqual([Ping.queue]); // known to the failed-jobs view
  const { jobId } = await app.get(JobQueue).enqueue(Ping, { text: 'hello' }, { jobId: 'ping-1' });
  await waitFor(() => handled.length === 1, 5_000, 'the processor');
  expect(handled).toEqual(['hello']);
  expect(app.get(FailedJobs)).toBeInstanceOf(FailedJobs);
  expect(logger.entries.map((entry) => entry.message)).toEqual(
    expect.arrayContaining(['Redis maxmemory-policy is "noeviction", as BullMQ requires.', 'Job workers started']),
  );

  await app.close();
  expect(logger.entries.at(-1)?.message).toBe('Job workers stopped');
  expect(jobId).toBe('ping-1');
});
