import type { ReportPaymentMethod } from '@academy/contracts';
import type { z } from 'zod';
import { defineProjection, type ProjectionContext } from '../../../../platform/projections/define-projection';
import { appliedByOf } from '../../../../platform/projections/guarded-count';
import type { PublicEventSchemas } from '../../../../platform/reactions/public-events';
import { affiliatePublicEvents, type AffiliatePublicEvent } from '../../../affiliate';
import { commercePublicEvents, splitPaidTotal, type CommercePublicEvent } from '../../../commerce';
import type { AccountEvent } from '../../../identity';
import { vnDayOf } from './report-periods';
import {
  ITEM_SALES_COLLECTION,
  itemSalesRows,
  itemSalesSeed,
  METHOD_FIELD,
  REPORT_ORDERS_COLLECTION,
  REPORT_PAYOUTS_COLLECTION,
  reportOrderRows,
  reportPayoutRows,
  reportPeople,
  SALES_DAYS_COLLECTION,
  salesDayRows,
  SalesDayRow,
  salesDaySeed,
} from './sales-report.read-model';
import { Tally } from './tally';

const NAME = 'reports.sales.v1';

type SaleEvent = Extract<CommercePublicEvent, { type: 'OrderPaid' | 'OrderRefunded' }>;
type CommissionEvent = Extract<AffiliatePublicEvent, { type: 'ConversionRecorded' | 'CommissionsPaidOut' | 'PayoutFailed' }>;
export type SalesReportEvent = SaleEvent | CommissionEvent | AccountEvent;

type DayChange = Partial<Record<keyof SalesDayRow & string, number>>;
type SoldItem = z.output<typeof commercePublicEvents.OrderPaid>['items'][number];

/** Another module's event read as its public contract says: unknown fields dropped, a broken one stalls this projection visibly. */
function publicData<S extends PublicEventSchemas, T extends keyof S & string>(schemas: S, type: T, data: unknown): z.output<S[T]> {
  return schemas[type]!.parse(data) as z.output<S[T]>;
}

/** The three counters of a payment method: `bankTransferOrders`, `walletGross`, `freeRefunded`… */
function byMethod(method: ReportPaymentMethod, change: { Orders?: number; Gross?: number; Refunded?: number }): DayChange {
  return Object.fromEntries(Object.entries(change).map(([suffix, amount]) => [`${METHOD_FIELD[method]}${suffix}`, amount])) as DayChange;
}

/** The day's row and the all-time row, both moved by `by`. */
function countDay(tally: Tally, { store }: ProjectionContext, day: string, by: DayChange): void {
  for (const seed of [salesDaySeed('all', day), salesDaySeed('day', day)]) tally.add(SALES_DAYS_COLLECTION, salesDayRows(store), seed, by);
}

/** Each item's share of the paid total (the discount spread by price), sold or refunded. */
function countItems(tally: Tally, { store }: ProjectionContext, day: string, items: SoldItem[], totalAmount: number, how: 'sold' | 'refunded'): void {
  const shares = splitPaidTotal(
    items.map((item) => item.unitPrice),
    totalAmount,
  );
  for (const [index, item] of items.entries()) {
    const share = shares[index] ?? 0;
    const described =
      item.kind === 'course'
        ? { kind: item.kind, itemId: item.courseId, title: item.title, instructorId: item.instructorId }
        : { kind: item.kind, itemId: item.toolPlanId, title: item.name, instructorId: null };
    const by = how === 'sold' ? { unitsSold: 1, grossRevenue: share } : { refundedUnits: 1, refundedAmount: share };
    for (const scope of ['all', 'day'] as const) tally.add(ITEM_SALES_COLLECTION, itemSalesRows(store), itemSalesSeed(scope, day, described), by);
  }
}

/**
 * The admin's reports: revenue by day (and so by week, month, year), by course and tool plan, by
 * source and payment method, by instructor, and the affiliate payouts, from commerce's and
 * affiliate's public events. Counters move by guarded increments, one write per document per
 * event; the order and payout rows that later events read are written last, so a replay after a
 * crash mid-event recomputes the same changes and the guards skip those already made.
 */
