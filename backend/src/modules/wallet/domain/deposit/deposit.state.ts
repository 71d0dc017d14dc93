import { assertNever } from '../../../../platform/domain/decider';
import type { DepositEvent, DepositHoldReason, DepositRequested } from './deposit.events';

/** What became of each transfer that named the deposit: it paid it, or it is held. */
export type DepositTransferOutcome = 'paid' | DepositHoldReason;

export type DepositState =
  | { status: 'none' }
  | { status: 'pending' | 'paid'; deposit: DepositRequested['data']; transfers: ReadonlyMap<string, DepositTransferOutcome> };

export const initialState: DepositState = { status: 'none' };

export function evolve(state: DepositState, event: DepositEvent): DepositState {
  if (event.type === 'DepositRequested') return { status: 'pending', deposit: event.data, transfers: new Map() };
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'DepositPaid':
      return { ...state, status: 'paid', transfers: new Map(state.transfers).set(event.data.transferId, 'paid') };
    case 'DepositTransferHeld':
      return { ...state, transfers: new Map(state.transfers).set(event.data.transferId, event.data.reason) };
    default:
      return assertNever(event);
  }
}
