import {
  Inject,
  Injectable,
  Logger,
  Module,
  type DynamicModule,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleDestroy,
} from '@nestjs/common';
import { FailedJobs } from './failed-jobs';
import { JobQueue } from './job-queue';
import { JobWorkerHost, type JobWorkerHostOptions } from './job-worker-host';
import type { QueueLogger } from './queue-logger';
import { reportRedisEvictionPolicy } from './redis-health';

export interface QueuesModuleOptions extends Omit<JobWorkerHostOptions, 'logger'> {
  /** true in the API process only when it should also process jobs; always true in a worker process. */
  runWorkers: boolean;
  /** Refuse to start when Redis's maxmemory-policy is not noeviction (default: only log an error). */
  failOnWrongEvictionPolicy?: boolean;
  logger?: QueueLogger;
}

export const QUEUES_MODULE_OPTIONS = Symbol('QUEUES_MODULE_OPTIONS');
const QUEUES_LOGGER = Symbol('QUEUES_LOGGER');

/**
 * Wiring only. Processors (`<module>/workers/<job>.processor.ts`) inject `JobWorkerHost` and
 * register their handler in `onModuleInit`; code that enqueues injects `JobQueue`. At bootstrap the
 * registered jobs are made known to `JobQueue`, so `FailedJobs` lists them even in an API process
 * that does not run workers (the processors still register there; they just are not started).
 */
@Module({})
export class QueuesModule {
  static forRoot(options: QueuesModuleOptions): DynamicModule {
    const logger = options.logger ?? nestQueueLogger();
    return {
      module: QueuesModule,
      global: true,
      providers: [
        { provide: QUEUES_MODULE_OPTIONS, useValue: options },
        { provide: JobQueue, useFactory: () => new JobQueue({ ...options, logger }) },
        { provide: JobWorkerHost, useFactory: () => new JobWorkerHost({ ...options, logger }) },
        { provide: FailedJobs, useFactory: (queue: JobQueue) => new FailedJobs(queue), inject: [JobQueue] },
        { provide: QUEUES_LOGGER, useValue: logger },
        QueuesLifecycle,
      ],
      exports: [JobQueue, JobWorkerHost, FailedJobs],
    };
  }
}

@Injectable()
class QueuesLifecycle implements OnApplicationBootstrap, OnModuleDestroy, OnApplicationShutdown {
  constructor(
    @Inject(QUEUES_MODULE_OPTIONS) private readonly options: QueuesModuleOptions,
    @Inject(QUEUES_LOGGER) private readonly logger: QueueLogger,
    @Inject(JobQueue) private readonly queue: JobQueue,
    @Inject(JobWorkerHost) private readonly host: JobWorkerHost,
  ) {}

  /** Runs after every module's onModuleInit, i.e. after all processors have registered. */
  async onApplicationBootstrap(): Promise<void> {
    // Every job with a processor shows in the admin failed-jobs view, in API and worker processes.
    this.queue.register(...this.host.registeredJobs());
    const check = await reportRedisEvictionPolicy(this.queue.connection, this.logger);
    if (!check.ok && this.options.failOnWrongEvictionPolicy) throw new Error(check.message);
    if (this.options.runWorkers) await this.host.start();
  }

  /**
   * Workers stop first in the shutdown sequence, while the stores their handlers use are still
   * open, and wait for active jobs (store adapters should close in onApplicationShutdown).
   */
  async onModuleDestroy(): Promise<void> {
    await this.host.stop();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}

function nestQueueLogger(): QueueLogger {
  const logger = new Logger('Jobs');
  const withFields = (message: string, fields?: Record<string, unknown>) =>
    fields ? `${message} ${JSON.stringify(fields)}` : message;
  return {
    info: (message, fields) => logger.log(withFields(message, fields)),
    warn: (message, fields) => logger.warn(withFields(message, fields)),
    error: (message, fields) => logger.error(withFields(message, fields)),
  };
}
