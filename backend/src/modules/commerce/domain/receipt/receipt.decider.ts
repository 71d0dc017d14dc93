import { Aggregate, assertNever } from '../../../../platform/domain/decider';
import type { ReceiptEvent, ReceiptNotSent, ReceiptSent } from './receipt.events';
import { evolve, initialState, ReceiptState } from './receipt.state';
import { toReceiptStreamId } from './receipt.stream';

export type RecordReceiptSent = { type: 'RecordReceiptSent'; data: ReceiptSent['data'] };
export type RecordReceiptNotSent = { type: 'RecordReceiptNotSent'; data: ReceiptNotSent['data'] };
export type ReceiptCommand = RecordReceiptSent | RecordReceiptNotSent;

/**
 * One outcome per order, the first one recorded: a redelivered `OrderPaid` (or a second process
 * that raced this one) finds the receipt dealt with and records nothing.
 */
export function decide(command: ReceiptCommand, state: ReceiptState): ReceiptEvent[] {
  if (state.status !== 'none') return [];
  switch (command.type) {
    case 'RecordReceiptSent':
      return [{ type: 'ReceiptSent', data: command.data }];
    case 'RecordReceiptNotSent':
      return [{ type: 'ReceiptNotSent', data: command.data }];
    default:
      return assertNever(command);
  }
}

export const receiptDecider: Aggregate<ReceiptCommand, ReceiptEvent, ReceiptState> = {
  initialState,
  evolve,
  decide,
  streamIdOf: (command) => toReceiptStreamId(command.data.orderId),
};
