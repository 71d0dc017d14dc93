import { assertNever } from '../../../../platform/domain/decider';
import type { CategoryDetails, CategoryEvent } from './category.events';

export type CategoryState = { status: 'absent' } | { status: 'deleted' } | ({ status: 'live'; isActive: boolean } & CategoryDetails);

export const initialState: CategoryState = { status: 'absent' };

export function evolve(state: CategoryState, event: CategoryEvent): CategoryState {
  switch (event.type) {
    case 'CategoryCreated': {
      const { name, slug, description, order, isActive } = event.data;
      return { status: 'live', name, slug, description, order, isActive };
    }
    case 'CategoryDetailsChanged': {
      if (state.status !== 'live') return state;
      const { name, slug, description, order } = event.data;
      return { ...state, name, slug, description, order };
    }
    case 'CategoryActivated':
      return state.status === 'live' ? { ...state, isActive: true } : state;
    case 'CategoryDeactivated':
      return state.status === 'live' ? { ...state, isActive: false } : state;
    case 'CategoryDeleted':
      return { status: 'deleted' };
    default:
      return assertNever(event);
  }
}
