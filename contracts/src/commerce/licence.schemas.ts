import { z } from 'zod';

/** `active` until `validUntil` passes (never for a lifetime plan), then `expired`. */
export const TOOL_LICENCE_STATUSES = ['active', 'expired'] as const;
export type ToolLicenceStatus = (typeof TOOL_LICENCE_STATUSES)[number];

/**
 * A tool the buyer holds, from the tool plans they paid for: every plan of one tool adds up to one
 * licence (bought again while it runs, it is extended from its end).
 */
export const toolLicenceSchema = z.object({
  toolId: z.string(),
  /** Null once the tool left the catalogue for good. */
  toolSlug: z.string().nullable(),
  toolName: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** The plan bought last (the one that sets `validUntil`). */
  planName: z.string(),
  /** Null: lifetime. */
  validUntil: z.string().nullable(),
  status: z.enum(TOOL_LICENCE_STATUSES),
  /** What the tool delivers (the catalogue's delivery text); shown only while the licence is active. */
  delivery: z.string().nullable(),
  /** When the first plan of this tool was paid. */
  since: z.string(),
});
export type ToolLicence = z.infer<typeof toolLicenceSchema>;

/** Active licences first, then by name; a buyer holds a handful, so the list is not paged. */
export const myToolLicencesResponseSchema = z.object({ licences: z.array(toolLicenceSchema) });
export type MyToolLicencesResponse = z.infer<typeof myToolLicencesResponseSchema>;
