import type { DomainEvent } from '../../../../platform/domain/decider';

/**
 * An item as it was priced from the catalogue when the order was placed. The order keeps its own
 * copy (title, name, price), so a later edit of the course or plan never changes what was bought.
 */
export type OrderItem =
  | { kind: 'course'; courseId: string; title: string; instructorId: string; unitPrice: number }
  | { kind: 'tool_plan'; toolPlanId: string; toolId: string; name: string; durationDays: number | null; unitPrice: number };

/** The discount reserved on the code's stream before the order was placed; `amount` in whole VND. */
export type OrderDiscount = { code: string; discountCodeId: string; amount: number };

/** Who ended an order that was not paid: its buyer, or an admin. */
export type OrderActor = { id: string; role: 'buyer' | 'admin' };

/** `free` is recorded, never asked for: an order whose total is 0 is paid as it is placed. */
export type PaymentMethod = 'bank_transfer' | 'wallet' | 'free';

/** Why a transfer did not pay its order and waits for an admin (see the decider). */
export type PaymentReviewReason = 'short' | 'over' | 'late' | 'not_pending';

type Placement = {
  orderId: string;
  buyerId: string;
  items: OrderItem[];
  discount: OrderDiscount | null;
  /** Whole VND: the sum of the unit prices. */
  subtotal: number;
  /** Whole VND: subtotal minus the discount, the exact amount a transfer must bring. */
  totalAmount: number;
  paymentMethod: PaymentMethod;
  referralCode: string | null;
};

export type OrderPlaced = DomainEvent<'OrderPlaced', Placement & { memoCode: string; expiresAt: string; placedAt: string }>;
/**
 * Carries what fulfilment, wallet and affiliate need (buyer, items, amounts, referral), so none of
 * them reads the order's history. `transferId` is null for a free order.
 */
export type OrderPaid = DomainEvent<
  'OrderPaid',
  Placement & {
    memoCode: string;
    transferId: string | null;
    /** The admin who accepted a transfer that did not pay the order by itself (short, over, late); null otherwise. */
    acceptedBy: string | null;
    paidAt: string;
  }
>;
/** Money arrived but did not pay the order: held for an admin to confirm or send back. */
export type PaymentNeedsReview = DomainEvent<
  'PaymentNeedsReview',
  { orderId: string; buyerId: string; transferId: string; amount: number; expectedAmount: number; reason: PaymentReviewReason; receivedAt: string }
>;
/** Not paid in time. Names the discount so its reservation is released. */
export type OrderExpired = DomainEvent<'OrderExpired', { orderId: string; buyerId: string; discount: OrderDiscount | null; expiredAt: string }>;
export type OrderCancelled = DomainEvent<'OrderCancelled', { orderId: string; buyerId: string; discount: OrderDiscount | null; by: OrderActor; cancelledAt: string }>;
/** How refunded money went back: a bank transfer the admin made, or a credit to the buyer's wallet. */
export type RefundMethod = 'bank_transfer' | 'wallet';

/** The admin sent the money back; access granted for the order is withdrawn by its consumers. */
export type OrderRefunded = DomainEvent<
  'OrderRefunded',
  {
    orderId: string;
    buyerId: string;
    /** How the order had been paid and its code (absent in refunds recorded before the wallet). */
    paymentMethod?: PaymentMethod;
    memoCode?: string;
    items: OrderItem[];
    totalAmount: number;
    reason: string;
    method: RefundMethod;
    by: string;
    refundedAt: string;
  }
>;

export type OrderEvent = OrderPlaced | OrderPaid | PaymentNeedsReview | OrderExpired | OrderCancelled | OrderRefunded;

export const ORDER_EVENT_TYPES = [
  'OrderPlaced',
  'OrderPaid',
  'PaymentNeedsReview',
  'OrderExpired',
  'OrderCancelled',
  'OrderRefunded',
] as const satisfies ReadonlyArray<OrderEvent['type']>;
