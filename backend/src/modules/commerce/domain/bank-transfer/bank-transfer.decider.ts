import type { ErrorCode } from '@academy/contracts';
import { Aggregate, assertNever } from '../../../../platform/domain/decider';
import { DomainError } from '../../../../platform/domain/domain-error';
import { isWholeDong } from '../../../../platform/domain/money';
import type { BankTransferEvent, TransferHeld, TransferReceived, TransferResolution } from './bank-transfer.events';

type Command<Type extends string, Data> = { type: Type; data: Data };

export type BankTransferCommand =
  /** The webhook: SePay delivers a notification at least once; its id names the stream. */
  | Command<'ReceiveTransfer', TransferReceived['data']>
  /** The matcher, after the order recorded the payment. */
  | Command<'SettleTransfer', { transferId: string; orderId: string; at: string }>
  /** The matcher, after the wallet deposit recorded the payment. */
  | Command<'SettleDepositTransfer', { transferId: string; depositCode: string; at: string }>
  /** The matcher, when no order was paid: no order in the memo, or the order held the money. */
  | Command<'HoldTransfer', TransferHeld['data']>
  /** An admin, on a held transfer. A `match` paid the order `orderId` or the deposit `depositCode`. */
  | Command<
      'ResolveTransfer',
      { transferId: string; action: TransferResolution; orderId: string | null; depositCode: string | null; note: string; by: string; at: string }
    >;

export type BankTransferState =
  | { status: 'none' }
  | { status: 'received' | 'paid_order' | 'paid_deposit' | 'held' | 'resolved'; transfer: TransferReceived['data']; resolution: TransferResolution | null };

export const initialState: BankTransferState = { status: 'none' };

export function evolve(state: BankTransferState, event: BankTransferEvent): BankTransferState {
  if (event.type === 'TransferReceived') return { status: 'received', transfer: event.data, resolution: null };
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'TransferPaidOrder':
      return { ...state, status: 'paid_order' };
    case 'TransferPaidDeposit':
      return { ...state, status: 'paid_deposit' };
    case 'TransferHeld':
      return { ...state, status: 'held' };
    case 'TransferResolved':
      return { ...state, status: 'resolved', resolution: event.data.action };
    default:
      return assertNever(event);
  }
}

/**
 * A transfer is received once, settled once (it paid an order or a deposit, or it is held), and a held one is
 * resolved once by an admin. Every repeat records nothing: webhooks and the matcher are redelivered.
 */
export function decide(command: BankTransferCommand, state: BankTransferState): BankTransferEvent[] {
  if (command.type === 'ReceiveTransfer') {
    if (state.status !== 'none') return [];
    rule(command.data.transferId.trim() !== '', 'PAYMENT_TRANSFER_ID_REQUIRED');
    rule(isWholeDong(command.data.amount), 'PAYMENT_AMOUNT_INVALID');
    return [{ type: 'TransferReceived', data: command.data }];
  }
  if (state.status === 'none') throw new DomainError('PAYMENT_TRANSFER_NOT_FOUND', 'not_found');
  switch (command.type) {
    case 'SettleTransfer':
      return state.status === 'received' ? [{ type: 'TransferPaidOrder', data: command.data }] : [];
    case 'SettleDepositTransfer':
      return state.status === 'received' ? [{ type: 'TransferPaidDeposit', data: command.data }] : [];
    case 'HoldTransfer':
      return state.status === 'received' ? [{ type: 'TransferHeld', data: command.data }] : [];
    case 'ResolveTransfer':
      return resolve(command.data, state);
    default:
      return assertNever(command);
  }
}

function resolve(data: Extract<BankTransferCommand, { type: 'ResolveTransfer' }>['data'], state: Exclude<BankTransferState, { status: 'none' }>): BankTransferEvent[] {
  // The admin's second click, or a retried request.
  if (state.status === 'resolved' && state.resolution === data.action) return [];
  rule(state.status === 'held', 'PAYMENT_REVIEW_CLOSED', 'conflict');
  rule(data.note.trim() !== '', 'PAYMENT_REVIEW_NOTE_REQUIRED');
  rule(data.action !== 'match' || data.orderId !== null || data.depositCode !== null, 'PAYMENT_MATCH_ORDER_REQUIRED');
  return [{ type: 'TransferResolved', data: { ...data, note: data.note.trim() } }];
}

function rule(holds: boolean, code: ErrorCode, kind: 'invalid' | 'conflict' = 'invalid'): void {
  if (!holds) throw new DomainError(code, kind);
}

/** One stream per transfer, named by the provider and its id (`sepay-123`). */
export const toBankTransferStreamId = (transferId: string) => `commerce_bank_transfer-${transferId}`;

export const bankTransferDecider: Aggregate<BankTransferCommand, BankTransferEvent, BankTransferState> = {
  initialState,
  evolve,
  decide,
  streamIdOf: (command) => toBankTransferStreamId(command.data.transferId),
};
