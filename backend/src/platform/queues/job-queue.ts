import { Queue, type JobsOptions, type JobState } from 'bullmq';
import type { Redis } from 'ioredis';
import { assertValidJobId } from './job-id';
import type { JobDefinition } from './job';
import { createRedisClient, resolvePrefix, type QueueConnectionOptions } from './queue-connection';
import { consoleQueueLogger, type QueueLogger } from './queue-logger';

/**
 * Completed jobs are kept for a day (at most 10 000 per queue): long enough for operators to look,
 * and while a completed job is kept, enqueuing its id again is still a no-op. After that an id can
 * be enqueued anew, which is why handlers must be idempotent on their own too.
 */
export const KEEP_COMPLETED = { age: 24 * 60 * 60, count: 10_000 } as const;
/** Failed jobs stay visible to admins for 7 days (at most 1000 per queue) so they can be retried. */
export const KEEP_FAILED = { age: 7 * 24 * 60 * 60, count: 1_000 } as const;

export interface EnqueueOptions {
  /** Required: the idempotency key. Same id on the same queue => one job. See job-id.ts. */
  jobId: string;
  /** Run no earlier than this many ms from now. */
  delayMs?: number;
}

export interface RepeatOptions {
  /** Milliseconds between two runs; the first run is due at once. */
  everyMs: number;
}

export interface JobQueueOptions extends QueueConnectionOptions {
  logger?: QueueLogger;
}

/**
 * Producer side: one BullMQ `Queue` per queue name, all over ONE shared Redis connection.
 * It also remembers which queues exist in this process (`register`), which is what the admin view
 * of failed jobs lists.
 */
export class JobQueue {
  readonly prefix: string;
  private readonly redis: Redis;
  private readonly logger: QueueLogger;
  private readonly queues = new Map<string, Queue>();
  private closed = false;

  constructor(options: JobQueueOptions) {
    this.prefix = resolvePrefix(options);
    this.logger = options.logger ?? consoleQueueLogger;
    this.redis = createRedisClient(options.redisUrl, 'producer');
  }

  /** Makes queues known (for the failed-jobs view) without enqueuing anything. */
  register(...jobs: ReadonlyArray<JobDefinition<unknown>>): this {
    for (const job of jobs) this.queueOf(job.queue);
    return this;
  }

  async enqueue<P>(job: JobDefinition<P>, payload: P, options: EnqueueOptions): Promise<{ jobId: string }> {
    assertValidJobId(options.jobId);
    const added = await this.queueOf(job.queue).add(job.queue, payload, jobOptions(job, options));
    // BullMQ returns the existing job's id when the id was already taken (duplicate => no-op).
    return { jobId: added.id ?? options.jobId };
  }

  /**
   * Runs `job` every `everyMs` from now on: one schedule per queue, named after it (a BullMQ job
   * scheduler), so every process may declare it at start and a changed interval replaces the old
   * one. For sweeps that catch up by themselves: a run missed while no worker was up is simply
   * made by the next run, and runs of one schedule never pile up (BullMQ adds the next run when
   * the current one starts).
   */
  async repeat<P>(job: JobDefinition<P>, payload: P, { everyMs }: RepeatOptions): Promise<void> {
    if (!Number.isInteger(everyMs) || everyMs < 1) throw new Error(`Job ${job.queue}: everyMs must be an integer >= 1, got ${everyMs}`);
    await this.queueOf(job.queue).upsertJobScheduler(job.queue, { every: everyMs }, { name: job.queue, data: payload, opts: retryOptions(job) });
  }

  /** Stops the schedule `repeat` made (a run already due still runs); false when there was none. */
  async stopRepeating(job: JobDefinition<unknown>): Promise<boolean> {
    return this.queueOf(job.queue).removeJobScheduler(job.queue);
  }

  async jobState(job: JobDefinition<unknown>, jobId: string): Promise<JobState | 'unknown'> {
    return this.queueOf(job.queue).getJobState(jobId);
  }

  queueNames(): string[] {
    return [...this.queues.keys()].sort();
  }

  /** The BullMQ queue of a registered name, or undefined: for platform internals (failed jobs). */
  bullQueue(name: string): Queue | undefined {
    return this.queues.get(name);
  }

  /** The shared producer connection, for health checks. */
  get connection(): Redis {
    return this.redis;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private queueOf(name: string): Queue {
    if (this.closed) throw new Error('JobQueue is closed');
    let queue = this.queues.get(name);
    if (!queue) {
      // Passing the ioredis instance (not options) makes every Queue share that one connection.
      queue = new Queue(name, { connection: this.redis, prefix: this.prefix });
      // An 'error' event without a listener would crash the process; log it instead.
      queue.on('error', (error) => this.logger.error('Job queue error', { queue: name, error: error.message }));
      this.queues.set(name, queue);
    }
    return queue;
  }
}

function jobOptions(job: JobDefinition<unknown>, options: EnqueueOptions): JobsOptions {
  return {
    jobId: options.jobId,
    ...(options.delayMs !== undefined && { delay: options.delayMs }),
    ...retryOptions(job),
  };
}

/** Attempts, backoff and retention: the same for a one-off job and each run of a repeated one. */
function retryOptions(job: JobDefinition<unknown>): Omit<JobsOptions, 'jobId' | 'delay'> {
  return {
    attempts: job.attempts,
    // Jitter spreads retries of many jobs that failed together (e.g. SMTP down) over time.
    backoff: { type: 'exponential', delay: job.backoffMs, jitter: 0.2 },
    removeOnComplete: { ...KEEP_COMPLETED },
    removeOnFail: { ...KEEP_FAILED },
  };
}
