import type { AppConfig } from '../../../../platform/config/app-config';
import type { SealedData } from '../../../../platform/domain/sealed-data';
import { ProjectionSpec, type GivenEvent } from '../../../../platform/testing/projection-spec';
import { TestClock } from '../../../../platform/testing/test-clock';
import { projectionTools } from '../../../../platform/projections/projection-tools';
import { recordedEvent } from '../../../../platform/testing/recorded-event';
import { salesReportProjection } from './sales-report.projection';
import { SalesReportQuery } from './sales-report.query';
import {
  ITEM_SALES_COLLECTION,
  itemSalesRows,
  ItemSalesRow,
  itemSalesSeed,
  REPORT_ORDERS_COLLECTION,
  REPORT_PAYOUTS_COLLECTION,
  reportOrderRows,
  ReportOrderRow,
  ReportPayoutRow,
  reportPeople,
  SALES_DAYS_COLLECTION,
  salesDayRows,
  SalesDayRow,
  salesDaySeed,
} from './sales-report.read-model';

/*
 * A week of sales as commerce and affiliate record them (the events' public fields):
 * - o1, 4 May (Vietnam): a course (600.000) and a tool plan (400.000) with 100.000 off, by bank
 *   transfer; an affiliate is credited for it; refunded on 7 May (18:00 UTC on the 6th).
 * - o2, 5 May (17:30 UTC on the 4th): a course of another instructor from the wallet; only a team
 *   conversion and a sign-up mention it or no order, so it stays direct.
 * - o3, 5 May: paid and refunded the same day, the affiliate credit arriving after the refund.
 * - o4, 5 May: a free order (100 % off).
 * - Payouts on 6 May: 180.000 carried out, 50.000 recorded then failed on the 8th.
 */
const teacher = 'u-teacher';
const otherTeacher = 'u-teacher-2';
const courseC1 = { kind: 'course' as const, courseId: 'c1', title: 'Quảng cáo Facebook thực chiến', instructorId: teacher, unitPrice: 600_000 };
const courseC2 = { kind: 'course' as const, courseId: 'c2', title: 'SEO từ A đến Z', instructorId: otherTeacher, unitPrice: 300_000 };
const planP1 = { kind: 'tool_plan' as const, toolPlanId: 'p1', toolId: 't1', name: 'Canva Pro – Gói 1 năm', durationDays: 365, unitPrice: 400_000 };
type Item = typeof courseC1 | typeof courseC2 | typeof planP1;

function order(orderId: string, items: Item[], discountAmount: number, paymentMethod: 'bank_transfer' | 'wallet' | 'free') {
  const subtotal = items.reduce((sum, item) => sum + item.unitPrice, 0);
  const totalAmount = subtotal - discountAmount;
  const streamId = `commerce_order-${orderId}`;
  const sale = {
    orderId,
    buyerId: 'u-buyer',
    items,
    discount: discountAmount > 0 ? { code: 'GIAM', discountCodeId: 'GIAM', amount: discountAmount } : null,
    subtotal,
    totalAmount,
    paymentMethod,
    referralCode: null,
    memoCode: `DH${orderId}`,
  };
  return {
    totalAmount,
    paid: (paidAt: string): GivenEvent => ({ type: 'OrderPaid', data: { ...sale, transferId: null, acceptedBy: null, paidAt }, streamId }),
    refunded: (refundedAt: string): GivenEvent => ({
      type: 'OrderRefunded',
      data: { orderId, buyerId: 'u-buyer', paymentMethod, items, totalAmount, reason: 'Học viên đổi ý', method: paymentMethod === 'wallet' ? 'wallet' : 'bank_transfer', by: 'u-admin', refundedAt },
      streamId,
    }),
  };
}

const conversion = (orderId: string | null, tier: 'direct' | 'team'): GivenEvent => ({
  type: 'ConversionRecorded',
  data: {
    affiliateId: 'u-aff',
    conversionId: orderId ? `order-${orderId}-${tier}` : 'signup-u-buyer',
    type: orderId ? 'COURSE_ENROLLMENT' : 'SIGNUP',
    tier,
    referredUserId: 'u-buyer',
    orderId,
    amount: 0,
    ratePercent: 30,
    commission: 0,
    payableAt: '2026-06-04T00:00:00.000Z',
    at: '2026-05-04T03:00:00.000Z',
  },
  streamId: 'affiliate_commissions-u-aff',
});
const paidOut = (payoutId: string, amount: number, at: string): GivenEvent => ({
  type: 'CommissionsPaidOut',
  data: { affiliateId: 'u-aff', payoutId, amount, conversionIds: ['order-o1-direct'], settledReversalIds: [], method: 'bank_transfer', reference: 'FT1', by: 'u-admin', at },
  streamId: 'affiliate_commissions-u-aff',
});
const payoutFailed = (payoutId: string, amount: number, at: string): GivenEvent => ({
  type: 'PayoutFailed',
  data: { affiliateId: 'u-aff', payoutId, amount, conversionIds: [], settledReversalIds: [], reason: 'Sai số tài khoản', at },
  streamId: 'affiliate_commissions-u-aff',
});

