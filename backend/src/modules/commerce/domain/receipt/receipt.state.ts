import { assertNever } from '../../../../platform/domain/decider';
import type { ReceiptEvent } from './receipt.events';

export type ReceiptState = { status: 'none' } | { status: 'sent'; messageId: string } | { status: 'not_sent' };

export const initialState: ReceiptState = { status: 'none' };

export function evolve(_state: ReceiptState, event: ReceiptEvent): ReceiptState {
  switch (event.type) {
    case 'ReceiptSent':
      return { status: 'sent', messageId: event.data.messageId };
    case 'ReceiptNotSent':
      return { status: 'not_sent' };
    default:
      return assertNever(event);
  }
}