export const salesReportProjection = defineProjection<SalesReportEvent>({
  name: NAME,
  collections: [SALES_DAYS_COLLECTION, ITEM_SALES_COLLECTION, REPORT_ORDERS_COLLECTION, REPORT_PAYOUTS_COLLECTION, reportPeople.collection],
  handlers: {
    async OrderPaid(event, context) {
      const { orderId, items, totalAmount, paymentMethod, paidAt } = publicData(commercePublicEvents, event.type, event.data);
      const day = vnDayOf(paidAt);
      const tally = new Tally();
      countDay(tally, context, day, { paidOrders: 1, grossRevenue: totalAmount, ...byMethod(paymentMethod, { Orders: 1, Gross: totalAmount }) });
      countItems(tally, context, day, items, totalAmount, 'sold');
      await tally.write(appliedByOf(NAME, context));
      // Named from the first sale on: the instructor report shows who they are.
      const instructors = new Set(items.flatMap((item) => (item.kind === 'course' ? [item.instructorId] : [])));
      for (const instructorId of instructors) await reportPeople.named(context.store, context.tools, instructorId);
      await reportOrderRows(context.store).insertIfAbsent({ id: orderId, paidDay: day, paidAmount: totalAmount, paymentMethod, refundedDay: null, refundedAmount: 0, viaAffiliate: false });
    },
    // Money goes back on the day it is sent back (accounts record money when it moves), from the
    // source and payment method the sale was counted under.
    async OrderRefunded(event, context) {
      const { orderId, items, totalAmount, refundedAt } = publicData(commercePublicEvents, event.type, event.data);
      const order = await reportOrderRows(context.store).get(orderId);
      // Only a paid order is refunded, and only once; its payment came first in the log.
      if (!order || order.refundedDay !== null) return;
      const day = vnDayOf(refundedAt);
      const tally = new Tally();
      countDay(tally, context, day, {
        refundedOrders: 1,
        refundedAmount: totalAmount,
        ...byMethod(order.paymentMethod, { Refunded: totalAmount }),
        ...(order.viaAffiliate ? { affiliateRefunded: totalAmount } : {}),
      });
      countItems(tally, context, day, items, totalAmount, 'refunded');
      await tally.write(appliedByOf(NAME, context));
      await reportOrderRows(context.store).patch(orderId, { refundedDay: day, refundedAmount: totalAmount });
    },
    // The affiliate credit follows the payment (a reaction): the sale moves from direct to
    // affiliate on the day it was paid, and so does its refund if it came first.
    async ConversionRecorded(event, context) {
      const { tier, orderId } = publicData(affiliatePublicEvents, event.type, event.data);
      if (tier !== 'direct' || orderId === null) return;
      const order = await reportOrderRows(context.store).get(orderId);
      if (!order || order.viaAffiliate) return;
      const tally = new Tally();
      countDay(tally, context, order.paidDay, { affiliateOrders: 1, affiliateGross: order.paidAmount });
      if (order.refundedDay !== null) countDay(tally, context, order.refundedDay, { affiliateRefunded: order.refundedAmount });
      await tally.write(appliedByOf(NAME, context));
      await reportOrderRows(context.store).patch(orderId, { viaAffiliate: true });
    },
    // Commission paid: a payout counts when an admin records it (the transfer was made), as the
    // affiliates' own earnings count it.
    async CommissionsPaidOut(event, context) {
      const { payoutId, amount, at } = publicData(affiliatePublicEvents, event.type, event.data);
      if (await reportPayoutRows(context.store).get(payoutId)) return;
      const day = vnDayOf(at);
      const tally = new Tally();
      countDay(tally, context, day, { commissionPaid: amount, payouts: 1 });
      await tally.write(appliedByOf(NAME, context));
      await reportPayoutRows(context.store).insertIfAbsent({ id: payoutId, day, amount, failed: false });
    },
    // Nothing reached the affiliate: the payout leaves the day it was counted on.
    async PayoutFailed(event, context) {
      const { payoutId } = publicData(affiliatePublicEvents, event.type, event.data);
      const payout = await reportPayoutRows(context.store).get(payoutId);
      if (!payout || payout.failed) return;
      const tally = new Tally();
      countDay(tally, context, payout.day, { commissionPaid: -payout.amount, payouts: -1 });
      await tally.write(appliedByOf(NAME, context));
      await reportPayoutRows(context.store).patch(payoutId, { failed: true });
    },
    ...reportPeople.handlers,
  },
});