const o1 = order('o1', [courseC1, planP1], 100_000, 'bank_transfer');
const o2 = order('o2', [courseC2], 0, 'wallet');
const o3 = order('o3', [courseC1], 0, 'bank_transfer');
const o4 = order('o4', [courseC2], 300_000, 'free');

const week: GivenEvent[] = [
  o1.paid('2026-05-04T03:00:00.000Z'),
  conversion('o1', 'direct'),
  o2.paid('2026-05-04T17:30:00.000Z'),
  conversion('o2', 'team'),
  conversion(null, 'direct'),
  o3.paid('2026-05-05T02:00:00.000Z'),
  o3.refunded('2026-05-05T05:00:00.000Z'),
  conversion('o3', 'direct'),
  o4.paid('2026-05-05T03:00:00.000Z'),
  paidOut('p-1', 180_000, '2026-05-06T01:00:00.000Z'),
  paidOut('p-2', 50_000, '2026-05-06T02:00:00.000Z'),
  o1.refunded('2026-05-06T18:00:00.000Z'),
  payoutFailed('p-2', 50_000, '2026-05-08T01:00:00.000Z'),
];

const day = (scope: 'all' | 'day', on: string, counters: Partial<SalesDayRow>): SalesDayRow => ({ ...salesDaySeed(scope, on), ...counters });
const item = (on: string, described: Parameters<typeof itemSalesSeed>[2], counters: Partial<ItemSalesRow>): ItemSalesRow => ({
  ...itemSalesSeed(on === 'all' ? 'all' : 'day', on, described),
  ...counters,
});
const c1 = { kind: 'course' as const, itemId: 'c1', title: courseC1.title, instructorId: teacher };
const c2 = { kind: 'course' as const, itemId: 'c2', title: courseC2.title, instructorId: otherTeacher };
const p1 = { kind: 'tool_plan' as const, itemId: 'p1', title: planP1.name, instructorId: null };
const byId = <T extends { id: string }>(rows: T[]) => [...rows].sort((a, b) => (a.id < b.id ? -1 : 1));

