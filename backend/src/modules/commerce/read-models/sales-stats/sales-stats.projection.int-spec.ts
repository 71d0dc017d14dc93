import { projectionTools } from '../../../../platform/projections/projection-tools';
import { ProjectionSpec } from '../../../../platform/testing/projection-spec';
import { recordedEvent } from '../../../../platform/testing/recorded-event';
import { adsCourse, canvaMonth, course, order, seoCourse } from '../sales.fixtures';
import { salesStatsProjection } from './sales-stats.projection';
import {
  BEST_SELLERS_COLLECTION,
  BestSellerRow,
  CUSTOMERS_COLLECTION,
  CustomerRow,
  SALES_PERIODS_COLLECTION,
  SALES_TOTALS_COLLECTION,
  SalesPeriodRow,
  SalesTotalsRow,
  salesTotalsRows,
} from './sales-stats.read-model';

/**
 * A week of sales: o1 (course + plan, 10% off) paid then refunded, o2 and o3 paid (o3 late on
 * 2 December UTC, so 3 December in Vietnam), o4 waiting, o5 expired, o6 cancelled, o7 with a
 * short transfer held for review.
 */
const o1 = order('o1', 1, { placedAt: '2026-12-01T09:00:00.000Z' });
const o2 = order('o2', 2, { items: [seoCourse], discount: null, placedAt: '2026-12-02T10:00:00.000Z' });
const o3 = order('o3', 3, { buyerId: 'u-other', items: [course, adsCourse], discount: null, placedAt: '2026-12-02T19:50:00.000Z' });
const o4 = order('o4', 4, { buyerId: 'u-other', placedAt: '2026-12-03T08:00:00.000Z' });
const o5 = order('o5', 5, { placedAt: '2026-12-03T09:00:00.000Z' });
const o6 = order('o6', 6, { placedAt: '2026-12-03T10:00:00.000Z' });
const o7 = order('o7', 7, { placedAt: '2026-12-04T10:00:00.000Z' });

const week = [
  o1.placed,
  o1.paid('2026-12-01T09:10:00.000Z'),
  o2.placed,
  o2.paid('2026-12-02T10:05:00.000Z'),
  o3.placed,
  o3.paid('2026-12-02T20:00:00.000Z'),
  o4.placed,
  o5.placed,
  o5.expired('2026-12-03T09:30:00.000Z'),
  o6.placed,
  o6.cancelled('2026-12-03T10:01:00.000Z'),
  o7.placed,
  o7.heldForReview('2026-12-04T10:05:00.000Z'),
  o1.refunded('2026-12-05T03:00:00.000Z'),
];

const noTotals: SalesTotalsRow = { id: 'all', grossRevenue: 0, refundedAmount: 0, paidOrders: 0, pendingOrders: 0, refundedOrders: 0, cancelledOrders: 0, expiredOrders: 0, buyers: 0 };

