import { assertNever } from '../../../../platform/domain/decider';
import { withoutKey } from '../../../../platform/domain/immutable';
import type { DiscountCodeEvent, DiscountTerms } from './discount-code.events';

export type ExistingCode = {
  status: 'active' | 'inactive';
  code: string;
  discountCodeId: string;
  terms: DiscountTerms;
  /** Held uses by order id, with the amount each was given. A Map: order ids arrive from outside. */
  reserved: ReadonlyMap<string, number>;
  /** Orders that paid with the code: `timesUsed` is their count. */
  confirmed: ReadonlySet<string>;
  /** Orders whose hold was given back, so a repeated release or a late reservation is recognised. */
  released: ReadonlySet<string>;
};

/** A deleted code's name is free: a new code may be created on the same stream. */
export type DiscountCodeState = { status: 'none' } | ExistingCode;

export const initialState: DiscountCodeState = { status: 'none' };

export function evolve(state: DiscountCodeState, event: DiscountCodeEvent): DiscountCodeState {
  if (event.type === 'DiscountCodeCreated') {
    const { code, discountCodeId, by, at, ...terms } = event.data;
    return { status: 'active', code, discountCodeId, terms, reserved: new Map(), confirmed: new Set(), released: new Set() };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'DiscountCodeEdited': {
      const { code, discountCodeId, by, at, ...terms } = event.data;
      return { ...state, terms };
    }
    case 'DiscountCodeActivated':
      return { ...state, status: 'active' };
    case 'DiscountCodeDeactivated':
      return { ...state, status: 'inactive' };
    case 'DiscountCodeDeleted':
      return { status: 'none' };
    case 'DiscountReserved':
      return { ...state, reserved: new Map(state.reserved).set(event.data.orderId, event.data.amount) };
    case 'DiscountUseConfirmed':
      return { ...state, reserved: withoutKey(state.reserved, event.data.orderId), confirmed: new Set(state.confirmed).add(event.data.orderId) };
    case 'DiscountReleased':
      return { ...state, reserved: withoutKey(state.reserved, event.data.orderId), released: new Set(state.released).add(event.data.orderId) };
    default:
      return assertNever(event);
  }
}


export const timesUsed = (code: ExistingCode): number => code.confirmed.size;

/** Uses spent or held: what the usage limit counts, so a limit of 5 never lets a sixth checkout through. */
export const usesTaken = (code: ExistingCode): number => code.confirmed.size + code.reserved.size;
