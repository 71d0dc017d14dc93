import { assertNever } from '../../../../platform/domain/decider';
import type { OrderEvent, OrderPlaced } from './order.events';

export type OrderStatus = 'pending' | 'paid' | 'expired' | 'cancelled' | 'refunded';

export type PlacedOrder = {
  status: OrderStatus;
  order: OrderPlaced['data'];
  /** Every transfer recorded on the order, paying or held for review: a redelivered webhook names one of them. */
  transferIds: ReadonlySet<string>;
};

export type OrderState = { status: 'none' } | PlacedOrder;

export const initialState: OrderState = { status: 'none' };

export function evolve(state: OrderState, event: OrderEvent): OrderState {
  if (event.type === 'OrderPlaced') return { status: 'pending', order: event.data, transferIds: new Set() };
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'OrderPaid':
      return { ...state, status: 'paid', transferIds: withTransfer(state, event.data.transferId) };
    case 'PaymentNeedsReview':
      return { ...state, transferIds: withTransfer(state, event.data.transferId) };
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

const withTransfer = (state: PlacedOrder, transferId: string | null): ReadonlySet<string> =>
  transferId === null ? state.transferIds : new Set(state.transferIds).add(transferId);
