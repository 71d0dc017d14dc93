import { z } from 'zod';

export const dependencyHealthSchema = z.object({
  status: z.enum(['up', 'down']),
  adapter: z.string(),
  detail: z.string().optional(),
});

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  uptimeSeconds: z.number(),
  dependencies: z.record(z.string(), dependencyHealthSchema),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
