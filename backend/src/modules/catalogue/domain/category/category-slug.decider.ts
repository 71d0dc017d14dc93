import { Aggregate, assertNever } from '../../../../platform/domain/decider';
import { DomainError } from '../../../../platform/domain/domain-error';
import { toSlug } from '../slug';
import type { CategorySlugEvent } from './category.events';
import { toCategorySlugStreamId } from './category.stream';

/** Who holds the slug now; null when nobody (never claimed, or released). */
export type CategorySlugState = { owner: string | null };

export type ClaimCategorySlug = { type: 'ClaimCategorySlug'; data: { slug: string; categoryId: string; claimedAt: string } };
export type ReleaseCategorySlug = { type: 'ReleaseCategorySlug'; data: { slug: string; categoryId: string; releasedAt: string } };
export type CategorySlugCommand = ClaimCategorySlug | ReleaseCategorySlug;

/** The slug of a category name; a name with nothing Latin to read gives no address, so it is refused. */
export function categorySlugOf(name: string): string {
  const slug = toSlug(name);
  if (!slug) throw new DomainError('CATEGORY_NAME_UNSLUGGABLE', 'invalid');
  return slug;
}

export function evolve(state: CategorySlugState, event: CategorySlugEvent): CategorySlugState {
  switch (event.type) {
    case 'CategorySlugClaimed':
      return { owner: event.data.categoryId };
    case 'CategorySlugReleased':
      return { owner: null };
    default:
      return assertNever(event);
  }
}

export function decide(command: CategorySlugCommand, { owner }: CategorySlugState): CategorySlugEvent[] {
  switch (command.type) {
    case 'ClaimCategorySlug':
      // The holder claiming again (a retried create, a rename back) keeps what it has.
      if (owner === command.data.categoryId) return [];
      if (owner !== null) throw new DomainError('CATEGORY_NAME_TAKEN', 'conflict');
      return [{ type: 'CategorySlugClaimed', data: command.data }];
    case 'ReleaseCategorySlug':
      // Only the holder can give a slug up; a repeated release finds it free already.
      return owner === command.data.categoryId ? [{ type: 'CategorySlugReleased', data: command.data }] : [];
    default:
      return assertNever(command);
  }
}

/**
 * A decision on one category cannot see the others, so uniqueness has its own tiny aggregate per
 * slug: two racing creates both find the slug's stream empty, and the event store lets only the
 * first `no_stream` append through; the other decides again, sees the claim and is refused.
 */
export const categorySlugDecider: Aggregate<CategorySlugCommand, CategorySlugEvent, CategorySlugState> = {
  initialState: { owner: null },
  evolve,
  decide,
  streamIdOf: (command) => toCategorySlugStreamId(command.data.slug),
};
