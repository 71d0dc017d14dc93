import type { DomainEvent } from '../../../../platform/domain/decider';

/**
 * The buyer's receipt email for a paid order: sent once, or given up on once. The marker that
 * keeps a redelivered `OrderPaid` from sending it again. No address in it: the email stays in
 * identity's vault.
 */
export type ReceiptSent = DomainEvent<'ReceiptSent', { orderId: string; buyerId: string; messageId: string; sentAt: string }>;

/**
 * Why no receipt went out: `no_address`, the buyer's details are gone (account deleted, personal
 * data forgotten); `refused`, the mail server refused the address for good.
 */
export type ReceiptNotSentReason = 'no_address' | 'refused';
export type ReceiptNotSent = DomainEvent<'ReceiptNotSent', { orderId: string; buyerId: string; reason: ReceiptNotSentReason; at: string }>;

export type ReceiptEvent = ReceiptSent | ReceiptNotSent;

export const RECEIPT_EVENT_TYPES = ['ReceiptSent', 'ReceiptNotSent'] as const satisfies ReadonlyArray<ReceiptEvent['type']>;
