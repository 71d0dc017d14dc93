import { ERROR_MESSAGES, REPORTS_MESSAGES } from '@academy/contracts';
import { mkdirSync, readFileSync } from 'fs';
import { join } from 'path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signedInUser } from '../backend/test/support/accounts';
import type { EmulatorUser } from '../backend/test/support/auth-emulator';
import { apiClient } from '../backend/test/support/http-client';
import { courseItem, orderCommands, toolPlanItem } from '../backend/test/support/orders';
import { startTestApp, TestApp } from '../backend/test/support/test-app';
import { DESKTOP, launchBrowser, MOBILE, signInAtAdminLogin } from './browser';

const WEB_DIST = process.env.WEB_DIST ?? join(__dirname, '..', 'frontend', 'dist');
/** Where the reports' screenshots are kept for review. */
const SCREENS = process.env.REPORT_SCREENS ?? '/work/screens/reports';

/** "1.234.000 ₫" as vi-VN writes it (the space before ₫ is a no-break space). */
const vnd = (amount: number) => new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' }).format(amount);
const vnDay = (offsetDays = 0) => new Date(Date.now() + 7 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

/*
 * Three sales today: a course and a tool plan with a discount, a course of a second instructor, and
 * a course refunded by the admin. 1.791.000 of the first order is the course's share (the discount
 * spread by price); the instructors keep 70 % of their net sales.
 */
const GROSS = 1_980_000 + 499_000 + 1_990_000;
const REFUNDED = 1_990_000;
const REVENUE = GROSS - REFUNDED;
const INSTRUCTORS = 1_253_700 + 349_300;
const PROFIT = REVENUE - INSTRUCTORS;

describe('reports in the browser: the admin dashboard and /admin/reports', () => {
  let app: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let admin: EmulatorUser;

  const url = (path: string) => `${app.baseUrl}${path}`;

  /** Screenshots at 1280 and 390 px into the review folder; the phone width must not scroll sideways. */
  async function atBothWidths(name: string): Promise<void> {
    // The figures, not a tooltip under the pointer or a sign-in toast over the title.
    await page.mouse.move(1, 1);
    await page.waitForFunction(() => document.querySelectorAll('.toast').length === 0, undefined, { timeout: 10_000 });
    await page.screenshot({ path: join(SCREENS, `${name}-1280.png`), fullPage: true });
    await page.setViewportSize(MOBILE);
    await page.waitForTimeout(400);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect({ name, overflow }).toEqual({ name, overflow: 0 });
    await page.screenshot({ path: join(SCREENS, `${name}-390.png`), fullPage: true });
    await page.setViewportSize(DESKTOP);
    await page.waitForTimeout(200);
  }

  beforeAll(async () => {
    mkdirSync(SCREENS, { recursive: true });
    app = await startTestApp({ WEB_DIST });
    browser = await launchBrowser();
    const [buyer, teacher, otherTeacher] = await Promise.all([signedInUser(app, 'student'), signedInUser(app, 'instructor'), signedInUser(app, 'instructor')]);
    admin = await signedInUser(app, 'admin');
    const orders = orderCommands(app);
    const facebook = courseItem(teacher.uid, 1_990_000, 'Quảng cáo Facebook thực chiến');
    const first = await orders.place(buyer.uid, [facebook, toolPlanItem(210_000, 'Canva Pro – Gói 1 tháng')], { code: 'TET2027', discountCodeId: 'TET2027', amount: 220_000 });
    await orders.pay(first.orderId, first.totalAmount);
    const second = await orders.place(buyer.uid, [courseItem(otherTeacher.uid, 499_000, 'SEO từ A đến Z')]);
    await orders.pay(second.orderId, second.totalAmount);
    const third = await orders.place(buyer.uid, [facebook]);
    await orders.pay(third.orderId, third.totalAmount);
    const refund = await apiClient(app.baseUrl)('POST', `/admin/orders/${third.orderId}/refund`, { token: admin.idToken, body: { reason: 'Học viên mua nhầm khóa học', method: 'bank_transfer' } });
    expect(refund.status).toBe(201);
    context = await browser.newContext({ viewport: DESKTOP, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh', acceptDownloads: true });
    page = await context.newPage();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('shows revenue over time and the sales totals on the admin dashboard as charts', async () => {
    await signInAtAdminLogin(page, app.baseUrl, admin);
    await page.locator('[data-testid="sales-report-revenue-value"]', { hasText: vnd(REVENUE) }).waitFor();
    expect(await page.getByTestId('sales-report-commission-value').textContent()).toBe(vnd(0));
    expect(await page.getByTestId('sales-report-instructors-value').textContent()).toBe(vnd(INSTRUCTORS));
    expect(await page.getByTestId('sales-report-profit-value').textContent()).toBe(vnd(PROFIT));
    // Real charts: the bars of the last 30 days, today's net revenue among them, and where the revenue went.
    await page.locator('[data-testid="revenue-chart"] .recharts-bar-rectangle').first().waitFor();
    expect(await page.getByTestId('revenue-chart-summary').textContent()).toContain(`${vnd(REVENUE)} doanh thu thuần · 3 đơn`);
    await page.locator('[data-testid="revenue-composition"] .recharts-bar-rectangle').first().waitFor();
    expect(await page.getByTestId('revenue-composition-row').allTextContents()).toEqual([
      `Doanh thu thuần${vnd(REVENUE)}`,
      `Hoa hồng affiliate${vnd(0)}`,
      `Phần giảng viên${vnd(INSTRUCTORS)}`,
      `Lợi nhuận ròng${vnd(PROFIT)}`,
    ]);
    await page.getByTestId('registrations-chart').waitFor();
    await atBothWidths('dashboard');
  });

  it('opens /admin/reports from the menu: totals, sources, courses, instructors and the chart by month', async () => {
    await page.getByRole('link', { name: 'Báo cáo doanh thu' }).first().click();
    await page.waitForURL('**/admin/reports');
    await page.locator('[data-testid="sales-report-revenue-value"]', { hasText: vnd(REVENUE) }).waitFor();
    const courses = page.getByTestId('course-revenue-row');
    await courses.first().waitFor();
    expect(await courses.count()).toBe(2);
    expect(await courses.first().textContent()).toContain('Quảng cáo Facebook thực chiến');
    expect(await courses.first().textContent()).toContain(vnd(1_791_000));
    expect(await page.getByTestId('tool-plan-revenue-row').textContent()).toContain(vnd(189_000));
    expect(await page.getByTestId('revenue-by-method-row').first().textContent()).toBe(`Chuyển khoản ngân hàng${vnd(REVENUE)}`);
    const instructors = page.getByTestId('instructor-sales-row');
    await instructors.first().waitFor();
    expect(await instructors.count()).toBe(2);
    expect(await page.getByTestId('instructor-sales-total').textContent()).toContain(vnd(INSTRUCTORS));

    await page.getByTestId('revenue-period').selectOption('month');
    // The last 12 months: from the 1st of the month eleven months back.
    const [year, month] = vnDay().split('-').map(Number) as [number, number];
    const start = new Date(Date.UTC(year, month - 12, 1)).toISOString().slice(0, 10).split('-');
    await page.locator('[data-testid="revenue-chart-summary"]', { hasText: `từ ${start[2]}/${start[1]}/${start[0]}` }).waitFor();
    await page.locator('[data-testid="revenue-chart"] .recharts-bar-rectangle').first().waitFor();
    await atBothWidths('reports');
  });

  it('narrows every report to a range, and back to all time', async () => {
    await page.getByTestId('report-from-date').fill(vnDay(1));
    await page.locator('[data-testid="sales-report-revenue-value"]', { hasText: vnd(0) }).waitFor();
    await page.locator('[data-testid="instructor-sales"]', { hasText: 'Chưa có khóa học nào được bán trong khoảng này.' }).waitFor();
    await page.getByTestId('report-all-time').click();
    await page.locator('[data-testid="sales-report-revenue-value"]', { hasText: vnd(REVENUE) }).waitFor();
  });

  it('downloads the sales report as a CSV file Excel reads in Vietnamese', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-sales').click()]);
    expect(download.suggestedFilename()).toBe('bao-cao-ban-hang_tat-ca_nay.csv');
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines).toContain(`Tổng doanh thu (VND);${REVENUE}`);
    expect(lines).toContain(`Lợi nhuận ròng (VND);${PROFIT}`);
    expect(lines.some((line) => line.startsWith('Quảng cáo Facebook thực chiến;'))).toBe(true);
    await page.locator('.toast', { hasText: REPORTS_MESSAGES.exported }).first().waitFor();
  });

  it('says so in the spec’s words when the reports cannot be loaded, and loads them on retry', async () => {
    await page.route('**/api/admin/reports/**', (route) => route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>Service Unavailable</h1>' }));
    await page.reload();
    await page.locator('[data-testid="revenue-chart-error"]', { hasText: ERROR_MESSAGES.SALES_STATS_FAILED }).waitFor();
    await page.locator('[data-testid="sales-report-error"]', { hasText: 'Không thể tải dữ liệu báo cáo.' }).waitFor();
    await page.locator('[data-testid="instructor-sales-error"]', { hasText: 'Không thể tải dữ liệu báo cáo.' }).waitFor();
    await page.locator('.toast', { hasText: 'Không thể tải dữ liệu báo cáo.' }).first().waitFor();
    await page.screenshot({ path: join(SCREENS, 'reports-failed-1280.png'), fullPage: true });
    await page.unroute('**/api/admin/reports/**');
    await page.getByTestId('sales-report-error').getByRole('button', { name: 'Thử lại' }).click();
    await page.locator('[data-testid="sales-report-revenue-value"]', { hasText: vnd(REVENUE) }).waitFor();
    await page.getByTestId('instructor-sales-row').first().waitFor();
  });
});
