/**
 * Typed job definitions for the BullMQ job platform.
 *
 * One queue carries one kind of job (CONVENTIONS: worker `SendCampaignEmailProcessor` <-> queue
 * `marketing.send-campaign-email`), so the queue name is also the job's name.
 *
 * BullMQ delivers AT LEAST ONCE: a job may run again after a crash, a lost lock (stalled job) or a
 * retry after a failure that happened after the side effect. Every `JobHandler` must therefore be
 * idempotent; the usual way is to derive the command's id (or the side effect's idempotency key)
 * from `context.jobId`, so a second run finds the work already done.
 */

/** `<module>.<kebab-case-job>`; BullMQ forbids ':' in queue names (it separates key parts). */
const QUEUE_NAME = /^[a-z][a-z0-9-]*\.[a-z0-9][a-z0-9.-]*$/;

export const DEFAULT_ATTEMPTS = 5;
/** First retry after 5 s, then 10 s, 20 s, 40 s (exponential): rides out short outages. */
export const DEFAULT_BACKOFF_MS = 5_000;

export interface JobDefinition<Payload> {
  readonly queue: string;
  readonly attempts: number;
  readonly backoffMs: number;
  /** Phantom field: carries the payload type only, never set at runtime. */
  readonly __payload?: Payload;
}

export interface JobDefinitionInput {
  queue: string;
  /** Total runs including the first one; default 5. */
  attempts?: number;
  /** Base delay of the exponential backoff; default 5000 ms. */
  backoffMs?: number;
}

export interface JobContext {
  jobId: string;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
}

export type JobHandler<Payload> = (payload: Payload, context: JobContext) => Promise<void>;

export type PayloadOf<J> = J extends JobDefinition<infer P> ? P : never;

export function defineJob<Payload>(input: JobDefinitionInput): JobDefinition<Payload> {
  assertQueueName(input.queue);
  const attempts = input.attempts ?? DEFAULT_ATTEMPTS;
  const backoffMs = input.backoffMs ?? DEFAULT_BACKOFF_MS;
  if (!Number.isInteger(attempts) || attempts < 1) {
    throw new Error(`Job ${input.queue}: attempts must be an integer >= 1, got ${attempts}`);
  }
  if (!Number.isInteger(backoffMs) || backoffMs < 0) {
    throw new Error(`Job ${input.queue}: backoffMs must be an integer >= 0, got ${backoffMs}`);
  }
  return Object.freeze({ queue: input.queue, attempts, backoffMs });
}

export function assertQueueName(queue: string): void {
  if (!QUEUE_NAME.test(queue)) {
    throw new Error(
      `Invalid queue name "${queue}": expected "<module>.<kebab-case-job>", e.g. "marketing.send-campaign-email" (no ':')`,
    );
  }
}
