import { z } from 'zod';
import { idSchema, text } from '../shared';
import { PROJECTION_MESSAGES } from './platform.messages';

/**
 * The event a projection or reaction could not handle even after its retries: it waits there,
 * its checkpoint just before the event, until a fix and a restart or an operator parks the event.
 */
export const projectionStallSchema = z.object({
  eventId: z.string(),
  eventType: z.string(),
  streamId: z.string(),
  position: z.string(),
  error: z.string(),
  since: z.string(),
});
export type ProjectionStall = z.infer<typeof projectionStallSchema>;

export const projectionStatusSchema = z.object({
  name: z.string(),
  kind: z.enum(['projection', 'reaction']),
  status: z.enum(['running', 'stalled']),
  /** Access decisions read its model: while it is stalled, signed-in requests get a 503. */
  guardsAccess: z.boolean(),
  /** The last log position it handled; null before its first checkpoint. */
  checkpoint: z.string().nullable(),
  /** Whether its checkpoint reached the newest event of the log. */
  caughtUp: z.boolean(),
  stall: projectionStallSchema.nullable(),
});
export type ProjectionStatus = z.infer<typeof projectionStatusSchema>;

/** A poison event an operator told one projection or reaction to skip: who, when and why. */
export const parkedEventSchema = projectionStallSchema.omit({ since: true }).extend({
  projection: z.string(),
  reason: z.string(),
  parkedBy: z.string(),
  via: z.enum(['admin-api', 'cli']),
  parkedAt: z.string(),
});
export type ParkedEvent = z.infer<typeof parkedEventSchema>;

export const listProjectionsResponseSchema = z.object({
  headPosition: z.string(),
  projections: z.array(projectionStatusSchema),
  /** The most recently parked events, newest first. */
  parked: z.array(parkedEventSchema),
});
export type ListProjectionsResponse = z.infer<typeof listProjectionsResponseSchema>;

export const parkEventRequestSchema = z.object({
  eventId: idSchema,
  reason: text({ max: 500, required: PROJECTION_MESSAGES.reasonRequired, tooLong: PROJECTION_MESSAGES.reasonTooLong, multiline: true }),
});
export type ParkEventRequest = z.input<typeof parkEventRequestSchema>;

export const parkEventResponseSchema = z.object({ message: z.string(), parked: parkedEventSchema });
