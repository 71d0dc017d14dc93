import {
  ERROR_MESSAGES,
  FIELD_MESSAGES,
  InstructorSalesReport,
  REPORTS_MESSAGES,
  RevenueOverTimeReport,
  SalesReport,
} from '@academy/contracts';
import { randomBytes } from 'crypto';
import { salesReportProjection } from '../src/modules/reports/read-models/sales-report/sales-report.projection';
import { EVENT_STORE, EventStore, START } from '../src/platform/event-store/event-store.port';
import { CheckpointStore } from '../src/platform/projections/checkpoint-store';
import { ProjectionRunner } from '../src/platform/projections/projection-runner';
import { READ_STORE, ReadStore } from '../src/platform/read-store/read-store.port';
import { TestClock } from '../src/platform/testing/test-clock';
import { signedInUser } from './support/accounts';
import { apiSuite } from './support/api-suite';
import { EmulatorUser, verifyEmail } from './support/auth-emulator';
import { eventually } from './support/eventually';
import { publishedCourse } from './support/on-sale';
import { reportTransfer, sepayNotification } from './support/sepay';

/*
 * The admin's reports over HTTP, on the real app: orders paid through SePay's webhook (one by a
 * buyer an affiliate referred), one paid from the wallet, a refund the next day, the affiliate's
 * commission paid out a month later. Every total is exact, by range too; the CSV files read back
 * to the same figures; the reports are the same after the log is delivered again and rebuilt.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const PASSWORD = 'MatKhau@123';
const PRICE_A = 1_000_000;
const PRICE_B = 500_000;
/** 30 % of B's order of course A. */
const COMMISSION = 300_000;


