/**
 * Job ids are the idempotency keys of the queue: BullMQ keeps a single job per (queue, id), so
 * enqueuing the same id twice while the first job is still stored adds nothing.
 *
 * BullMQ's rules for custom ids: they must not contain ':' (it separates the parts of Redis keys,
 * BullMQ throws "Custom Id cannot contain :") and must not be an integer string such as "42" (those
 * collide with BullMQ's own auto-incremented ids). We check both up front with a clear message, and
 * `jobIdOf` builds safe ids from arbitrary parts by percent-encoding them.
 */

export class InvalidJobIdError extends Error {
  constructor(
    readonly jobId: string,
    reason: string,
  ) {
    super(`Invalid job id "${jobId}": ${reason}. Build ids with jobIdOf(...parts).`);
    this.name = 'InvalidJobIdError';
  }
}

const MAX_JOB_ID_LENGTH = 512;

export function assertValidJobId(jobId: string): void {
  if (jobId.length === 0) throw new InvalidJobIdError(jobId, 'it is empty');
  if (jobId.length > MAX_JOB_ID_LENGTH) {
    throw new InvalidJobIdError(jobId, `it is longer than ${MAX_JOB_ID_LENGTH} characters`);
  }
  if (jobId.includes(':')) throw new InvalidJobIdError(jobId, "BullMQ forbids ':' in job ids");
  if (`${parseInt(jobId, 10)}` === jobId) {
    throw new InvalidJobIdError(jobId, 'BullMQ forbids integer job ids (they clash with its own ids)');
  }
}

/**
 * Builds a job id from the facts that make the job unique, e.g.
 * `jobIdOf('campaign', campaignId, 'recipient', userId)` -> "campaign/c-1/recipient/u%3A7".
 * Each part is percent-encoded (':' -> %3A, '/' -> %2F), so distinct part lists give distinct ids.
 */
export function jobIdOf(...parts: ReadonlyArray<string | number>): string {
  if (parts.length === 0) throw new InvalidJobIdError('', 'jobIdOf needs at least one part');
  const jobId = parts.map((part) => encodeURIComponent(String(part))).join('/');
  assertValidJobId(jobId);
  return jobId;
}