describe('sales report projection', () => {
  let spec: ProjectionSpec;
  let teacherSealed: SealedData;
  beforeAll(async () => {
    spec = await ProjectionSpec.of(salesReportProjection);
    teacherSealed = await spec.vault.seal(teacher, { name: 'Nguyễn Thầy Giáo', email: 'thay.giao@example.vn', phoneNumber: '0912345678', age: 40, avatarUrl: null });
  });
  afterAll(() => spec.close());

  it('counts each day’s payments, refunds, sources, payment methods and payouts, and all time (every event applied twice)', async () => {
    await spec.givenEvents(...week).thenRows<SalesDayRow>(
      SALES_DAYS_COLLECTION,
      byId([
        day('day', '2026-05-04', { paidOrders: 1, grossRevenue: 900_000, affiliateOrders: 1, affiliateGross: 900_000, bankTransferOrders: 1, bankTransferGross: 900_000 }),
        day('day', '2026-05-05', {
          paidOrders: 3,
          grossRevenue: 900_000,
          refundedOrders: 1,
          refundedAmount: 600_000,
          // o3's credit came after its refund: both move to affiliate, on the same day, in one write.
          affiliateOrders: 1,
          affiliateGross: 600_000,
          affiliateRefunded: 600_000,
          bankTransferOrders: 1,
          bankTransferGross: 600_000,
          bankTransferRefunded: 600_000,
          walletOrders: 1,
          walletGross: 300_000,
          freeOrders: 1,
        }),
        // p-2 failed on the 8th: it leaves the 6th, where it was counted.
        day('day', '2026-05-06', { commissionPaid: 180_000, payouts: 1 }),
        day('day', '2026-05-07', { refundedOrders: 1, refundedAmount: 900_000, affiliateRefunded: 900_000, bankTransferRefunded: 900_000 }),
        day('all', 'all', {
          paidOrders: 4,
          grossRevenue: 1_800_000,
          refundedOrders: 2,
          refundedAmount: 1_500_000,
          affiliateOrders: 2,
          affiliateGross: 1_500_000,
          affiliateRefunded: 1_500_000,
          bankTransferOrders: 2,
          bankTransferGross: 1_500_000,
          bankTransferRefunded: 1_500_000,
          walletOrders: 1,
          walletGross: 300_000,
          freeOrders: 1,
          commissionPaid: 180_000,
          payouts: 1,
        }),
      ]),
    );
  });

  it('gives each item its share of the paid total (the discount spread by price) and takes the same share back on a refund', async () => {
    await spec.givenEvents(...week).thenRows<ItemSalesRow>(
      ITEM_SALES_COLLECTION,
      byId([
        // o1 paid 900.000 for 1.000.000 of prices: 540.000 and 360.000.
        item('2026-05-04', c1, { unitsSold: 1, grossRevenue: 540_000 }),
        item('2026-05-04', p1, { unitsSold: 1, grossRevenue: 360_000 }),
        item('2026-05-05', c1, { unitsSold: 1, grossRevenue: 600_000, refundedUnits: 1, refundedAmount: 600_000 }),
        item('2026-05-05', c2, { unitsSold: 2, grossRevenue: 300_000 }),
        item('2026-05-07', c1, { refundedUnits: 1, refundedAmount: 540_000 }),
        item('2026-05-07', p1, { refundedUnits: 1, refundedAmount: 360_000 }),
        item('all', c1, { unitsSold: 2, grossRevenue: 1_140_000, refundedUnits: 2, refundedAmount: 1_140_000 }),
        item('all', c2, { unitsSold: 2, grossRevenue: 300_000 }),
        item('all', p1, { unitsSold: 1, grossRevenue: 360_000, refundedUnits: 1, refundedAmount: 360_000 }),
      ]),
    );
  });

  it('remembers each paid order’s day, method, refund and source, and each payout’s day', async () => {
    const row = (id: string, paidDay: string, paidAmount: number, paymentMethod: ReportOrderRow['paymentMethod'], refund: [string, number] | null, viaAffiliate: boolean): ReportOrderRow => ({
      id,
      paidDay,
      paidAmount,
      paymentMethod,
      refundedDay: refund?.[0] ?? null,
      refundedAmount: refund?.[1] ?? 0,
      viaAffiliate,
    });
    await spec.givenEvents(...week).thenRows<ReportOrderRow>(REPORT_ORDERS_COLLECTION, [
      row('o1', '2026-05-04', 900_000, 'bank_transfer', ['2026-05-07', 900_000], true),
      row('o2', '2026-05-05', 300_000, 'wallet', null, false),
      row('o3', '2026-05-05', 600_000, 'bank_transfer', ['2026-05-05', 600_000], true),
      row('o4', '2026-05-05', 0, 'free', null, false),
    ]);
    await spec.givenEvents(...week).thenRows<ReportPayoutRow>(REPORT_PAYOUTS_COLLECTION, [
      { id: 'p-1', day: '2026-05-06', amount: 180_000, failed: false },
      { id: 'p-2', day: '2026-05-06', amount: 50_000, failed: true },
    ]);
  });

  it('names an instructor once their course sells, and only them', async () => {
    const registered = (uid: string, personal: SealedData): GivenEvent => ({
      type: 'UserAccountRegistered',
      data: { uid, role: 'student', personal, emailVerified: true, source: 'self', registeredBy: null, registeredAt: '2026-05-01T00:00:00.000Z' },
      streamId: `identity_user-${uid}`,
    });
    const nobody = await spec.vault.seal('u-nobody', { name: 'Không Bán', email: 'khong.ban@example.vn', phoneNumber: '0912345678', age: 30, avatarUrl: null });
    await spec.givenEvents(registered(teacher, teacherSealed), registered('u-nobody', nobody), o3.paid('2026-05-05T02:00:00.000Z')).thenRows(reportPeople.collection, [
      { id: 'u-nobody', sealed: nobody, shown: false, name: null, email: null },
      { id: teacher, sealed: teacherSealed, shown: true, name: 'Nguyễn Thầy Giáo', email: 'thay.giao@example.vn' },
    ]);
  });

  it('counts a payment delivered twice at once, and a refund cut short by a crash, exactly once', async () => {
    await spec.givenEvents().thenRows(SALES_DAYS_COLLECTION, []);
    const tools = projectionTools(spec.vault);
    const payment = recordedEvent('OrderPaid', { ...o2.paid('2026-05-04T17:30:00.000Z').data }, { position: '00000000000000090001', streamId: 'commerce_order-o2' });
    await Promise.all([salesReportProjection.apply(payment, spec.store, tools), salesReportProjection.apply(payment, spec.store, tools)]);
    const refund = recordedEvent('OrderRefunded', { ...o2.refunded('2026-05-06T03:00:00.000Z').data }, { position: '00000000000000090002', streamId: 'commerce_order-o2', revision: 1 });
    await salesReportProjection.apply(refund, spec.store, tools);
    // What a process that died after the counters and before the order row leaves behind; then the redelivery.
    await reportOrderRows(spec.store).patch('o2', { refundedDay: null, refundedAmount: 0 });
    await salesReportProjection.apply(refund, spec.store, tools);
    expect(await salesDayRows(spec.store).get('all')).toEqual(
      day('all', 'all', { paidOrders: 1, grossRevenue: 300_000, walletOrders: 1, walletGross: 300_000, refundedOrders: 1, refundedAmount: 300_000, walletRefunded: 300_000 }),
    );
    expect(await reportOrderRows(spec.store).get('o2')).toMatchObject({ refundedDay: '2026-05-06', refundedAmount: 300_000 });
    expect(await itemSalesRows(spec.store).get('all:course:c2')).toMatchObject({ unitsSold: 1, grossRevenue: 300_000, refundedUnits: 1, refundedAmount: 300_000 });
  });

  describe('the reports read from these rows', () => {
    const config = { INSTRUCTOR_REVENUE_SHARE_PERCENT: 70 } as AppConfig;
    let reports: SalesReportQuery;
    beforeAll(async () => {
      reports = new SalesReportQuery(spec.store, new TestClock('2026-05-08T03:00:00.000Z'), config);
      await spec.givenEvents(...week).thenRows(REPORT_PAYOUTS_COLLECTION, [
        { id: 'p-1', day: '2026-05-06', amount: 180_000, failed: false },
        { id: 'p-2', day: '2026-05-06', amount: 50_000, failed: true },
      ]);
    });

    it('sums the days of each bucket: the last 30 days by default, weeks from Monday', async () => {
      const days = await reports.revenueOverTime({ period: 'day' });
      expect(days).toMatchObject({ period: 'day', fromDate: '2026-04-09', toDate: '2026-05-08' });
      expect(days.points).toHaveLength(30);
      expect(days.points.filter((point) => point.paidOrders !== 0 || point.refundedAmount !== 0 || point.commissionPaid !== 0)).toEqual([
        { key: '2026-05-04', label: '04/05', fromDate: '2026-05-04', toDate: '2026-05-04', paidOrders: 1, grossRevenue: 900_000, refundedAmount: 0, revenue: 900_000, commissionPaid: 0 },
        { key: '2026-05-05', label: '05/05', fromDate: '2026-05-05', toDate: '2026-05-05', paidOrders: 3, grossRevenue: 900_000, refundedAmount: 600_000, revenue: 300_000, commissionPaid: 0 },
        { key: '2026-05-06', label: '06/05', fromDate: '2026-05-06', toDate: '2026-05-06', paidOrders: 0, grossRevenue: 0, refundedAmount: 0, revenue: 0, commissionPaid: 180_000 },
        { key: '2026-05-07', label: '07/05', fromDate: '2026-05-07', toDate: '2026-05-07', paidOrders: 0, grossRevenue: 0, refundedAmount: 900_000, revenue: -900_000, commissionPaid: 0 },
      ]);
      expect(days.totals).toEqual({ paidOrders: 4, grossRevenue: 1_800_000, refundedAmount: 1_500_000, revenue: 300_000, commissionPaid: 180_000 });

      const weeks = await reports.revenueOverTime({ period: 'week', fromDate: '2026-05-05', toDate: '2026-05-31' });
      expect(weeks.points.map(({ key, fromDate, toDate, revenue }) => ({ key, fromDate, toDate, revenue }))).toEqual([
        { key: '2026-05-04', fromDate: '2026-05-05', toDate: '2026-05-10', revenue: 300_000 - 900_000 },
        { key: '2026-05-11', fromDate: '2026-05-11', toDate: '2026-05-17', revenue: 0 },
        { key: '2026-05-18', fromDate: '2026-05-18', toDate: '2026-05-24', revenue: 0 },
        { key: '2026-05-25', fromDate: '2026-05-25', toDate: '2026-05-31', revenue: 0 },
      ]);
      await expect(reports.revenueOverTime({ period: 'day', fromDate: '2024-01-01' })).rejects.toMatchObject({ code: 'REPORT_RANGE_TOO_LONG' });
    });

    it('reports the sales: revenue net of refunds, commission paid, the instructors’ share and what is left, by course, source and method', async () => {
      const all = await reports.sales({});
      expect(all).toMatchObject({
        fromDate: null,
        toDate: null,
        totalRevenue: 300_000,
        grossRevenue: 1_800_000,
        refundedAmount: 1_500_000,
        paidOrders: 4,
        refundedOrders: 2,
        totalCommissionPaid: 180_000,
        payouts: 1,
        instructorSharePercent: 70,
        // Only c2 kept revenue: 70 % of 300.000.
        instructorEarnings: 210_000,
        netProfit: 300_000 - 180_000 - 210_000,
      });
      expect(all.revenueBySource).toEqual([
        { source: 'direct', paidOrders: 2, grossRevenue: 300_000, refundedAmount: 0, revenue: 300_000 },
        { source: 'affiliate', paidOrders: 2, grossRevenue: 1_500_000, refundedAmount: 1_500_000, revenue: 0 },
      ]);
      expect(all.revenueByPaymentMethod).toEqual([
        { method: 'bank_transfer', paidOrders: 2, grossRevenue: 1_500_000, refundedAmount: 1_500_000, revenue: 0 },
        { method: 'wallet', paidOrders: 1, grossRevenue: 300_000, refundedAmount: 0, revenue: 300_000 },
        { method: 'free', paidOrders: 1, grossRevenue: 0, refundedAmount: 0, revenue: 0 },
      ]);
      expect(all.revenueByCourse.map((course) => [course.itemId, course.unitsSold, course.refundedUnits, course.revenue])).toEqual([
        ['c2', 2, 0, 300_000],
        ['c1', 2, 2, 0],
      ]);
      expect(all.revenueByToolPlan).toEqual([{ itemId: 'p1', title: planP1.name, unitsSold: 1, refundedUnits: 1, grossRevenue: 360_000, refundedAmount: 360_000, revenue: 0 }]);

      // 4 to 6 May: o1's refund (7 May) falls outside, so o1 still counts in full.
      const range = await reports.sales({ fromDate: '2026-05-04', toDate: '2026-05-06' });
      expect(range).toMatchObject({ totalRevenue: 1_200_000, refundedAmount: 600_000, totalCommissionPaid: 180_000, instructorEarnings: 378_000 + 210_000 });
      expect(range.netProfit).toBe(1_200_000 - 180_000 - 588_000);
      const sums = (field: 'revenue' | 'grossRevenue' | 'refundedAmount') => range.revenueBySource.reduce((total, row) => total + row[field], 0);
      expect([sums('revenue'), sums('grossRevenue'), sums('refundedAmount')]).toEqual([range.totalRevenue, range.grossRevenue, range.refundedAmount]);
    });

    it('reports each instructor’s net sales and share, summing to the sales report’s figure', async () => {
      const range = await reports.instructorSales({ fromDate: '2026-05-04', toDate: '2026-05-06' });
      expect(range.instructors).toEqual([
        { instructorId: teacher, name: null, email: null, courses: 1, unitsSold: 2, refundedUnits: 1, grossSales: 1_140_000, refundedAmount: 600_000, netSales: 540_000, earnings: 378_000, platformShare: 162_000 },
        { instructorId: otherTeacher, name: null, email: null, courses: 1, unitsSold: 2, refundedUnits: 0, grossSales: 300_000, refundedAmount: 0, netSales: 300_000, earnings: 210_000, platformShare: 90_000 },
      ]);
      expect(range.totals).toEqual({ instructors: 2, unitsSold: 4, refundedUnits: 1, grossSales: 1_440_000, refundedAmount: 600_000, netSales: 840_000, earnings: 588_000, platformShare: 252_000 });
      // Only the refund day: a negative net, and a negative share taken back.
      const refundDay = await reports.instructorSales({ fromDate: '2026-05-07', toDate: '2026-05-07' });
      expect(refundDay.instructors).toEqual([expect.objectContaining({ instructorId: teacher, courses: 0, netSales: -540_000, earnings: -378_000, platformShare: -162_000 })]);
    });
  });
});