/** The Vietnam day of an instant. */
const vnDay = (at: Date) => new Date(at.getTime() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The rows of a CSV file written with `;`, quotes doubled, CRLF lines (enough for the reports' files). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  return rows;
}

describe('reports over HTTP: revenue over time, sales, instructor sales and their CSV files', () => {
  // 10:00 in Vietnam today: the day's sales fall on one Vietnam day, far from midnight.
  const clock = new TestClock(`${new Date().toISOString().slice(0, 10)}T03:00:00.000Z`);
  const suite = apiSuite({}, { clock });
  const day0 = vnDay(clock.now());
  const day1 = vnDay(new Date(clock.now().getTime() + DAY_MS));
  const payoutDay = vnDay(new Date(clock.now().getTime() + 32 * DAY_MS));

  let teacherA: EmulatorUser;
  let teacherB: EmulatorUser;
  let courseA: { courseId: string; title: string };
  let courseB: { courseId: string; title: string };
  let affiliate: EmulatorUser;
  let referred: EmulatorUser;
  let order1: string;
  let order3: string;
  let repeatedNotification: object;

  const get = <T = any>(path: string, token = suite.admin.idToken) => suite.api<T>('GET', path, { token });
  const sales = async (query = ''): Promise<SalesReport> => (await get<SalesReport>(`/admin/reports/sales${query}`)).body;
  const instructorSales = async (query = ''): Promise<InstructorSalesReport> => (await get<InstructorSalesReport>(`/admin/reports/instructor-sales${query}`)).body;
  const revenue = async (query = ''): Promise<RevenueOverTimeReport> => (await get<RevenueOverTimeReport>(`/admin/reports/revenue-over-time${query}`)).body;
  const key = (label: string) => `${label}-${randomBytes(6).toString('hex')}`;

  /** A sign-up as the web app makes it, with the referral cookie when `code` is given. */
  async function registered(code: string | null, name: string): Promise<EmulatorUser> {
    const email = `reports-${randomBytes(4).toString('hex')}@test.hocvien.local`;
    const headers: Record<string, string> = code ? { Cookie: `aff_ref_code=${code}` } : {};
    const answer = await suite.api('POST', '/auth/register', { body: { email, password: PASSWORD, name, phoneNumber: '0912345678', acceptTerms: true }, headers });
    expect(answer.status).toBe(201);
    const user = { uid: answer.body.uid as string, email, password: PASSWORD, idToken: '' };
    user.idToken = await verifyEmail(user);
    expect((await suite.api('POST', '/auth/ensure-user-profile', { token: user.idToken, headers })).status).toBe(200);
    return user;
  }

  /** An order placed at checkout and paid by bank transfer through SePay's webhook; its id and the notification. */
  async function paidOrder(buyer: { idToken: string }, courseIds: string[]): Promise<{ orderId: string; notification: object }> {
    const placed = await suite.api('POST', '/orders', {
      token: buyer.idToken,
      body: { paymentMethod: 'bank_transfer', items: courseIds.map((courseId) => ({ courseId })) },
      headers: { 'Idempotency-Key': key('order') },
    });
    expect(placed.status).toBe(201);
    const notification = sepayNotification(placed.body.code, placed.body.totalAmount);
    expect((await reportTransfer(suite.api, notification)).status).toBe(200);
    await eventually(async () => expect((await suite.api('GET', `/orders/${placed.body._id}/status`, { token: buyer.idToken })).body.statusOrder).toBe('paid'));
    return { orderId: placed.body._id, notification };
  }

  /** A buyer who deposits `amount` through the webhook and buys the course with it from the wallet. */
  async function paidFromWallet(courseId: string, amount: number): Promise<void> {
    const buyer = await signedInUser(suite.app, 'student');
    const deposit = await suite.api('POST', '/wallet/deposit', { token: buyer.idToken, body: { amount }, headers: { 'Idempotency-Key': key('deposit') } });
    expect(deposit.status).toBe(201);
    await reportTransfer(suite.api, sepayNotification(`${deposit.body.code} nap tien`, amount));
    await eventually(async () => expect((await suite.api('GET', '/wallet/balance', { token: buyer.idToken })).body.mainBalance).toBe(amount));
    const bought = await suite.api('POST', '/wallet/purchase', { token: buyer.idToken, body: { items: [{ courseId }] }, headers: { 'Idempotency-Key': key('wallet') } });
    expect(bought).toMatchObject({ status: 201, body: { paymentMethod: 'wallet' } });
    await eventually(async () => expect((await suite.api('GET', `/orders/${bought.body._id}/status`, { token: buyer.idToken })).body.statusOrder).toBe('paid'));
  }

  beforeAll(async () => {
    [teacherA, teacherB] = await Promise.all([signedInUser(suite.app, 'instructor'), signedInUser(suite.app, 'instructor')]);
    [courseA, courseB] = await Promise.all([
      publishedCourse(suite, teacherA, 'Quảng cáo Facebook thực chiến', PRICE_A),
      publishedCourse(suite, teacherB, 'SEO từ A đến Z', PRICE_B),
    ]);
    // Day 0: B (referred by the affiliate) buys A; the student buys B; C buys both; D pays B from the wallet.
    affiliate = await registered(null, 'Affiliate Hồng');
    const joined = await suite.api('POST', '/affiliates/me/join', { token: affiliate.idToken });
    expect(joined.status).toBe(200);
    referred = await registered(joined.body.affiliate.code, 'Học viên Bình');
    ({ orderId: order1 } = await paidOrder(referred, [courseA.courseId]));
    ({ notification: repeatedNotification } = await paidOrder(suite.student, [courseB.courseId]));
    const c = await signedInUser(suite.app, 'student');
    ({ orderId: order3 } = await paidOrder(c, [courseA.courseId, courseB.courseId]));
    await paidFromWallet(courseB.courseId, PRICE_B);
    const conversionId = `order-${order1}-direct`;
    await eventually(async () => {
      const { conversions } = (await suite.api('GET', '/affiliates/me/conversions?limit=100', { token: affiliate.idToken })).body;
      expect(conversions.map((x: { _id: string }) => x._id)).toContain(conversionId);
    });
    // Day 1: C's order is refunded.
    clock.advance(DAY_MS);
    const refunded = await suite.api('POST', `/admin/orders/${order3}/refund`, { token: suite.admin.idToken, body: { reason: 'Học viên mua nhầm', method: 'bank_transfer' } });
    expect(refunded.status).toBe(201);
    // A month later: the commission, approved and past its holding period, is paid out.
    expect((await suite.api('PUT', `/admin/conversions/${conversionId}/review`, { token: suite.admin.idToken, body: { newStatus: 'approved', notes: 'Hợp lệ' } })).status).toBe(200);
    clock.advance(31 * DAY_MS);
    const payout = await suite.api('POST', '/admin/affiliates/payouts', {
      token: suite.admin.idToken,
      body: { affiliateUserId: affiliate.uid, method: 'bank_transfer', amount: COMMISSION, reference: 'FT26060112345', note: '' },
      headers: { 'Idempotency-Key': key('payout') },
    });
    expect(payout.status).toBe(201);
  }, 180_000);

  it('keeps every report and export from anyone without a token (401) and from a non-admin (403)', async () => {
    const paths = ['revenue-over-time', 'sales', 'instructor-sales'].flatMap((report) => [`/admin/reports/${report}`, `/admin/reports/${report}/export`]);
    for (const path of paths) {
      expect({ path, status: (await suite.api('GET', path)).status }).toEqual({ path, status: 401 });
      for (const user of [suite.student, teacherA, affiliate]) {
        const answer = await suite.api('GET', path, { token: user.idToken });
        expect({ path, status: answer.status }).toEqual({ path, status: 403 });
        expect(answer.body.message).toMatch(/[À-ỹ]/);
      }
    }
  });

  it('reports the sales exactly: revenue net of the refund, the commission paid, the instructors’ share and the profit', async () => {
    const report = await sales();
    const gross = PRICE_A + PRICE_B + (PRICE_A + PRICE_B) + PRICE_B;
    const refunded = PRICE_A + PRICE_B;
    // Each instructor kept 1.000.000 of net sales: 70 % of it is theirs.
    const instructorEarnings = 700_000 + 700_000;
    expect(report).toMatchObject({
      fromDate: null,
      toDate: null,
      grossRevenue: gross,
      refundedAmount: refunded,
      totalRevenue: gross - refunded,
      paidOrders: 4,
      refundedOrders: 1,
      totalCommissionPaid: COMMISSION,
      payouts: 1,
      instructorSharePercent: 70,
      instructorEarnings,
      netProfit: gross - refunded - COMMISSION - instructorEarnings,
    });
    expect(report.revenueBySource).toEqual([
      { source: 'direct', paidOrders: 3, grossRevenue: gross - PRICE_A, refundedAmount: refunded, revenue: gross - PRICE_A - refunded },
      { source: 'affiliate', paidOrders: 1, grossRevenue: PRICE_A, refundedAmount: 0, revenue: PRICE_A },
    ]);
    expect(report.revenueByPaymentMethod).toEqual([
      { method: 'bank_transfer', paidOrders: 3, grossRevenue: gross - PRICE_B, refundedAmount: refunded, revenue: gross - PRICE_B - refunded },
      { method: 'wallet', paidOrders: 1, grossRevenue: PRICE_B, refundedAmount: 0, revenue: PRICE_B },
      { method: 'free', paidOrders: 0, grossRevenue: 0, refundedAmount: 0, revenue: 0 },
    ]);
    expect(report.revenueByCourse).toEqual([
      { itemId: courseA.courseId, title: courseA.title, instructorId: teacherA.uid, instructorName: 'Người dùng instructor', unitsSold: 2, refundedUnits: 1, grossRevenue: 2 * PRICE_A, refundedAmount: PRICE_A, revenue: PRICE_A },
      { itemId: courseB.courseId, title: courseB.title, instructorId: teacherB.uid, instructorName: 'Người dùng instructor', unitsSold: 3, refundedUnits: 1, grossRevenue: 3 * PRICE_B, refundedAmount: PRICE_B, revenue: 2 * PRICE_B },
    ].sort((x, y) => y.revenue - x.revenue || x.title.localeCompare(y.title, 'vi')));
    expect(report.revenueByToolPlan).toEqual([]);
  });

  it('counts money on the Vietnam day it moved: the sales on day 0, the refund on day 1, the payout a month later', async () => {
    expect(await sales(`?fromDate=${day0}&toDate=${day0}`)).toMatchObject({ totalRevenue: 2 * PRICE_A + 3 * PRICE_B, refundedAmount: 0, totalCommissionPaid: 0, paidOrders: 4 });
    expect(await sales(`?fromDate=${day1}&toDate=${day1}`)).toMatchObject({ totalRevenue: -(PRICE_A + PRICE_B), refundedOrders: 1, paidOrders: 0, instructorEarnings: -1_050_000 });
    expect(await sales(`?fromDate=${payoutDay}`)).toMatchObject({ totalRevenue: 0, totalCommissionPaid: COMMISSION, netProfit: -COMMISSION });
    expect(await sales(`?toDate=${day1}`)).toMatchObject({ totalRevenue: 2 * PRICE_A, totalCommissionPaid: 0 });
  });

  it('draws revenue over time in Vietnam days, weeks, months and years, each bucket summing to the totals', async () => {
    const days = await revenue(`?period=day&fromDate=${day0}&toDate=${day1}`);
    expect(days.points.map(({ key, paidOrders, revenue: net, commissionPaid }) => ({ key, paidOrders, net, commissionPaid }))).toEqual([
      { key: day0, paidOrders: 4, net: 2 * PRICE_A + 3 * PRICE_B, commissionPaid: 0 },
      { key: day1, paidOrders: 0, net: -(PRICE_A + PRICE_B), commissionPaid: 0 },
    ]);
    const all = await sales();
    for (const period of ['day', 'week', 'month', 'year']) {
      const chart = await revenue(`?period=${period}&fromDate=${day0}&toDate=${payoutDay}`);
      const sum = (field: 'revenue' | 'commissionPaid' | 'paidOrders') => chart.points.reduce((total, point) => total + point[field], 0);
      expect({ period, revenue: sum('revenue'), commission: sum('commissionPaid'), orders: sum('paidOrders') }).toEqual({ period, revenue: all.totalRevenue, commission: COMMISSION, orders: 4 });
      expect(chart.totals).toMatchObject({ revenue: all.totalRevenue, commissionPaid: COMMISSION, grossRevenue: all.grossRevenue, refundedAmount: all.refundedAmount });
      expect(chart.points[0].fromDate).toBe(day0);
      expect(chart.points.at(-1)?.toDate).toBe(payoutDay);
    }
    // Without a range: the last 30 days, ending today on the app's clock (the payout's day).
    const recent = await revenue();
    expect(recent).toMatchObject({ period: 'day', toDate: payoutDay });
    expect(recent.points).toHaveLength(30);
    expect(recent.points.at(-1)).toMatchObject({ key: payoutDay, commissionPaid: COMMISSION });
    expect((await revenue('?period=month')).points).toHaveLength(12);
  });

  it('reports each instructor’s sales with their name, their share summing to the sales report’s', async () => {
    const report = await instructorSales();
    const row = (teacher: EmulatorUser, courses: number, unitsSold: number, grossSales: number, refundedAmount: number) => ({
      instructorId: teacher.uid,
      name: 'Người dùng instructor',
      email: teacher.email,
      courses,
      unitsSold,
      refundedUnits: 1,
      grossSales,
      refundedAmount,
      netSales: grossSales - refundedAmount,
      earnings: 700_000,
      platformShare: 300_000,
    });
    expect(report.instructors).toEqual(
      expect.arrayContaining([row(teacherA, 1, 2, 2 * PRICE_A, PRICE_A), row(teacherB, 1, 3, 3 * PRICE_B, PRICE_B)]),
    );
    expect(report.instructors).toHaveLength(2);
    expect(report.totals).toEqual({ instructors: 2, unitsSold: 5, refundedUnits: 2, grossSales: 3_500_000, refundedAmount: 1_500_000, netSales: 2_000_000, earnings: 1_400_000, platformShare: 600_000 });
    expect(report.totals.earnings).toBe((await sales()).instructorEarnings);
  });

  describe('CSV files', () => {
    async function download(path: string) {
      const response = await fetch(`${suite.app.baseUrl}/api${path}`, { headers: { Authorization: `Bearer ${suite.admin.idToken}` } });
      const bytes = Buffer.from(await response.arrayBuffer());
      return { response, bytes, rows: parseCsv(bytes.toString('utf8').replace(/^\uFEFF/, '')) };
    }

    it('exports the sales report: UTF-8 with a BOM, ";" between cells, the same figures as the screen', async () => {
      const { response, bytes, rows } = await download(`/admin/reports/sales/export?toDate=${payoutDay}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="bao-cao-ban-hang_tat-ca_${payoutDay}.csv"`);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const report = await sales(`?toDate=${payoutDay}`);
      const value = (label: string) => rows.find((row) => row[0] === label)?.[1];
      expect(value('Tổng doanh thu (VND)')).toBe(String(report.totalRevenue));
      expect(value('Hoa hồng affiliate đã trả (VND)')).toBe(String(COMMISSION));
      expect(value('Lợi nhuận ròng (VND)')).toBe(String(report.netProfit));
      expect(value('Đến ngày')).toBe(payoutDay);
      expect(rows.find((row) => row[0] === 'Qua affiliate')).toEqual(['Qua affiliate', '1', String(PRICE_A), '0', String(PRICE_A)]);
      const courseRow = rows.find((row) => row[1] === courseA.courseId);
      expect(courseRow).toEqual([courseA.title, courseA.courseId, 'Người dùng instructor', '2', '1', String(2 * PRICE_A), String(PRICE_A), String(PRICE_A)]);
    });

    it('exports revenue over time with a totals row, and the instructors with theirs', async () => {
      const overTime = await download(`/admin/reports/revenue-over-time/export?period=week&fromDate=${day0}&toDate=${payoutDay}`);
      expect(overTime.response.status).toBe(200);
      expect(overTime.response.headers.get('content-disposition')).toBe(`attachment; filename="doanh-thu-theo-thoi-gian_week_${day0}_${payoutDay}.csv"`);
      const chart = await revenue(`?period=week&fromDate=${day0}&toDate=${payoutDay}`);
      expect(overTime.rows[1]).toEqual(['Kỳ', 'Từ ngày', 'Đến ngày', 'Đơn đã thanh toán', 'Doanh thu gộp (VND)', 'Hoàn tiền (VND)', 'Doanh thu thuần (VND)', 'Hoa hồng affiliate đã trả (VND)']);
      expect(overTime.rows.slice(2, -1).map((row) => [row[0], Number(row[6]), Number(row[7])])).toEqual(chart.points.map((point) => [point.key, point.revenue, point.commissionPaid]));
      expect(overTime.rows.at(-1)).toEqual(['Tổng cộng', day0, payoutDay, '4', '3500000', '1500000', '2000000', String(COMMISSION)]);

      const teachers = await download('/admin/reports/instructor-sales/export');
      expect(teachers.response.status).toBe(200);
      expect(teachers.rows.find((row) => row[2] === teacherA.uid)).toEqual(['Người dùng instructor', teacherA.email, teacherA.uid, '1', '2', '1', '2000000', '1000000', '1000000', '700000', '300000']);
      expect(teachers.rows.at(-1)).toEqual(['Tổng cộng', '', '', '', '5', '2', '3500000', '1500000', '2000000', '1400000', '600000']);
    });
  });

  it('refuses bad input with a 400 in Vietnamese', async () => {
    const refusals: Array<[string, string]> = [
      ['/admin/reports/revenue-over-time?period=hour', REPORTS_MESSAGES.periodInvalid],
      ['/admin/reports/revenue-over-time/export?period=', REPORTS_MESSAGES.periodInvalid],
      ['/admin/reports/revenue-over-time?period=day&fromDate=2024-01-01&toDate=2026-01-01', ERROR_MESSAGES.REPORT_RANGE_TOO_LONG],
      ['/admin/reports/revenue-over-time/export?period=day&fromDate=2000-01-01', ERROR_MESSAGES.REPORT_RANGE_TOO_LONG],
      ['/admin/reports/sales?fromDate=2026-02-31', FIELD_MESSAGES.dateInvalid],
      ['/admin/reports/sales/export?fromDate=02-03-2026', FIELD_MESSAGES.dateInvalid],
      ['/admin/reports/instructor-sales?fromDate=2026-05-02&toDate=2026-05-01', FIELD_MESSAGES.dateRangeInvalid],
    ];
    for (const [path, message] of refusals) {
      const answer = await get(path);
      expect({ path, status: answer.status, message: answer.body.message }).toEqual({ path, status: 400, message });
    }
    // A year of days is the most one chart takes.
    expect((await get('/admin/reports/revenue-over-time?period=day&fromDate=2024-01-01&toDate=2024-12-31')).body.points).toHaveLength(366);
  });

  it('stays exact when SePay repeats a payment, when the log is delivered again and when the report is rebuilt', async () => {
    const before = await Promise.all([sales(), instructorSales(), revenue(`?period=month&fromDate=${day0}&toDate=${payoutDay}`)]);
    expect((await reportTransfer(suite.api, repeatedNotification)).status).toBe(200);
    expect(await Promise.all([sales(), instructorSales(), revenue(`?period=month&fromDate=${day0}&toDate=${payoutDay}`)])).toEqual(before);

    const events = suite.app.app.get<EventStore>(EVENT_STORE);
    const runner = suite.app.app.get(ProjectionRunner);
    const checkpoints = new CheckpointStore(suite.app.app.get<ReadStore>(READ_STORE));
    const caughtUp = async () => {
      const head = await events.headPosition();
      await eventually(async () => expect((await checkpoints.positionsOf([salesReportProjection.name]))[0] >= head).toBe(true), 15_000);
    };
    // Delivered again: the checkpoint back to the start, the rows left as they are.
    await runner.stop();
    await checkpoints.save(salesReportProjection.name, START);
    await runner.start();
    await caughtUp();
    expect(await Promise.all([sales(), instructorSales(), revenue(`?period=month&fromDate=${day0}&toDate=${payoutDay}`)])).toEqual(before);
    // Rebuilt: emptied, the whole log once.
    await runner.stop();
    await runner.rebuild(salesReportProjection);
    await runner.start();
    await caughtUp();
    expect(await Promise.all([sales(), instructorSales(), revenue(`?period=month&fromDate=${day0}&toDate=${payoutDay}`)])).toEqual(before);
  });
});
