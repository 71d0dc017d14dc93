import { assertNever } from '../../../../platform/domain/decider';
import type { BonusCodeEvent, BonusCodeTerms } from './bonus-code.events';

export type ExistingBonusCode = {
  status: 'active' | 'inactive';
  code: string;
  bonusCodeId: string;
  terms: BonusCodeTerms;
  /** Users who claimed it: once each, and their count is what the claim limit counts. */
  claimedBy: ReadonlySet<string>;
};

/** A deleted code's name is free: a new code may be created on the same stream. */
export type BonusCodeState = { status: 'none' } | ExistingBonusCode;

export const initialState: BonusCodeState = { status: 'none' };

export function evolve(state: BonusCodeState, event: BonusCodeEvent): BonusCodeState {
  if (event.type === 'BonusCodeCreated') {
    const { code, bonusCodeId, active, by, at, ...terms } = event.data;
    return { status: active ? 'active' : 'inactive', code, bonusCodeId, terms, claimedBy: new Set() };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'BonusCodeEdited': {
      const { code, bonusCodeId, by, at, ...terms } = event.data;
      return { ...state, terms };
    }
    case 'BonusCodeActivated':
      return { ...state, status: 'active' };
    case 'BonusCodeDeactivated':
      return { ...state, status: 'inactive' };
    case 'BonusCodeDeleted':
      return { status: 'none' };
    case 'BonusCodeClaimed':
      return { ...state, claimedBy: new Set(state.claimedBy).add(event.data.userId) };
    default:
      return assertNever(event);
  }
}

export const timesClaimed = (code: ExistingBonusCode): number => code.claimedBy.size;
