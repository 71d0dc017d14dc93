import type { OrderLine } from '@academy/contracts';
import { defineProjection } from '../../../../platform/projections/define-projection';
import type { AccountEvent } from '../../../identity';
import type { OrderEvent, OrderItem } from '../../domain/order/order.events';
import { ADMIN_ORDERS_COLLECTION, adminOrderRows, AdminOrderRow, orderBuyers } from './admin-orders.read-model';

export const toOrderLine = (item: OrderItem): OrderLine =>
  item.kind === 'course'
    ? { kind: 'course', itemId: item.courseId, title: item.title, unitPrice: item.unitPrice }
    : { kind: 'tool_plan', itemId: item.toolPlanId, title: item.name, unitPrice: item.unitPrice };

/**
 * Every order with its buyer, for /admin/orders. Idempotent: a placement replaces the row and every
 * later order event sets absolute values; identity events replace or patch the buyer's row and copy
 * the same details onto their orders, so a replay ends where the first delivery did.
 */
export const adminOrdersProjection = defineProjection<OrderEvent | AccountEvent>({
  name: 'commerce.admin-orders.v2',
  collections: [ADMIN_ORDERS_COLLECTION, orderBuyers.collection],
  handlers: {
    async OrderPlaced({ data }, { store, tools }) {
      const buyer = await orderBuyers.named(store, tools, data.buyerId);
      const row: AdminOrderRow = {
        id: data.orderId,
        code: data.memoCode,
        status: 'pending',
        items: data.items.map(toOrderLine),
        subtotal: data.subtotal,
        discountCode: data.discount?.code ?? null,
        discountAmount: data.discount?.amount ?? 0,
        totalAmount: data.totalAmount,
        paymentMethod: data.paymentMethod,
        createdAt: data.placedAt,
        expiresAt: data.expiresAt,
        paidAt: null,
        endedAt: null,
        buyerId: data.buyerId,
        buyerName: buyer.name,
        buyerEmail: buyer.email,
        cancelledBy: null,
        refund: null,
      };
      await adminOrderRows(store).upsert(row);
    },
    async OrderPaid({ data }, { store }) {
      // A late transfer an admin accepted pays an order that had expired or was cancelled: it is paid now.
      await adminOrderRows(store).patch(data.orderId, { status: 'paid', paidAt: data.paidAt, endedAt: null, cancelledBy: null });
    },
    // A transfer held for review does not change the order; the review list shows it.
    PaymentNeedsReview: async () => undefined,
    async OrderExpired({ data }, { store }) {
      await adminOrderRows(store).patch(data.orderId, { status: 'expired', endedAt: data.expiredAt });
    },
    async OrderCancelled({ data }, { store }) {
      await adminOrderRows(store).patch(data.orderId, { status: 'cancelled', endedAt: data.cancelledAt, cancelledBy: data.by.role });
    },
    async OrderRefunded({ data }, { store }) {
      // The money goes back by bank transfer: the only path until the wallet adds a credit.
      const refund = { reason: data.reason, method: data.method, by: data.by, at: data.refundedAt };
      await adminOrderRows(store).patch(data.orderId, { status: 'refunded', endedAt: data.refundedAt, refund });
    },
    ...orderBuyers.handlers,
  },
});

