import { Aggregate, assertNever } from '../../../../platform/domain/decider';
import { DomainError } from '../../../../platform/domain/domain-error';
import type { CategoryDetails, CategoryEvent } from './category.events';
import { CategoryState, evolve, initialState } from './category.state';
import { toCategoryStreamId } from './category.stream';

export type CreateCategory = {
  type: 'CreateCategory';
  data: { categoryId: string } & CategoryDetails & { isActive: boolean; createdBy: string; createdAt: string };
};

export type ChangeCategoryDetails = {
  type: 'ChangeCategoryDetails';
  data: { categoryId: string } & CategoryDetails & { changedBy: string; changedAt: string };
};

export type ToggleCategoryActive = { type: 'ToggleCategoryActive'; data: { categoryId: string; changedBy: string; changedAt: string } };

/** `courseCount` comes from the categories read model: the courses filed under the category now. */
export type DeleteCategory = { type: 'DeleteCategory'; data: { categoryId: string; courseCount: number; deletedBy: string; deletedAt: string } };

export type CategoryCommand = CreateCategory | ChangeCategoryDetails | ToggleCategoryActive | DeleteCategory;

export function decide(command: CategoryCommand, state: CategoryState): CategoryEvent[] {
  switch (command.type) {
    case 'CreateCategory':
      // A retried create (same idempotency key, so the same id) finds the category made: nothing new.
      return state.status === 'absent' ? [{ type: 'CategoryCreated', data: command.data }] : [];
    case 'ChangeCategoryDetails':
      return changeDetails(command, liveOrNotFound(state));
    case 'ToggleCategoryActive':
      return [toggleActive(command, liveOrNotFound(state))];
    case 'DeleteCategory':
      return [deleteCategory(command, liveOrNotFound(state))];
    default:
      return assertNever(command);
  }
}

type LiveCategory = Extract<CategoryState, { status: 'live' }>;

/** A deleted category is as gone as one never created. */
function liveOrNotFound(state: CategoryState): LiveCategory {
  if (state.status !== 'live') throw new DomainError('CATEGORY_NOT_FOUND', 'not_found');
  return state;
}

function changeDetails({ data }: ChangeCategoryDetails, state: LiveCategory): CategoryEvent[] {
  const unchanged = data.name === state.name && data.description === state.description && data.order === state.order;
  if (unchanged) return [];
  return [{ type: 'CategoryDetailsChanged', data: { ...data, previousSlug: state.slug } }];
}

function toggleActive({ data }: ToggleCategoryActive, state: LiveCategory): CategoryEvent {
  return { type: state.isActive ? 'CategoryDeactivated' : 'CategoryActivated', data };
}

/** Courses would be left pointing at nothing, so a category in use is hidden, not deleted. */
function deleteCategory({ data }: DeleteCategory, state: LiveCategory): CategoryEvent {
  if (data.courseCount > 0) throw new DomainError('CATEGORY_IN_USE', 'conflict');
  return { type: 'CategoryDeleted', data: { categoryId: data.categoryId, slug: state.slug, deletedBy: data.deletedBy, deletedAt: data.deletedAt } };
}

export const categoryDecider: Aggregate<CategoryCommand, CategoryEvent, CategoryState> = {
  initialState,
  evolve,
  decide,
  streamIdOf: (command) => toCategoryStreamId(command.data.categoryId),
};
