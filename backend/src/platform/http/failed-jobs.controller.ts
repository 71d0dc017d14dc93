import { Controller } from '@nestjs/common';
import { endpoints, JOB_MESSAGES, ParsedQueryOf, ResponseOf, toPagination } from '@academy/contracts';
import { FailedJobs } from '../queues';
import { ApiEndpoint, PathParam, ValidQuery } from './api-endpoint.decorator';
import { HttpProblem } from './http-problem';

/** Admins see background jobs that used up their retries, and can run one again. */
@Controller()
export class FailedJobsController {
  constructor(private readonly failedJobs: FailedJobs) {}

  @ApiEndpoint(endpoints.listFailedJobs)
  async list(@ValidQuery() { page, limit, queue }: ParsedQueryOf<'listFailedJobs'>): Promise<ResponseOf<'listFailedJobs'>> {
    const found = await this.failedJobs.listFailedJobs({ page, limit, queue });
    return { jobs: found.items, pagination: toPagination(page, limit, found.total) };
  }

  @ApiEndpoint(endpoints.retryFailedJob)
  async retry(@PathParam('queue') queue: string, @PathParam('jobId') jobId: string): Promise<ResponseOf<'retryFailedJob'>> {
    const result = await this.failedJobs.retryFailedJob(queue, jobId);
    if (result === 'not-found') throw new HttpProblem(404, 'JOB_NOT_FOUND');
    if (result === 'not-failed') throw new HttpProblem(409, 'JOB_NOT_FAILED');
    return { message: JOB_MESSAGES.retried };
  }
}
