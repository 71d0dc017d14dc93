import { z } from 'zod';

const healthStatusSchema = z.enum(['ok', 'degraded']);

/** Public health: up or down only (503 when degraded); what failed is for admins. */
export const healthResponseSchema = z.object({ status: healthStatusSchema });
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const dependencyHealthSchema = z.object({
  status: z.enum(['up', 'down']),
  adapter: z.string(),
  detail: z.string().optional(),
});

/** The admin's health report: each dependency, with the error text of those that are down. */
export const healthReportSchema = z.object({
  status: healthStatusSchema,
  uptimeSeconds: z.number(),
  dependencies: z.record(z.string(), dependencyHealthSchema),
});
export type HealthReport = z.infer<typeof healthReportSchema>;
