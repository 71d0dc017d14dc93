import type { ErrorCode } from '@academy/contracts';
import { Aggregate, assertNever } from '../../../../platform/domain/decider';
import { DomainError } from '../../../../platform/domain/domain-error';
import { isWholeDong, sumOf } from '../../../../platform/domain/money';
import { isMemoCode } from '../payment/memo-code';
import type { OrderActor, OrderDiscount, OrderEvent, OrderItem, PaymentReviewReason, RefundMethod } from './order.events';
import { initialState, evolve, OrderState, PlacedOrder } from './order.state';
import { toOrderStreamId } from './order.stream';

type Command<Type extends string, Data> = { type: Type; data: Data };

export type OrderCommand =
  /**
   * The checkout: items priced by the handler from the catalogue, the discount already reserved on
   * its code's stream, the memo code and the payment deadline chosen by the handler. A total of 0
   * is paid at once, whatever was asked.
   */
  | Command<
      'PlaceOrder',
      {
        orderId: string;
        buyerId: string;
        items: OrderItem[];
        discount: OrderDiscount | null;
        subtotal: number;
        totalAmount: number;
        paymentMethod: 'bank_transfer' | 'wallet';
        memoCode: string;
        referralCode: string | null;
        expiresAt: string;
        at: string;
      }
    >
  /** A bank transfer matched to the order by its memo (SePay's webhook, or an admin's manual match). */
  | Command<'RecordPayment', { orderId: string; transferId: string; amount: number; at: string }>
  /** The buyer's wallet paid the total (recorded on the wallet first): the order is paid. */
  | Command<'RecordWalletPayment', { orderId: string; at: string }>
  /** An admin's decision on a transfer held for review: it pays this order after all. */
  | Command<'AcceptPayment', { orderId: string; transferId: string; amount: number; by: string; at: string }>
  /** The expiry job, due at `expiresAt`; delivered at least once, maybe after the order was paid. */
  | Command<'ExpireOrder', { orderId: string; at: string }>
  | Command<'CancelOrder', { orderId: string; by: OrderActor; at: string }>
  /** Admin only: the money was sent back to the buyer. */
  | Command<'RefundOrder', { orderId: string; reason: string; method: RefundMethod; by: string; at: string }>;

type Data<Type extends OrderCommand['type']> = Extract<OrderCommand, { type: Type }>['data'];

export function decide(command: OrderCommand, state: OrderState): OrderEvent[] {
  if (command.type === 'PlaceOrder') return place(command.data, state);
  if (state.status === 'none') throw new DomainError('ORDER_NOT_FOUND', 'not_found');
  switch (command.type) {
    case 'RecordPayment':
      return recordPayment(command.data, state);
    case 'RecordWalletPayment':
      return recordWalletPayment(command.data, state);
    case 'AcceptPayment':
      return acceptPayment(command.data, state);
    case 'ExpireOrder':
      return expire(command.data, state);
    case 'CancelOrder':
      return cancel(command.data, state);
    case 'RefundOrder':
      return refund(command.data, state);
    default:
      return assertNever(command);
  }
}

function place(data: Data<'PlaceOrder'>, state: OrderState): OrderEvent[] {
  // Order ids come from the handler: the same id again is a retried checkout, already placed.
  if (state.status !== 'none') return [];
  const { orderId, buyerId, subtotal, totalAmount, memoCode, referralCode, expiresAt, at } = data;
  rule(data.paymentMethod === 'bank_transfer' || data.paymentMethod === 'wallet', 'ORDER_PAYMENT_METHOD_INVALID');
  const items = checkedItems(data.items);
  const discount = checkedDiscount(data.discount);
  // The handler priced the cart; the decider proves the sums, so no rounding or stale total is ever charged.
  rule(isWholeDong(subtotal), 'ORDER_AMOUNT_INVALID');
  rule(subtotal === sumOf(items.map((item) => item.unitPrice)), 'ORDER_TOTAL_MISMATCH');
  rule(discount === null || discount.amount <= subtotal, 'ORDER_DISCOUNT_INVALID');
  rule(isWholeDong(totalAmount), 'ORDER_AMOUNT_INVALID');
  rule(totalAmount === subtotal - (discount?.amount ?? 0), 'ORDER_TOTAL_MISMATCH');
  rule(isMemoCode(memoCode), 'ORDER_MEMO_INVALID');
  rule(Date.parse(expiresAt) > Date.parse(at), 'ORDER_EXPIRY_INVALID');
  const free = totalAmount === 0;
  const placement = { orderId, buyerId, items, discount, subtotal, totalAmount, paymentMethod: free ? ('free' as const) : data.paymentMethod, referralCode };
  const placed: OrderEvent = { type: 'OrderPlaced', data: { ...placement, memoCode, expiresAt, placedAt: at } };
  // Nothing to wait for: a free order (a free course, or a 100% code) is placed and paid in one
  // append, so the order history and fulfilment see the same two facts as for a paid one.
  return free ? [placed, { type: 'OrderPaid', data: { ...placement, memoCode, transferId: null, acceptedBy: null, paidAt: at } }] : [placed];
}

