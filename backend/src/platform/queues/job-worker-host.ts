import { Worker, type Job, type WorkerOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import type { JobDefinition, JobHandler } from './job';
import { createRedisClient, resolvePrefix, type QueueConnectionOptions } from './queue-connection';
import { consoleQueueLogger, type QueueLogger } from './queue-logger';

export interface JobWorkerHostOptions extends QueueConnectionOptions {
  logger?: QueueLogger;
  /**
   * Crash safety, tunable for tests. An active job holds a lock renewed every lockDuration/2; if
   * the process dies the lock expires and the stalled check (every stalledInterval, run by any
   * live worker of the queue) moves the job back to waiting, so it runs again elsewhere. A job
   * that stalls more than maxStalledCount times is failed (and shows in the failed-jobs view).
   * BullMQ defaults: 30 s, 30 s, 1.
   */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
  maxStalledCount?: number;
}

export interface RegisterOptions {
  /** Jobs of this queue run in parallel in this process; default 1. */
  concurrency?: number;
  /**
   * At most `max` jobs of this queue start per `durationMs`, counted in Redis across every worker
   * process of the queue (BullMQ's rate limiter): e.g. an SMTP relay's sending quota.
   */
  limiter?: { max: number; durationMs: number };
}

interface Registration {
  job: JobDefinition<unknown>;
  queue: string;
  handler: JobHandler<unknown>;
  concurrency: number;
  limiter?: { max: number; durationMs: number };
}

/**
 * Consumer side: runs one BullMQ `Worker` per registered queue. It can live inside the API
 * process or in a dedicated worker process (see worker-process.ts); the code is the same.
 * Handlers only turn a job into a command (CONVENTIONS: `<Job>Processor`); no business rules here.
 */
export class JobWorkerHost {
  private readonly prefix: string;
  private readonly logger: QueueLogger;
  private readonly registrations = new Map<string, Registration>();
  private readonly workers = new Map<string, Worker>();
  private redis: Redis | undefined;
  private state: 'idle' | 'running' | 'stopping' | 'stopped' = 'idle';
  private stopping: Promise<void> | undefined;

  constructor(private readonly options: JobWorkerHostOptions) {
    this.prefix = resolvePrefix(options);
    this.logger = options.logger ?? consoleQueueLogger;
  }

  register<P>(job: JobDefinition<P>, handler: JobHandler<P>, options: RegisterOptions = {}): this {
    if (this.registrations.has(job.queue)) throw new Error(`A handler for ${job.queue} is already registered`);
    const registration: Registration = {
      job: job as JobDefinition<unknown>,
      queue: job.queue,
      handler: handler as JobHandler<unknown>,
      concurrency: options.concurrency ?? 1,
      limiter: options.limiter,
    };
    this.registrations.set(job.queue, registration);
    // Registered after start (e.g. a lazily loaded module): run it right away.
    if (this.state === 'running') this.startWorker(registration);
    return this;
  }

  registeredQueues(): string[] {
    return [...this.registrations.keys()].sort();
  }

  registeredJobs(): Array<JobDefinition<unknown>> {
    return [...this.registrations.values()].map((registration) => registration.job);
  }

  /** Starts a worker per registered queue and resolves once they are connected to Redis. */
  async start(): Promise<void> {
    if (this.state !== 'idle') throw new Error(`JobWorkerHost cannot start: it is ${this.state}`);
    this.state = 'running';
    for (const registration of this.registrations.values()) this.startWorker(registration);
    await Promise.all([...this.workers.values()].map((worker) => worker.waitUntilReady()));
    this.logger.info('Job workers started', { queues: this.registeredQueues(), prefix: this.prefix });
  }

  /**
   * Graceful: stops taking new jobs and waits for the active ones to finish (`Worker.close()` keeps
   * renewing their locks meanwhile), so a deploy or SIGTERM loses no job; waiting jobs stay in Redis
   * for the next worker. There is deliberately no timeout: if a job hangs, the orchestrator's kill
   * ends the process, the job's lock expires and the stalled check re-runs it elsewhere.
   */
  stop(): Promise<void> {
    // Every caller (signal handler, Nest hook, test) waits for the same shutdown.
    this.stopping ??= this.shutdown();
    return this.stopping;
  }

  private async shutdown(): Promise<void> {
    const wasRunning = this.state === 'running';
    this.state = 'stopping';
    if (wasRunning) this.logger.info('Job workers stopping: waiting for active jobs', { queues: this.registeredQueues() });
    await Promise.all([...this.workers.values()].map((worker) => worker.close()));
    await this.redis?.quit().catch(() => this.redis?.disconnect());
    this.state = 'stopped';
    if (wasRunning) this.logger.info('Job workers stopped');
  }

  private startWorker(registration: Registration): void {
    // All workers share one connection for ordinary commands; BullMQ adds one blocking
    // connection per worker for waiting on new jobs.
    this.redis ??= createRedisClient(this.options.redisUrl, 'worker');
    const worker = new Worker(registration.queue, (job: Job) => this.process(registration, job), {
      connection: this.redis,
      prefix: this.prefix,
      concurrency: registration.concurrency,
      ...(registration.limiter && { limiter: { max: registration.limiter.max, duration: registration.limiter.durationMs } }),
      ...this.crashSafetyOptions(),
    });
    this.observe(worker, registration.queue);
    this.workers.set(registration.queue, worker);
  }

  /** Only the options set: BullMQ merges with Object.assign, so an undefined would erase its default. */
  private crashSafetyOptions(): Partial<Pick<WorkerOptions, 'lockDuration' | 'stalledInterval' | 'maxStalledCount'>> {
    const { lockDurationMs, stalledIntervalMs, maxStalledCount } = this.options;
    return {
      ...(lockDurationMs !== undefined && { lockDuration: lockDurationMs }),
      ...(stalledIntervalMs !== undefined && { stalledInterval: stalledIntervalMs }),
      ...(maxStalledCount !== undefined && { maxStalledCount }),
    };
  }

  private async process(registration: Registration, job: Job): Promise<void> {
    // attemptsMade counts finished failed runs, so the run in progress is attemptsMade + 1.
    await registration.handler(job.data, { jobId: job.id ?? '', attempt: job.attemptsMade + 1 });
  }

  private observe(worker: Worker, queue: string): void {
    worker.on('failed', (job, error) => {
      // After a failure BullMQ has already counted it: attemptsMade is the run that just failed.
      const attempt = job?.attemptsMade;
      const attempts = job?.opts.attempts ?? 1;
      const willRetry = attempt !== undefined && attempt < attempts && error.name !== 'UnrecoverableError';
      const fields = { queue, jobId: job?.id, attempt, attempts, willRetry, error: error.message };
      if (willRetry) this.logger.warn('Job attempt failed; will retry with backoff', fields);
      else this.logger.error('Job failed for good; see failed jobs', fields);
    });
    worker.on('stalled', (jobId) =>
      this.logger.warn('Job stalled (its worker stopped renewing the lock); re-queued', { queue, jobId }),
    );
    // An 'error' event without a listener would crash the process; log it instead.
    worker.on('error', (error) => this.logger.error('Job worker error', { queue, error: error.message }));
  }
}
