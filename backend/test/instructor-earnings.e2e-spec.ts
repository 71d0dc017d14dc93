import { DashboardStatsResponse, EarningsStatsResponse, ERROR_MESSAGES } from '@academy/contracts';
import { signedInUser } from './support/accounts';
import { apiSuite } from './support/api-suite';
import type { EmulatorUser } from './support/auth-emulator';
import { courseItem, orderCommands, toolPlanItem } from './support/orders';

describe('instructor earnings over HTTP', () => {
  const suite = apiSuite();
  let teacher: EmulatorUser;
  let otherTeacher: EmulatorUser;
  const orders = () => orderCommands(suite.app);
  const earnings = async (user: EmulatorUser): Promise<EarningsStatsResponse> => (await suite.api('GET', '/instructor/me/earnings-stats', { token: user.idToken })).body;
  const dashboard = async (user: EmulatorUser): Promise<DashboardStatsResponse> => (await suite.api('GET', '/instructor/me/dashboard-stats', { token: user.idToken })).body;

  beforeAll(async () => {
    [teacher, otherTeacher] = await Promise.all([signedInUser(suite.app, 'instructor'), signedInUser(suite.app, 'instructor')]);
  });

  it('needs a signed-in course author: 401 without a token, 403 for a student', async () => {
    for (const path of ['/instructor/me/earnings-stats', '/instructor/me/dashboard-stats']) {
      expect((await suite.api('GET', path)).status).toBe(401);
      expect(await suite.api('GET', path, { token: suite.student.idToken })).toMatchObject({
        status: 403,
        body: { code: 'SALES_INSTRUCTORS_ONLY', message: ERROR_MESSAGES.SALES_INSTRUCTORS_ONLY },
      });
    }
  });

  it('shows nothing sold yet as zeros, with a point for each of the last 30 days and 12 months', async () => {
    const fresh = await earnings(teacher);
    expect(fresh).toMatchObject({ sharePercent: 70, totals: { unitsSold: 0, grossSales: 0, earnings: 0, refundedUnits: 0, students: 0 }, courses: [] });
    expect(fresh.salesByDay).toHaveLength(30);
    expect(fresh.salesByMonth).toHaveLength(12);
    expect(fresh.salesByDay.every((point) => point.grossSales === 0)).toBe(true);
  });

  it('credits 70% of each course’s share of the paid total, discount spread by price; a refund takes it back', async () => {
    const excel = courseItem(teacher.uid, 500_000, 'Excel cho người đi làm');
    const ads = courseItem(otherTeacher.uid, 300_000, 'Quảng cáo TikTok');
    // 1,000,000 with 100,001 off: 899,999 paid. Exact shares 449,999.5 / 179,999.8 / 269,999.7: rounded
    // down they leave 2 đồng, which go to the largest remainders (the plan, then TikTok).
    const placed = await orders().place(suite.student.uid, [excel, toolPlanItem(200_000), ads], { code: 'LE', discountCodeId: 'LE', amount: 100_001 });
    await orders().pay(placed.orderId, placed.totalAmount);
    // Not paid: counts for nothing.
    await orders().place(suite.student.uid, [courseItem(teacher.uid, 900_000)]);

    const mine = await earnings(teacher);
    expect(mine.totals).toEqual({ unitsSold: 1, grossSales: 449_999, earnings: 314_999, refundedUnits: 0, students: 1 });
    expect(mine.courses).toEqual([{ courseId: excel.courseId, title: 'Excel cho người đi làm', unitsSold: 1, grossSales: 449_999, earnings: 314_999, refundedUnits: 0 }]);
    expect(mine.salesByDay.at(-1)).toMatchObject({ unitsSold: 1, grossSales: 449_999, earnings: 314_999 });
    expect(mine.salesByMonth.at(-1)).toMatchObject({ unitsSold: 1, grossSales: 449_999, earnings: 314_999 });
    const theirs = await earnings(otherTeacher);
    expect(theirs.totals).toMatchObject({ unitsSold: 1, grossSales: 270_000, earnings: 189_000 });

    const board = await dashboard(teacher);
    expect(board).toMatchObject({
      sharePercent: 70,
      totals: { unitsSold: 1, grossSales: 449_999, earnings: 314_999, students: 1 },
      thisMonth: { unitsSold: 1, grossSales: 449_999, earnings: 314_999 },
      topCourses: [{ courseId: excel.courseId, earnings: 314_999 }],
    });
    expect(board.salesByDay).toHaveLength(30);

    // The same student buying again is still one student.
    const again = await orders().place(suite.student.uid, [courseItem(teacher.uid, 100_000, 'Word cơ bản')]);
    await orders().pay(again.orderId, again.totalAmount);
    expect((await earnings(teacher)).totals).toMatchObject({ unitsSold: 2, grossSales: 549_999, earnings: 384_999, students: 1 });

    const refund = await suite.api('POST', `/admin/orders/${placed.orderId}/refund`, { token: suite.admin.idToken, body: { reason: 'Khách đổi ý' } });
    expect(refund.status).toBe(201);
    const after = await earnings(teacher);
    expect(after.totals).toEqual({ unitsSold: 1, grossSales: 100_000, earnings: 70_000, refundedUnits: 1, students: 1 });
    expect(after.courses.find((c) => c.courseId === excel.courseId)).toMatchObject({ unitsSold: 0, grossSales: 0, earnings: 0, refundedUnits: 1 });
    expect((await earnings(otherTeacher)).totals).toMatchObject({ unitsSold: 0, grossSales: 0, earnings: 0, refundedUnits: 1 });
  });
});
