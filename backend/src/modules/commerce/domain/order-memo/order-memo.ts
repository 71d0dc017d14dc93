import type { ErrorCode } from '@academy/contracts';
import type { Aggregate, DomainEvent } from '../../../../platform/domain/decider';
import { DomainError } from '../../../../platform/domain/domain-error';

/**
 * A memo code held by one order: the checkout holds it before placing the order, so two orders
 * never share a memo (the append with "no stream yet" decides a race), and the transfer matcher
 * finds the order a memo names by reading this one stream, with no read model in between.
 */
export type OrderMemoReserved = DomainEvent<'OrderMemoReserved', { memoCode: string; orderId: string; at: string }>;
export type OrderMemoEvent = OrderMemoReserved;
export const ORDER_MEMO_EVENT_TYPES = ['OrderMemoReserved'] as const satisfies ReadonlyArray<OrderMemoEvent['type']>;

export type ReserveOrderMemo = { type: 'ReserveOrderMemo'; data: { memoCode: string; orderId: string; at: string } };
export type OrderMemoState = { orderId: string | null };

const TAKEN: ErrorCode = 'ORDER_MEMO_TAKEN';

export const toOrderMemoStreamId = (memoCode: string) => `commerce_order_memo-${memoCode}`;

export const orderMemoDecider: Aggregate<ReserveOrderMemo, OrderMemoEvent, OrderMemoState> = {
  initialState: { orderId: null },
  evolve: (_state, event) => ({ orderId: event.data.orderId }),
  decide({ data }, state) {
    // The same checkout again (a retried request) already holds it.
    if (state.orderId === data.orderId) return [];
    if (state.orderId !== null) throw new DomainError(TAKEN, 'conflict');
    return [{ type: 'OrderMemoReserved', data }];
  },
  streamIdOf: (command) => toOrderMemoStreamId(command.data.memoCode),
};
