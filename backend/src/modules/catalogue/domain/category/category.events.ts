import type { DomainEvent } from '../../../../platform/domain/decider';

/** What an admin edits; the slug always follows the name. */
export interface CategoryDetails {
  name: string;
  slug: string;
  description: string;
  order: number;
}

export type CategoryCreated = DomainEvent<
  'CategoryCreated',
  { categoryId: string } & CategoryDetails & { isActive: boolean; createdBy: string; createdAt: string }
>;

/** `previousSlug` says which slug claim the rename gave up. */
export type CategoryDetailsChanged = DomainEvent<
  'CategoryDetailsChanged',
  { categoryId: string } & CategoryDetails & { previousSlug: string; changedBy: string; changedAt: string }
>;

export type CategoryActivated = DomainEvent<'CategoryActivated', { categoryId: string; changedBy: string; changedAt: string }>;

export type CategoryDeactivated = DomainEvent<'CategoryDeactivated', { categoryId: string; changedBy: string; changedAt: string }>;

export type CategoryDeleted = DomainEvent<'CategoryDeleted', { categoryId: string; slug: string; deletedBy: string; deletedAt: string }>;

export type CategoryEvent = CategoryCreated | CategoryDetailsChanged | CategoryActivated | CategoryDeactivated | CategoryDeleted;

export const CATEGORY_EVENT_TYPES = [
  'CategoryCreated',
  'CategoryDetailsChanged',
  'CategoryActivated',
  'CategoryDeactivated',
  'CategoryDeleted',
] as const satisfies readonly CategoryEvent['type'][];

/** A slug is held by one category at a time (docs/decisions.md, "Catalogue: categories"). */
export type CategorySlugClaimed = DomainEvent<'CategorySlugClaimed', { slug: string; categoryId: string; claimedAt: string }>;

export type CategorySlugReleased = DomainEvent<'CategorySlugReleased', { slug: string; categoryId: string; releasedAt: string }>;

export type CategorySlugEvent = CategorySlugClaimed | CategorySlugReleased;

export const CATEGORY_SLUG_EVENT_TYPES = ['CategorySlugClaimed', 'CategorySlugReleased'] as const satisfies readonly CategorySlugEvent['type'][];
