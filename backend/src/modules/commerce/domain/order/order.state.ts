import { assertNever } from '../../../../platform/domain/decider';
import type { OrderEvent, OrderPlaced, PaymentReviewReason } from './order.events';

export type OrderStatus = 'pending' | 'paid' | 'expired' | 'cancelled' | 'refunded';

export type PlacedOrder = {
  status: OrderStatus;
  order: OrderPlaced['data'];
  /**
   * Every transfer recorded on the order and what it did: paid the order, or was held for review
   * and why. A redelivered webhook names one of them; the matcher reads the outcome from here.
   */
  transfers: ReadonlyMap<string, TransferOutcome>;
};

export type TransferOutcome = 'paid' | PaymentReviewReason;

export type OrderState = { status: 'none' } | PlacedOrder;

export const initialState: OrderState = { status: 'none' };

export function evolve(state: OrderState, event: OrderEvent): OrderState {
  if (event.type === 'OrderPlaced') return { status: 'pending', order: event.data, transfers: new Map() };
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'OrderPaid':
      return { ...state, status: 'paid', transfers: withTransfer(state, event.data.transferId, 'paid') };
    case 'PaymentNeedsReview':
      return { ...state, transfers: withTransfer(state, event.data.transferId, event.data.reason) };
    case 'OrderExpired':
      return { ...state, status: 'expired' };
    case 'OrderCancelled':
      return { ...state, status: 'cancelled' };
    case 'OrderRefunded':
      return { ...state, status: 'refunded' };
    default:
      return assertNever(event);
  }
}

const withTransfer = (state: PlacedOrder, transferId: string | null, outcome: TransferOutcome): ReadonlyMap<string, TransferOutcome> =>
  transferId === null ? state.transfers : new Map(state.transfers).set(transferId, outcome);