/**
 * A transfer pays the order only when everything about it is exactly as the order asked: the order
 * still waits, the deadline has not passed, the amount is the total to the đồng. Any other transfer
 * is recorded as `PaymentNeedsReview` and never pays silently, because each case needs a person:
 * - short: granting access for less is a loss, and asking for the rest is a conversation;
 * - over: the surplus is the buyer's money and must be sent back or credited, not kept unseen;
 * - late: the discount may have been released and taken by someone else, the price may have
 *   changed, and the buyer may have ordered again;
 * - not_pending: the order was already paid (a second transfer), cancelled or refunded.
 * Recording it still matters: the money is in our account, and the admin's review list is read
 * from these events.
 */
function recordPayment({ transferId, amount, at }: Data<'RecordPayment'>, order: PlacedOrder): OrderEvent[] {
  rule(transferId.trim() !== '', 'PAYMENT_TRANSFER_ID_REQUIRED');
  rule(isWholeDong(amount) && amount > 0, 'PAYMENT_AMOUNT_INVALID');
  // SePay redelivers webhooks and an admin may match by hand what was already matched: one transfer, one record.
  if (order.transfers.has(transferId)) return [];
  const { orderId, buyerId, totalAmount } = order.order;
  const reason = reviewReasonOf(order, amount, at);
  if (reason === null) return [paidBy(order, transferId, null, at)];
  return [{ type: 'PaymentNeedsReview', data: { orderId, buyerId, transferId, amount, expectedAmount: totalAmount, reason, receivedAt: at } }];
}

/**
 * The wallet was debited for this order, so the order is paid, unless it stopped waiting meanwhile
 * (expired, cancelled): then the payment is refused and the wallet payment is given back by the
 * caller. Recorded once: the checkout and the wallet's recovery reaction may both send it.
 */
function recordWalletPayment({ at }: Data<'RecordWalletPayment'>, order: PlacedOrder): OrderEvent[] {
  rule(order.order.paymentMethod === 'wallet', 'ORDER_PAYMENT_METHOD_INVALID');
  if (order.status === 'paid' || order.status === 'refunded') return [];
  rule(order.status === 'pending', 'ORDER_NOT_PENDING', 'conflict');
  return [paidBy(order, null, null, at)];
}

/**
 * An admin accepts a held transfer as the order's payment, whatever its amount or time (they spoke
 * to the buyer): the order is paid unless something else already paid it. An expired or cancelled
 * order is paid too: the money arrived for it, and the admin decided it stands.
 */
function acceptPayment({ transferId, amount, by, at }: Data<'AcceptPayment'>, order: PlacedOrder): OrderEvent[] {
  rule(transferId.trim() !== '', 'PAYMENT_TRANSFER_ID_REQUIRED');
  rule(isWholeDong(amount) && amount > 0, 'PAYMENT_AMOUNT_INVALID');
  // The same decision twice (a retried request): the order is already paid by this transfer.
  if (order.transfers.get(transferId) === 'paid') return [];
  rule(order.status !== 'paid' && order.status !== 'refunded', 'PAYMENT_ORDER_ALREADY_PAID', 'conflict');
  return [paidBy(order, transferId, by, at)];
}

function paidBy({ order }: PlacedOrder, transferId: string | null, acceptedBy: string | null, at: string): OrderEvent {
  const { expiresAt, placedAt, ...placement } = order;
  return { type: 'OrderPaid', data: { ...placement, transferId, acceptedBy, paidAt: at } };
}

function reviewReasonOf(order: PlacedOrder, amount: number, at: string): PaymentReviewReason | null {
  // Expired by the job or not yet: the deadline is what the buyer was shown, so it is what counts.
  if (order.status === 'expired' || (order.status === 'pending' && Date.parse(at) >= Date.parse(order.order.expiresAt))) return 'late';
  if (order.status !== 'pending') return 'not_pending';
  if (amount < order.order.totalAmount) return 'short';
  if (amount > order.order.totalAmount) return 'over';
  return null;
}

function expire({ at }: Data<'ExpireOrder'>, order: PlacedOrder): OrderEvent[] {
  // A paid order is never expired: the job raced the payment and lost. Ended orders stay as they are.
  if (order.status !== 'pending') return [];
  // An early job is a bug or a clock apart; refusing lets the queue retry it at its time.
  rule(Date.parse(at) >= Date.parse(order.order.expiresAt), 'ORDER_NOT_EXPIRED_YET', 'conflict');
  const { orderId, buyerId, discount } = order.order;
  return [{ type: 'OrderExpired', data: { orderId, buyerId, discount, expiredAt: at } }];
}

