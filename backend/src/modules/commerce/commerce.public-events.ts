import { z } from 'zod';
import { definePublicEvents, type PublicEvent } from '../../platform/reactions/public-events';
import type { BankTransferEvent } from './domain/bank-transfer/bank-transfer.events';
import type { OrderEvent } from './domain/order/order.events';

const id = z.string().min(1);
const at = z.string().min(1);
const money = z.number().int().min(0);

const item = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('course'), courseId: id, title: z.string(), instructorId: id, unitPrice: money }),
  z.object({ kind: z.literal('tool_plan'), toolPlanId: id, toolId: id, name: z.string(), durationDays: z.number().int().positive().nullable(), unitPrice: money }),
]);
const discount = z.object({ code: z.string(), discountCodeId: id, amount: money }).nullable();

/** Who bought what for how much, and through whose referral: what every consumer of a sale reads. */
const sale = {
  orderId: id,
  buyerId: id,
  items: z.array(item),
  discount,
  subtotal: money,
  totalAmount: money,
  paymentMethod: z.enum(['bank_transfer', 'wallet', 'free']),
  referralCode: z.string().nullable(),
};

/**
 * The order and bank transfer events other modules may consume: learning enrols on `OrderPaid` and withdraws on
 * `OrderRefunded`, the wallet and affiliate read the amounts and the referral, notifications and
 * receipts tell the buyer. A contract: never renamed or narrowed, only extended. Ids and amounts
 * only: the buyer's name and email stay in identity's vault.
 */
export const commercePublicEvents = definePublicEvents<OrderEvent | BankTransferEvent>()({
  OrderPlaced: z.object({ ...sale, memoCode: z.string(), expiresAt: at, placedAt: at }),
  OrderPaid: z.object({ ...sale, memoCode: z.string(), transferId: z.string().nullable(), acceptedBy: z.string().nullable(), paidAt: at }),
  OrderExpired: z.object({ orderId: id, buyerId: id, discount, expiredAt: at }),
  OrderCancelled: z.object({ orderId: id, buyerId: id, discount, cancelledAt: at }),
  OrderRefunded: z.object({
    orderId: id,
    buyerId: id,
    paymentMethod: z.enum(['bank_transfer', 'wallet', 'free']).optional(),
    memoCode: z.string().optional(),
    items: z.array(item),
    totalAmount: money,
    reason: z.string(),
    method: z.enum(['bank_transfer', 'wallet']),
    refundedAt: at,
  }),
  /** Money arrived in the academy's account (orders' and wallet deposits' transfers alike). */
  TransferReceived: z.object({ transferId: id, amount: money, content: z.string(), code: z.string().nullable(), receivedAt: at }),
});

export type CommercePublicEvent = PublicEvent<typeof commercePublicEvents>;
