import { z } from 'zod';
import { idSchema, pageQuerySchema, paginationSchema } from '../shared';

/** A background job that used up its retries, as the admin's job monitor shows it. */
export const failedJobSchema = z.object({
  queue: z.string(),
  jobId: z.string(),
  name: z.string(),
  failedReason: z.string(),
  attemptsMade: z.number().int(),
  failedAt: z.string().nullable(),
  payload: z.unknown(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

export const listFailedJobsQuerySchema = pageQuerySchema.extend({ queue: idSchema.optional() });

export const listFailedJobsResponseSchema = z.object({ jobs: z.array(failedJobSchema), pagination: paginationSchema });
export type ListFailedJobsResponse = z.infer<typeof listFailedJobsResponseSchema>;

export const retryFailedJobResponseSchema = z.object({ message: z.string() });
