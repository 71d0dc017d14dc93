import { defineProjection } from '../../../../platform/projections/define-projection';
import type { OrderEvent } from '../../domain/order/order.events';
import { ORDERS_COLLECTION, orderLineOf, orderRows } from './orders.read-model';

/**
 * Idempotent: placement inserts only when absent, and every later event sets the status and its
 * times to absolute values, so a redelivered event writes what it wrote the first time.
 */
export const ordersProjection = defineProjection<OrderEvent>({
  name: 'commerce.orders.v1',
  collections: [ORDERS_COLLECTION],
  handlers: {
    async OrderPlaced({ data }, { store }) {
      const { orderId, buyerId, memoCode, items, subtotal, discount, totalAmount, paymentMethod, placedAt, expiresAt } = data;
      await orderRows(store).insertIfAbsent({
        id: orderId,
        buyerId,
        code: memoCode,
        status: 'pending',
        items: items.map(orderLineOf),
        subtotal,
        discountCode: discount?.code ?? null,
        discountAmount: discount?.amount ?? 0,
        totalAmount,
        paymentMethod,
        createdAt: placedAt,
        expiresAt,
        paidAt: null,
        endedAt: null,
      });
    },
    // An admin may accept a late transfer for an order that had expired: paid again clears the end.
    async OrderPaid({ data }, { store }) {
      await orderRows(store).patch(data.orderId, { status: 'paid', paidAt: data.paidAt, endedAt: null });
    },
    async OrderExpired({ data }, { store }) {
      await orderRows(store).patch(data.orderId, { status: 'expired', endedAt: data.expiredAt });
    },
    async OrderCancelled({ data }, { store }) {
      await orderRows(store).patch(data.orderId, { status: 'cancelled', endedAt: data.cancelledAt });
    },
    async OrderRefunded({ data }, { store }) {
      await orderRows(store).patch(data.orderId, { status: 'refunded', endedAt: data.refundedAt });
    },
    // A held transfer leaves the order as it was; the payment reviews read model lists it.
    async PaymentNeedsReview() {},
  },
});
