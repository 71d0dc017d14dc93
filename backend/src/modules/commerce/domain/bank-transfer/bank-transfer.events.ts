import type { DomainEvent } from '../../../../platform/domain/decider';
import type { PaymentReviewReason } from '../order/order.events';

/** Why a transfer waits for an admin: the order's reasons, or no order at all in its memo. */
export type TransferHoldReason = PaymentReviewReason | 'unknown_code';
/** An admin's decision on a held transfer. */
export type TransferResolution = 'match' | 'return' | 'ignore';

/** Money arrived in our account, as the bank (through SePay) reported it. */
export type TransferReceived = DomainEvent<
  'TransferReceived',
  {
    transferId: string;
    gateway: string;
    accountNumber: string;
    amount: number;
    content: string;
    /** The code SePay recognised in the memo, if any. */
    code: string | null;
    referenceCode: string | null;
    /** The bank's own time of the transfer, as sent. */
    transactionDate: string;
    receivedAt: string;
  }
>;
/** The transfer paid this order. */
export type TransferPaidOrder = DomainEvent<'TransferPaidOrder', { transferId: string; orderId: string; at: string }>;
/** The transfer paid the wallet deposit with this memo code. */
export type TransferPaidDeposit = DomainEvent<'TransferPaidDeposit', { transferId: string; depositCode: string; at: string }>;
/** The transfer paid nothing by itself: an admin decides. `orderCode` is the memo found, an order's or a deposit's. */
export type TransferHeld = DomainEvent<
  'TransferHeld',
  { transferId: string; reason: TransferHoldReason; orderId: string | null; orderCode: string | null; expectedAmount: number | null; at: string }
>;
export type TransferResolved = DomainEvent<
  'TransferResolved',
  {
    transferId: string;
    action: TransferResolution;
    /** What a `match` paid: an order, or a deposit by its code (absent in events recorded before deposits). */
    orderId: string | null;
    depositCode?: string | null;
    note: string;
    by: string;
    at: string;
  }
>;

export type BankTransferEvent = TransferReceived | TransferPaidOrder | TransferPaidDeposit | TransferHeld | TransferResolved;

export const BANK_TRANSFER_EVENT_TYPES = ['TransferReceived', 'TransferPaidOrder', 'TransferPaidDeposit', 'TransferHeld', 'TransferResolved'] as const satisfies ReadonlyArray<
  BankTransferEvent['type']
>;
