import type { DomainEvent } from '../../../../platform/domain/decider';

/** Who acted and when: tools are edited by admins only, so every event records the admin. */
export type ByAdmin = { by: string; at: string };

/** What a tool shows and delivers. */
export interface ToolDetails {
  name: string;
  /** Unique across tools: the handler checks that before it sends the command. */
  slug: string;
  /** The stored file's key: the handler stores the upload, the domain only names it. */
  thumbnailKey: string;
  description: string;
  /**
   * What the buyer receives after payment (an activation note, a download link, account
   * instructions). Only fulfilment reads it: public read models leave it out.
   */
  delivery: string;
}

/**
 * A plan as commerce, discounts and fulfilment need it. Every plan event but removal carries all of
 * it, so a consumer keeps its copy with an upsert and never needs the plan's history.
 */
export interface ToolPlanSnapshot {
  toolId: string;
  /** Stable across edits: cart items, orders and discounts refer to it. */
  planId: string;
  name: string;
  /** Whole VND. */
  price: number;
  /** Days of use from purchase; null for lifetime. */
  durationDays: number | null;
  onSale: boolean;
}

export type ToolListed = DomainEvent<'ToolListed', { toolId: string } & ToolDetails & ByAdmin>;
/** Carries the details as they now stand, not a patch: projections overwrite. */
export type ToolDetailsEdited = DomainEvent<'ToolDetailsEdited', { toolId: string } & ToolDetails & ByAdmin>;
export type ToolPlanAdded = DomainEvent<'ToolPlanAdded', ToolPlanSnapshot & ByAdmin>;
/** Name, price and duration are edited together on one form, so one event says all three. */
export type ToolPlanEdited = DomainEvent<'ToolPlanEdited', ToolPlanSnapshot & ByAdmin>;
/** No longer offered, kept for the orders that refer to it: `onSale` is false from here on. */
export type ToolPlanRetired = DomainEvent<'ToolPlanRetired', ToolPlanSnapshot & ByAdmin>;
/** Erased: only ever a plan nobody bought, so nothing refers to it. */
export type ToolPlanRemoved = DomainEvent<'ToolPlanRemoved', { toolId: string; planId: string } & ByAdmin>;
/** Deleted by an admin but sold before: leaves the catalogue, kept for orders. Its plans were retired just before. */
export type ToolArchived = DomainEvent<'ToolArchived', { toolId: string } & ByAdmin>;
/** Deleted and never sold: gone for good. Its plans were removed just before. */
export type ToolDeleted = DomainEvent<'ToolDeleted', { toolId: string } & ByAdmin>;

export type ToolEvent =
  | ToolListed
  | ToolDetailsEdited
  | ToolPlanAdded
  | ToolPlanEdited
  | ToolPlanRetired
  | ToolPlanRemoved
  | ToolArchived
  | ToolDeleted;

export const TOOL_EVENT_TYPES = [
  'ToolListed',
  'ToolDetailsEdited',
  'ToolPlanAdded',
  'ToolPlanEdited',
  'ToolPlanRetired',
  'ToolPlanRemoved',
  'ToolArchived',
  'ToolDeleted',
] as const satisfies ReadonlyArray<ToolEvent['type']>;

/** A tool's slug held by that tool: slugs are unique across tools, so each has a tiny stream of its own. */
export type ToolSlugClaimed = DomainEvent<'ToolSlugClaimed', { slug: string; toolId: string; at: string }>;
/** The slug is free again: the claim's work failed, or the tool was deleted (never when archived: its links stay). */
export type ToolSlugReleased = DomainEvent<'ToolSlugReleased', { slug: string; toolId: string; at: string }>;

export type ToolSlugEvent = ToolSlugClaimed | ToolSlugReleased;

export const TOOL_SLUG_EVENT_TYPES = ['ToolSlugClaimed', 'ToolSlugReleased'] as const satisfies ReadonlyArray<ToolSlugEvent['type']>;