describe('sales statistics projection', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await ProjectionSpec.of(salesStatsProjection);
  });
  afterAll(() => spec.close());

  it('counts revenue net of refunds, orders by how they ended, and each paying buyer once (every event applied twice)', async () => {
    await spec.givenEvents(...week).thenRows<SalesTotalsRow>(SALES_TOTALS_COLLECTION, [
      {
        id: 'all',
        grossRevenue: 538_200 + 300_000 + 699_000,
        refundedAmount: 538_200,
        paidOrders: 2,
        pendingOrders: 2,
        refundedOrders: 1,
        cancelledOrders: 1,
        expiredOrders: 1,
        buyers: 2,
      },
    ]);
  });

  it('puts payments on the Vietnam day and month they were paid, refunds on the day they were sent back', async () => {
    const period = (id: string, paidOrders: number, revenue: number, refunded: number): SalesPeriodRow => {
      const [kind, key] = id.split(':') as ['day' | 'month', string];
      return { id, period: kind, key, paidOrders, revenue, refunded };
    };
    await spec.givenEvents(...week).thenRows<SalesPeriodRow>(SALES_PERIODS_COLLECTION, [
      period('day:2026-12-01', 1, 538_200, 0),
      period('day:2026-12-02', 1, 300_000, 0),
      period('day:2026-12-03', 1, 699_000, 0),
      period('day:2026-12-05', 0, 0, 538_200),
      period('month:2026-12', 3, 1_537_200, 538_200),
    ]);
  });

  it('ranks courses and plans by units and by their share of the paid totals, the discount spread by price', async () => {
    const beforeRefund = week.slice(0, -1);
    await spec.givenEvents(...beforeRefund).thenRows<BestSellerRow>(BEST_SELLERS_COLLECTION, [
      { id: 'course:c1', kind: 'course', itemId: 'c1', title: course.title, unitsSold: 2, revenue: 449_100 + 499_000 },
      { id: 'course:c2', kind: 'course', itemId: 'c2', title: seoCourse.title, unitsSold: 1, revenue: 300_000 },
      { id: 'course:c3', kind: 'course', itemId: 'c3', title: adsCourse.title, unitsSold: 1, revenue: 200_000 },
      { id: 'tool_plan:p-month', kind: 'tool_plan', itemId: 'p-month', title: canvaMonth.name, unitsSold: 1, revenue: 89_100 },
    ]);
    await spec.givenEvents(...week).thenRows<BestSellerRow>(BEST_SELLERS_COLLECTION, [
      { id: 'course:c1', kind: 'course', itemId: 'c1', title: course.title, unitsSold: 1, revenue: 499_000 },
      { id: 'course:c2', kind: 'course', itemId: 'c2', title: seoCourse.title, unitsSold: 1, revenue: 300_000 },
      { id: 'course:c3', kind: 'course', itemId: 'c3', title: adsCourse.title, unitsSold: 1, revenue: 200_000 },
      { id: 'tool_plan:p-month', kind: 'tool_plan', itemId: 'p-month', title: canvaMonth.name, unitsSold: 0, revenue: 0 },
    ]);
  });

  it('adds up what each customer paid, net of refunds', async () => {
    await spec.givenEvents(...week).thenRows<CustomerRow>(CUSTOMERS_COLLECTION, [
      { id: 'u-buyer', paidOrders: 1, totalSpent: 300_000, lastPaidAt: '2026-12-02T10:05:00.000Z', firstPaidOrderId: 'o1' },
      { id: 'u-other', paidOrders: 1, totalSpent: 699_000, lastPaidAt: '2026-12-02T20:00:00.000Z', firstPaidOrderId: 'o3' },
    ]);
  });

  it('moves an expired or cancelled order to paid when an admin accepts its late transfer', async () => {
    const late = [o4.placed, o5.placed, o5.expired('2026-12-03T09:30:00.000Z'), o5.paid('2026-12-03T12:00:00.000Z', 'u-admin'), o6.placed, o6.cancelled('2026-12-03T10:01:00.000Z'), o6.paid('2026-12-03T12:30:00.000Z', 'u-admin')];
    await spec.givenEvents(...late).thenRows<SalesTotalsRow>(SALES_TOTALS_COLLECTION, [
      { ...noTotals, pendingOrders: 1, paidOrders: 2, grossRevenue: 2 * 538_200, buyers: 1 },
    ]);
  });

  it('counts a free order as paid for nothing', async () => {
    const free = order('o-free', 8, { items: [seoCourse], discount: { code: 'TANG100', discountCodeId: 'd9', amount: 300_000 } });
    await spec.givenEvents(free.placed, free.paid('2026-12-01T09:00:00.000Z')).thenRows<SalesTotalsRow>(SALES_TOTALS_COLLECTION, [
      { ...noTotals, paidOrders: 1, buyers: 1 },
    ]);
  });

  it('counts a payment delivered twice in a row once', async () => {
    await spec.givenEvents(o2.placed).thenRows<SalesTotalsRow>(SALES_TOTALS_COLLECTION, [{ ...noTotals, pendingOrders: 1 }]);
    const payment = recordedEvent('OrderPaid', o2.paid('2026-12-02T10:05:00.000Z').data, { position: '00000000000000099999', streamId: 'commerce_order-o2', revision: 1 });
    const tools = projectionTools(spec.vault);
    await salesStatsProjection.apply(payment, spec.store, tools);
    await salesStatsProjection.apply(payment, spec.store, tools);
    expect(await salesTotalsRows(spec.store).get('all')).toEqual({ ...noTotals, paidOrders: 1, grossRevenue: 300_000, buyers: 1 });
  });
});
