import type { OrderStatus } from '@academy/contracts';
import { defineProjection, ProjectionContext } from '../../../../platform/projections/define-projection';
import type { OrderEvent, OrderItem } from '../../domain/order/order.events';
import { appliedByOf, countOnce } from '../../../../platform/projections/guarded-count';
import { splitPaidTotal } from '../item-shares';
import { PeriodKind, periodKeyOf } from '../sales-periods';
import {
  BEST_SELLERS_COLLECTION,
  bestSellerRows,
  CUSTOMERS_COLLECTION,
  customerRows,
  SALES_ORDER_STATUSES_COLLECTION,
  SALES_PERIODS_COLLECTION,
  SALES_TOTALS_COLLECTION,
  SALES_TOTALS_ID,
  SalesTotalsRow,
  salesOrderStatusRows,
  salesPeriodRows,
  salesTotalsRows,
} from './sales-stats.read-model';

const NAME = 'commerce.sales-stats.v1';

const EMPTY_TOTALS: SalesTotalsRow = {
  id: SALES_TOTALS_ID,
  grossRevenue: 0,
  refundedAmount: 0,
  paidOrders: 0,
  pendingOrders: 0,
  refundedOrders: 0,
  cancelledOrders: 0,
  expiredOrders: 0,
  buyers: 0,
};

type Context = ProjectionContext;

type TotalsChange = Partial<Record<keyof SalesTotalsRow & string, number>>;

const COUNTER_OF: Record<OrderStatus, keyof SalesTotalsRow & string> = {
  pending: 'pendingOrders',
  paid: 'paidOrders',
  expired: 'expiredOrders',
  cancelled: 'cancelledOrders',
  refunded: 'refundedOrders',
};

/**
 * Moves the order from the counter of the status it had to the one of `to`, with the money in
 * `amounts`, then remembers the new status. The status is written after the guarded count: a
 * replay after a crash in between still finds the old status, and a replay after it is skipped by
 * the guard whatever it finds.
 */
async function moveOrder(context: Context, orderId: string, to: OrderStatus, amounts: TotalsChange = {}): Promise<void> {
  const statuses = salesOrderStatusRows(context.store);
  const from = (await statuses.get(orderId))?.status ?? null;
  const change: TotalsChange = { ...amounts, [COUNTER_OF[to]]: 1 };
  if (from !== null) change[COUNTER_OF[from]] = (change[COUNTER_OF[from]] ?? 0) - 1;
  await countOnce(salesTotalsRows(context.store), EMPTY_TOTALS, change, appliedByOf(NAME, context));
  await statuses.upsert({ id: orderId, status: to });
}

/** The day and the month of `at`, each moved by `by` (negative for a refund). */
async function countPeriods(context: Context, at: string, by: { paidOrders?: number; revenue?: number; refunded?: number }): Promise<void> {
  for (const period of ['day', 'month'] as PeriodKind[]) {
    const key = periodKeyOf(period, at);
    const seed = { id: `${period}:${key}`, period, key, paidOrders: 0, revenue: 0, refunded: 0 };
    await countOnce(salesPeriodRows(context.store), seed, by, appliedByOf(NAME, context));
  }
}

/** Each item's units and its share of the paid total; `sign` -1 takes a refunded sale back. */
async function countItems(context: Context, items: OrderItem[], totalAmount: number, sign: 1 | -1): Promise<void> {
  const shares = splitPaidTotal(items.map((item) => item.unitPrice), totalAmount);
  for (const [index, item] of items.entries()) {
    const [kind, itemId, title] = item.kind === 'course' ? (['course', item.courseId, item.title] as const) : (['tool_plan', item.toolPlanId, item.name] as const);
    const seed = { id: `${kind}:${itemId}`, kind, itemId, title, unitsSold: 0, revenue: 0 };
    await countOnce(bestSellerRows(context.store), seed, { unitsSold: sign, revenue: sign * (shares[index] ?? 0) }, appliedByOf(NAME, context));
  }
}

/**
 * Counts the buyer's payment and tells whether it is their first: the customer row remembers the
 * order that created it, so a replay of that order's payment still knows it was the first.
 */
async function countCustomerPayment(context: Context, buyerId: string, orderId: string, totalAmount: number, paidAt: string): Promise<boolean> {
  const customers = customerRows(context.store);
  const seed = { id: buyerId, paidOrders: 0, totalSpent: 0, lastPaidAt: paidAt, firstPaidOrderId: orderId };
  await countOnce(customers, seed, { paidOrders: 1, totalSpent: totalAmount }, appliedByOf(NAME, context));
  const customer = await customers.get(buyerId);
  if (customer && customer.lastPaidAt < paidAt) await customers.patch(buyerId, { lastPaidAt: paidAt });
  return customer?.firstPaidOrderId === orderId;
}

/**
 * The stat cards, the sales over time, the best sellers and the top customers of /admin/orders.
 * Every figure is a guarded increment, so each event counts once however often it is delivered.
 * Revenue is what was paid (the discount already off), net of refunds; a free order is a paid
 * order of 0 đồng.
 */
export const salesStatsProjection = defineProjection<OrderEvent>({
  name: NAME,
  collections: [SALES_TOTALS_COLLECTION, SALES_ORDER_STATUSES_COLLECTION, SALES_PERIODS_COLLECTION, BEST_SELLERS_COLLECTION, CUSTOMERS_COLLECTION],
  handlers: {
    OrderPlaced: ({ data }, context) => moveOrder(context, data.orderId, 'pending'),
    async OrderPaid({ data }, context) {
      const { orderId, buyerId, items, totalAmount, paidAt } = data;
      const first = await countCustomerPayment(context, buyerId, orderId, totalAmount, paidAt);
      // Usually out of pending; out of expired or cancelled when an admin accepted a late transfer.
      await moveOrder(context, orderId, 'paid', { grossRevenue: totalAmount, buyers: first ? 1 : 0 });
      await countPeriods(context, paidAt, { paidOrders: 1, revenue: totalAmount });
      await countItems(context, items, totalAmount, 1);
    },
    // Money held for review is not revenue until an admin matches it to an order (which pays it).
    PaymentNeedsReview: async () => undefined,
    OrderExpired: ({ data }, context) => moveOrder(context, data.orderId, 'expired'),
    OrderCancelled: ({ data }, context) => moveOrder(context, data.orderId, 'cancelled'),
    async OrderRefunded({ data }, context) {
      const { orderId, buyerId, items, totalAmount, refundedAt } = data;
      await customerRows(context.store).increment(buyerId, { paidOrders: -1, totalSpent: -totalAmount }, { appliedBy: appliedByOf(NAME, context) });
      await moveOrder(context, orderId, 'refunded', { refundedAmount: totalAmount });
      await countPeriods(context, refundedAt, { refunded: totalAmount });
      await countItems(context, items, totalAmount, -1);
    },
  },
});
