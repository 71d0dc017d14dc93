import type { ConversionStatus } from '@academy/contracts';
import { assertNever } from '../../../../platform/domain/decider';
import type { CommissionsEvent } from './commissions.events';

export interface ConversionEntry {
  conversionId: string;
  status: ConversionStatus;
  commission: number;
  payableAt: string;
  /** The payout that paid this commission. */
  paidOutBy: string | null;
  /** For a commission reversed after it was paid: the payout that deducted it. */
  reversalSettledBy: string | null;
}

/** A payout recorded on the ledger and what became of it. */
export interface PayoutEntry {
  payoutId: string;
  status: 'processing' | 'carried_out' | 'failed';
  amount: number;
  method: string;
  reference: string;
  conversionIds: readonly string[];
  settledReversalIds: readonly string[];
}

export interface CommissionsState {
  conversions: ReadonlyMap<string, ConversionEntry>;
  payouts: ReadonlyMap<string, PayoutEntry>;
}

export const initialState: CommissionsState = { conversions: new Map(), payouts: new Map() };

export function evolve(state: CommissionsState, event: CommissionsEvent): CommissionsState {
  switch (event.type) {
    case 'ConversionRecorded': {
      const { conversionId, commission, payableAt } = event.data;
      return withEntry(state, { conversionId, status: 'pending', commission, payableAt, paidOutBy: null, reversalSettledBy: null });
    }
    case 'ConversionApproved':
      return update(state, event.data.conversionId, { status: 'approved' });
    case 'ConversionRejected':
      return update(state, event.data.conversionId, { status: 'rejected' });
    case 'ConversionCancelled':
      return update(state, event.data.conversionId, { status: 'cancelled' });
    case 'ConversionReversed':
      return update(state, event.data.conversionId, { status: 'reversed' });
    case 'CommissionsPaidOut': {
      const { payoutId, amount, method, reference, conversionIds, settledReversalIds } = event.data;
      let next = state;
      for (const id of conversionIds) next = update(next, id, { paidOutBy: payoutId });
      for (const id of settledReversalIds) next = update(next, id, { reversalSettledBy: payoutId });
      return withPayout(next, { payoutId, status: 'processing', amount, method, reference, conversionIds, settledReversalIds });
    }
    case 'ManualCommissionRecorded': {
      const { conversionId, commission, payableAt } = event.data;
      return withEntry(state, { conversionId, status: 'approved', commission, payableAt, paidOutBy: null, reversalSettledBy: null });
    }
    case 'PayoutCarriedOut':
      return updatePayout(state, event.data.payoutId, { status: 'carried_out' });
    case 'PayoutFailed': {
      // Nothing reached the affiliate: what this payout took is theirs to be paid again, what it settled is owed again.
      const { payoutId } = event.data;
      let next = state;
      for (const entry of state.conversions.values()) {
        if (entry.paidOutBy === payoutId) next = update(next, entry.conversionId, { paidOutBy: null });
        if (entry.reversalSettledBy === payoutId) next = update(next, entry.conversionId, { reversalSettledBy: null });
      }
      return updatePayout(next, payoutId, { status: 'failed' });
    }
    default:
      return assertNever(event);
  }
}

function withEntry(state: CommissionsState, entry: ConversionEntry): CommissionsState {
  return { ...state, conversions: new Map(state.conversions).set(entry.conversionId, entry) };
}

function withPayout(state: CommissionsState, payout: PayoutEntry): CommissionsState {
  return { ...state, payouts: new Map(state.payouts).set(payout.payoutId, payout) };
}

function updatePayout(state: CommissionsState, payoutId: string, change: Partial<PayoutEntry>): CommissionsState {
  const payout = state.payouts.get(payoutId);
  return payout ? withPayout(state, { ...payout, ...change }) : state;
}

function update(state: CommissionsState, conversionId: string, change: Partial<ConversionEntry>): CommissionsState {
  const entry = state.conversions.get(conversionId);
  return entry ? withEntry(state, { ...entry, ...change }) : state;
}

/** What a payout at `at` takes: approved commissions past their holding period, not paid yet. */
export const payableConversions = (state: CommissionsState, at: string): ConversionEntry[] =>
  [...state.conversions.values()].filter((e) => e.status === 'approved' && e.paidOutBy === null && Date.parse(e.payableAt) <= Date.parse(at));

/** Commissions paid out, then reversed by a refund, not yet deducted from a payout. */
export const unsettledReversals = (state: CommissionsState): ConversionEntry[] =>
  [...state.conversions.values()].filter((e) => e.status === 'reversed' && e.paidOutBy !== null && e.reversalSettledBy === null);

/** The balance a payout at `at` would pay (negative while the affiliate owes a reversed commission). */
export const payableBalance = (state: CommissionsState, at: string): number =>
  payableConversions(state, at).reduce((sum, e) => sum + e.commission, 0) - unsettledReversals(state).reduce((sum, e) => sum + e.commission, 0);
