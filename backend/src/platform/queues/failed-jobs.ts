import type { Job } from 'bullmq';
import type { JobQueue } from './job-queue';

/** One job that used up its attempts (or failed for good), as admins see it. */
export interface FailedJobView {
  queue: string;
  jobId: string;
  name: string;
  failedReason: string;
  attemptsMade: number;
  /** ISO time of the last failure. */
  failedAt: string | null;
  payload: unknown;
}

export interface FailedJobsPage {
  items: FailedJobView[];
  total: number;
  page: number;
  limit: number;
}

export interface FailedJobsQuery {
  /** 1-based. */
  page?: number;
  /** 1..100, default 20. */
  limit?: number;
  /** Only this queue; default all queues registered on the JobQueue. */
  queue?: string;
}

export type RetryFailedJobResult = 'retried' | 'not-found' | 'not-failed';

const MAX_LIMIT = 100;

/**
 * Admin view of failed jobs across the queues registered on a `JobQueue`, newest failure first,
 * and a manual retry. Bounded by the failed-job retention (KEEP_FAILED: 7 days / 1000 per queue).
 */
export class FailedJobs {
  constructor(private readonly jobQueue: JobQueue) {}

  async listFailedJobs(query: FailedJobsQuery = {}): Promise<FailedJobsPage> {
    const page = Math.max(1, Math.floor(query.page ?? 1));
    const limit = Math.min(MAX_LIMIT, Math.max(1, Math.floor(query.limit ?? 20)));
    const names = query.queue === undefined ? this.jobQueue.queueNames() : [query.queue];
    const queues = names.flatMap((name) => {
      const queue = this.jobQueue.bullQueue(name);
      return queue ? [queue] : [];
    });
    // Each queue's failed set is ordered newest first, so the first page*limit of every queue
    // contain the first page*limit overall; merge them and cut the page out.
    const wanted = page * limit;
    const [counts, perQueue] = await Promise.all([
      Promise.all(queues.map((queue) => queue.getFailedCount())),
      Promise.all(queues.map((queue) => queue.getFailed(0, wanted - 1))),
    ]);
    const items = perQueue
      .flat()
      .filter((job): job is Job => job !== undefined && job !== null)
      .map(toView)
      .sort(newestFirst)
      .slice((page - 1) * limit, wanted);
    return { items, total: counts.reduce((sum, count) => sum + count, 0), page, limit };
  }

  /** Puts a failed job back to waiting with a fresh set of attempts. */
  async retryFailedJob(queueName: string, jobId: string): Promise<RetryFailedJobResult> {
    const job = await this.jobQueue.bullQueue(queueName)?.getJob(jobId);
    if (!job) return 'not-found';
    if (!(await job.isFailed())) return 'not-failed';
    await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
    return 'retried';
  }
}

function toView(job: Job): FailedJobView {
  return {
    queue: job.queueName,
    jobId: job.id ?? '',
    name: job.name,
    failedReason: job.failedReason ?? '',
    attemptsMade: job.attemptsMade,
    failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
    payload: job.data,
  };
}

function newestFirst(a: FailedJobView, b: FailedJobView): number {
  return (b.failedAt ?? '').localeCompare(a.failedAt ?? '') || a.jobId.localeCompare(b.jobId);
}
