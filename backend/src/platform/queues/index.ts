/** Public surface of the BullMQ job platform. */
export { defineJob, assertQueueName, DEFAULT_ATTEMPTS, DEFAULT_BACKOFF_MS } from './job';
export type { JobDefinition, JobDefinitionInput, JobHandler, JobContext, PayloadOf } from './job';
export { jobIdOf, assertValidJobId, InvalidJobIdError } from './job-id';
export { JobQueue, KEEP_COMPLETED, KEEP_FAILED } from './job-queue';
export type { EnqueueOptions, JobQueueOptions, RepeatOptions } from './job-queue';
export { JobWorkerHost } from './job-worker-host';
export type { JobWorkerHostOptions, RegisterOptions } from './job-worker-host';
export { FailedJobs } from './failed-jobs';
export type { FailedJobView, FailedJobsPage, FailedJobsQuery, RetryFailedJobResult } from './failed-jobs';
export {
  checkRedisEvictionPolicy,
  reportRedisEvictionPolicy,
  evictionPolicyVerdict,
  parseConfigGetReply,
  parseEvictionPolicyFromInfo,
  pingRedis,
} from './redis-health';
export type { EvictionPolicyCheck, RedisPing } from './redis-health';
export { DEFAULT_QUEUE_PREFIX, createRedisClient } from './queue-connection';
export type { QueueConnectionOptions } from './queue-connection';
export { consoleQueueLogger, silentQueueLogger } from './queue-logger';
export type { QueueLogger } from './queue-logger';
export { runJobWorkers, stopOnSignals } from './worker-process';
export type { SignalSource, StopOnSignalsOptions } from './worker-process';
export { QueuesModule, QUEUES_MODULE_OPTIONS } from './queues.module';
export type { QueuesModuleOptions } from './queues.module';
/** Throw it from a handler when retrying cannot help (e.g. the payload is invalid): fails at once. */
export { UnrecoverableError as PermanentJobError } from 'bullmq';
