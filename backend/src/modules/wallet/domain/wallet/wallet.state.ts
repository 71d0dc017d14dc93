import { assertNever } from '../../../../platform/domain/decider';
import { sumOf } from '../../../../platform/domain/money';
import type { BonusLotSource, LotPart, WalletEvent } from './wallet.events';

export type BonusLot = {
  lotId: string;
  /** What the lot was granted with; `left` is what can still be spent. */
  granted: number;
  left: number;
  source: BonusLotSource;
  expiresAt: string;
  grantedAt: string;
  /** Closed by `BonusLotExpired`: never spent, never expired again. */
  expired: boolean;
};

export type WalletPayment = { orderCode: string; amount: number; fromBonus: LotPart[]; fromMain: number; refunded: boolean };

export type WalletState = {
  main: number;
  /** By lot id, in the order they were granted (a Map keeps it: the tie-break between equal expiries). */
  lots: ReadonlyMap<string, BonusLot>;
  /** Wallet payments by order id. */
  payments: ReadonlyMap<string, WalletPayment>;
  /** Deposits, refunds and adjustments already credited or debited, as `<kind>:<id>`: a redelivery records nothing. */
  applied: ReadonlySet<string>;
};

export const initialState: WalletState = { main: 0, lots: new Map(), payments: new Map(), applied: new Set() };

export const appliedKey = (kind: 'deposit' | 'refund' | 'adjustment', id: string) => `${kind}:${id}`;

export function evolve(state: WalletState, event: WalletEvent): WalletState {
  switch (event.type) {
    case 'DepositCredited':
      return { ...state, main: state.main + event.data.amount, applied: withApplied(state, appliedKey('deposit', event.data.depositId)) };
    case 'RefundCredited':
      return { ...state, main: state.main + event.data.amount, applied: withApplied(state, appliedKey('refund', event.data.orderId)) };
    case 'WalletAdjusted': {
      const signed = event.data.direction === 'credit' ? event.data.amount : -event.data.amount;
      return { ...state, main: state.main + signed, applied: withApplied(state, appliedKey('adjustment', event.data.adjustmentId)) };
    }
    case 'BonusLotGranted': {
      const { lotId, amount, source, expiresAt, at } = event.data;
      return { ...state, lots: new Map(state.lots).set(lotId, { lotId, granted: amount, left: amount, source, expiresAt, grantedAt: at, expired: false }) };
    }
    case 'WalletPaid': {
      const { orderId, orderCode, amount, fromBonus, fromMain } = event.data;
      return {
        ...state,
        main: state.main - fromMain,
        lots: withLotParts(state.lots, fromBonus, -1),
        payments: new Map(state.payments).set(orderId, { orderCode, amount, fromBonus, fromMain, refunded: false }),
      };
    }
    case 'WalletPaymentRefunded': {
      const payment = state.payments.get(event.data.orderId);
      if (!payment) return state;
      return {
        ...state,
        main: state.main + event.data.toMain,
        lots: withLotParts(state.lots, event.data.toBonus, 1),
        payments: new Map(state.payments).set(event.data.orderId, { ...payment, refunded: true }),
      };
    }
    case 'BonusLotExpired': {
      const lot = state.lots.get(event.data.lotId);
      if (!lot) return state;
      return { ...state, lots: new Map(state.lots).set(lot.lotId, { ...lot, left: 0, expired: true }) };
    }
    default:
      return assertNever(event);
  }
}

const withApplied = (state: WalletState, key: string): ReadonlySet<string> => new Set(state.applied).add(key);

function withLotParts(lots: ReadonlyMap<string, BonusLot>, parts: readonly LotPart[], sign: 1 | -1): ReadonlyMap<string, BonusLot> {
  const next = new Map(lots);
  for (const { lotId, amount } of parts) {
    const lot = next.get(lotId);
    if (lot) next.set(lotId, { ...lot, left: lot.left + sign * amount });
  }
  return next;
}

/** A lot can be spent while it is open and its expiry has not come: the worker may simply be late. */
export const isSpendable = (lot: BonusLot, at: string): boolean => !lot.expired && Date.parse(at) < Date.parse(lot.expiresAt);

/** The bonus balance at `at`: only lots still spendable then count. */
export const bonusBalanceAt = (state: WalletState, at: string): number =>
  sumOf([...state.lots.values()].filter((lot) => isSpendable(lot, at)).map((lot) => lot.left));

/** The open lots' money, whether or not their time has passed (what the worker has yet to expire counts until it does). */
export const bonusHeld = (state: WalletState): number => sumOf([...state.lots.values()].map((lot) => lot.left));