function cancel({ by, at }: Data<'CancelOrder'>, order: PlacedOrder): OrderEvent[] {
  const { orderId, buyerId, discount } = order.order;
  // Another buyer's order is simply not theirs to see: the same answer as an unknown id.
  if (by.role === 'buyer' && by.id !== buyerId) throw new DomainError('ORDER_NOT_FOUND', 'not_found');
  switch (order.status) {
    case 'pending':
      return [{ type: 'OrderCancelled', data: { orderId, buyerId, discount, by, cancelledAt: at } }];
    case 'cancelled':
      return [];
    case 'paid':
    case 'refunded':
      // Paid money is given back by a refund, which an admin decides.
      throw new DomainError('ORDER_ALREADY_PAID', 'conflict');
    case 'expired':
      throw new DomainError('ORDER_NOT_PENDING', 'conflict');
    default:
      return assertNever(order.status);
  }
}

function refund({ reason, method, by, at }: Data<'RefundOrder'>, order: PlacedOrder): OrderEvent[] {
  // A second click, or a retried request: the money went back once.
  if (order.status === 'refunded') return [];
  rule(order.status === 'paid', 'ORDER_NOT_PAID', 'conflict');
  // Wallet money goes back to the wallet, to the balances it came from: bonus money must not leave as cash.
  rule(order.order.paymentMethod !== 'wallet' || method === 'wallet', 'ORDER_REFUND_TO_WALLET_ONLY');
  // The buyer and the accounts are owed an explanation for money that left.
  rule(reason.trim() !== '', 'ORDER_REFUND_REASON_REQUIRED');
  const { orderId, buyerId, paymentMethod, memoCode, items, totalAmount } = order.order;
  return [{ type: 'OrderRefunded', data: { orderId, buyerId, paymentMethod, memoCode, items, totalAmount, reason: reason.trim(), method, by, refundedAt: at } }];
}

/**
 * The items as they will be recorded: at least one, each whole-priced and named, none twice (a
 * course bought twice in one order would be charged twice and granted once). Rebuilt field by
 * field so an event never carries more than its type says.
 */
function checkedItems(items: OrderItem[]): OrderItem[] {
  rule(items.length > 0, 'ORDER_EMPTY');
  const checked = items.map(checkedItem);
  const keys = checked.map((item) => (item.kind === 'course' ? `course:${item.courseId}` : `tool_plan:${item.toolPlanId}`));
  rule(new Set(keys).size === keys.length, 'ORDER_ITEM_REPEATED');
  return checked;
}

function checkedItem(item: OrderItem): OrderItem {
  rule(isWholeDong(item.unitPrice), 'ORDER_AMOUNT_INVALID');
  switch (item.kind) {
    case 'course': {
      const { courseId, title, instructorId, unitPrice } = item;
      rule([courseId, title, instructorId].every(isPresent), 'ORDER_ITEM_INVALID');
      return { kind: 'course', courseId, title, instructorId, unitPrice };
    }
    case 'tool_plan': {
      const { toolPlanId, toolId, name, durationDays, unitPrice } = item;
      rule([toolPlanId, toolId, name].every(isPresent), 'ORDER_ITEM_INVALID');
      rule(durationDays === null || (Number.isInteger(durationDays) && durationDays > 0), 'ORDER_ITEM_INVALID');
      return { kind: 'tool_plan', toolPlanId, toolId, name, durationDays, unitPrice };
    }
    default:
      // Reached only by a caller outside the types (a script, a replayed payload).
      throw new DomainError('ORDER_ITEM_INVALID', 'invalid');
  }
}

function checkedDiscount(discount: OrderDiscount | null): OrderDiscount | null {
  if (discount === null) return null;
  const { code, discountCodeId, amount } = discount;
  rule(isPresent(code) && isPresent(discountCodeId) && isWholeDong(amount), 'ORDER_DISCOUNT_INVALID');
  return { code, discountCodeId, amount };
}

const isPresent = (text: string) => typeof text === 'string' && text.trim() !== '';

function rule(holds: boolean, code: ErrorCode, kind: 'invalid' | 'conflict' = 'invalid'): void {
  if (!holds) throw new DomainError(code, kind);
}

/** The buyer's or admin's identity comes from the access guard; the aggregate checks ownership only for buyers. */
export const orderDecider: Aggregate<OrderCommand, OrderEvent, OrderState> = {
  initialState,
  evolve,
  decide,
  streamIdOf: (command) => toOrderStreamId(command.data.orderId),
};
