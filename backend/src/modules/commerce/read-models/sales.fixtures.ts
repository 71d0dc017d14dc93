import type { GivenEvent } from '../../../platform/testing/projection-spec';
import type { OrderEvent, OrderItem, OrderPlaced } from '../domain/order/order.events';
import { canvaMonth, course, discount, orderPlaced } from '../domain/order/order.fixtures';
import { memoCodeOf } from '../domain/payment/memo-code';

/** Order histories for the sales projection specs: one stream per order, times given per event. */
export type OrderHistoryEvent = OrderEvent & GivenEvent;

export { canvaMonth, course, discount };
export const seoCourse: Extract<OrderItem, { kind: 'course' }> = { kind: 'course', courseId: 'c2', title: 'SEO từ A đến Z', instructorId: 'u-teacher', unitPrice: 300_000 };
export const adsCourse: Extract<OrderItem, { kind: 'course' }> = { kind: 'course', courseId: 'c3', title: 'Quảng cáo TikTok', instructorId: 'u-other-teacher', unitPrice: 200_000 };

type Placement = Partial<Pick<OrderPlaced['data'], 'buyerId' | 'items' | 'discount' | 'placedAt'>>;

/** The events one order may record, each as its own stream would. */
export function order(orderId: string, number: number, placement: Placement = {}) {
  const base = orderPlaced().data;
  const items = placement.items ?? base.items;
  const subtotal = items.reduce((sum, item) => sum + item.unitPrice, 0);
  const chosen = placement.discount === undefined ? base.discount : placement.discount;
  const totalAmount = subtotal - (chosen?.amount ?? 0);
  const placedAt = placement.placedAt ?? base.placedAt;
  const data: OrderPlaced['data'] = {
    ...base,
    orderId,
    buyerId: placement.buyerId ?? base.buyerId,
    items,
    discount: chosen,
    subtotal,
    totalAmount,
    paymentMethod: totalAmount === 0 ? 'free' : 'bank_transfer',
    memoCode: memoCodeOf(String(10_000 + number)),
    placedAt,
    expiresAt: new Date(Date.parse(placedAt) + 30 * 60_000).toISOString(),
  };
  const streamId = `commerce_order-${orderId}`;
  const { orderId: id, buyerId } = data;
  const sale = { orderId: id, buyerId, items, discount: chosen, subtotal, totalAmount, paymentMethod: data.paymentMethod, referralCode: data.referralCode };
  return {
    data,
    placed: { type: 'OrderPlaced', data, streamId } satisfies OrderHistoryEvent,
    paid: (paidAt: string, acceptedBy: string | null = null): OrderHistoryEvent => ({
      type: 'OrderPaid',
      data: { ...sale, memoCode: data.memoCode, transferId: totalAmount === 0 ? null : `sepay-${number}`, acceptedBy, paidAt },
      streamId,
    }),
    heldForReview: (receivedAt: string): OrderHistoryEvent => ({
      type: 'PaymentNeedsReview',
      data: { orderId: id, buyerId, transferId: `sepay-short-${number}`, amount: 1_000, expectedAmount: totalAmount, reason: 'short', receivedAt },
      streamId,
    }),
    expired: (expiredAt: string): OrderHistoryEvent => ({ type: 'OrderExpired', data: { orderId: id, buyerId, discount: chosen, expiredAt }, streamId }),
    cancelled: (cancelledAt: string, role: 'buyer' | 'admin' = 'admin'): OrderHistoryEvent => ({
      type: 'OrderCancelled',
      data: { orderId: id, buyerId, discount: chosen, by: { id: role === 'admin' ? 'u-admin' : buyerId, role }, cancelledAt },
      streamId,
    }),
    refunded: (refundedAt: string, reason = 'Khách chuyển nhầm khóa học'): OrderHistoryEvent => ({
      type: 'OrderRefunded',
      data: { orderId: id, buyerId, items, totalAmount, reason, method: 'bank_transfer', by: 'u-admin', refundedAt },
      streamId,
    }),
  };
}
