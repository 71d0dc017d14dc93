import { ORDER_ERRORS, SALES_MESSAGES } from '@academy/contracts';
import { join } from 'path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signedInUser, signedInVerifiedUser } from '../backend/test/support/accounts';
import type { EmulatorUser } from '../backend/test/support/auth-emulator';
import { courseItem, orderCommands, toolPlanItem } from '../backend/test/support/orders';
import { startTestApp, TestApp } from '../backend/test/support/test-app';
import { DESKTOP, launchBrowser, MOBILE, screenshot, signInAtAdminLogin } from './browser';

const WEB_DIST = process.env.WEB_DIST ?? join(__dirname, '..', 'frontend', 'dist');

/** "1.234.000 ₫" as vi-VN writes it (the space before ₫ is a no-break space). */
const vnd = (amount: number) => new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' }).format(amount);

describe('admin orders and instructor earnings in the browser', () => {
  let app: TestApp;
  let browser: Browser;
  let admin: EmulatorUser;
  let instructor: EmulatorUser;
  let buyer: EmulatorUser;
  let adminContext: BrowserContext;
  let teacherContext: BrowserContext;
  const orders = () => orderCommands(app);
  const url = (path: string) => `${app.baseUrl}${path}`;
  const toast = (page: Page, text: string) => page.locator('.toast', { hasText: text }).first();

  let paid: { orderId: string; code: string; totalAmount: number };
  let pending: { orderId: string; code: string; totalAmount: number };
  let course: ReturnType<typeof courseItem>;

  beforeAll(async () => {
    app = await startTestApp({ WEB_DIST });
    browser = await launchBrowser();
    [admin, instructor, buyer] = await Promise.all([signedInUser(app, 'admin'), signedInVerifiedUser(app, 'instructor'), signedInUser(app, 'student')]);
    // A course and a plan with 10% off, paid; a second course waiting for its transfer.
    course = courseItem(instructor.uid, 1_990_000, 'Quảng cáo Facebook thực chiến');
    paid = await orders().place(buyer.uid, [course, toolPlanItem(210_000, 'Canva Pro – Gói 1 tháng')], { code: 'TET2027', discountCodeId: 'TET2027', amount: 220_000 });
    await orders().pay(paid.orderId, paid.totalAmount);
    pending = await orders().place(buyer.uid, [courseItem(instructor.uid, 499_000, 'Excel cho người đi làm')]);
    adminContext = await browser.newContext({ viewport: DESKTOP, locale: 'vi-VN' });
    teacherContext = await browser.newContext({ viewport: DESKTOP, locale: 'vi-VN' });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  /** The page must not scroll sideways at this width. */
  async function fitsWidth(page: Page): Promise<void> {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }

  async function atBothWidths(page: Page, name: string): Promise<void> {
    await screenshot(page, `${name}-desktop`);
    await page.setViewportSize(MOBILE);
    await page.waitForTimeout(200);
    await fitsWidth(page);
    await screenshot(page, `${name}-mobile`);
    await page.setViewportSize(DESKTOP);
  }

  const orderRow = (page: Page, code: string) => page.locator('[data-testid="order-row"]', { hasText: code });

  it('an admin sees the stats and the orders, finds one by email, cancels the unpaid one and refunds the paid one with a reason', async () => {
    const page = await adminContext.newPage();
    await signInAtAdminLogin(page, app.baseUrl, admin);
    await page.goto(url('/admin/orders'));
    await page.locator('[data-testid="sales-stat-revenue-value"]', { hasText: vnd(1_980_000) }).waitFor();
    await page.locator('[data-testid="best-seller"]', { hasText: 'Quảng cáo Facebook thực chiến' }).waitFor();
    await page.locator('[data-testid="top-customer"]', { hasText: buyer.email }).waitFor();
    await orderRow(page, paid.code).waitFor();
    expect(await orderRow(page, paid.code).locator('[data-testid="order-row-status"]').textContent()).toBe('Đã thanh toán');
    expect(await orderRow(page, pending.code).locator('[data-testid="order-row-status"]').textContent()).toBe('Chưa thanh toán');
    await atBothWidths(page, 'admin-orders');

    // The search waits for the typing to pause, then finds the buyer's orders by email.
    await page.fill('[data-testid="orders-search"]', buyer.email);
    await page.locator('[data-testid="orders-total"]', { hasText: 'Tổng cộng 2 đơn hàng' }).waitFor();
    await page.fill('[data-testid="orders-search"]', pending.code.toLowerCase());
    await page.locator('[data-testid="orders-total"]', { hasText: 'Tổng cộng 1 đơn hàng' }).waitFor();

    // Cancel the unpaid order, after a confirmation.
    await orderRow(page, pending.code).locator('[data-testid="order-open"]').click();
    const detail = page.locator('[data-testid="order-detail"]');
    await detail.getByText('Excel cho người đi làm').waitFor();
    await detail.locator('[data-testid="order-cancel"]').click();
    await page.locator('[data-testid="order-cancel-confirm"] [data-testid="confirm-button"]').click();
    await toast(page, SALES_MESSAGES.orderCancelled).waitFor();
    await detail.locator('[data-testid="order-detail-status"]', { hasText: 'Đã hủy' }).waitFor();
    await detail.locator('[data-testid="order-detail-close"]').click();
    await orderRow(page, pending.code).locator('[data-testid="order-row-status"]', { hasText: 'Đã hủy' }).waitFor();

    // Refund the paid one: a reason is required; the money goes back by bank transfer.
    await page.fill('[data-testid="orders-search"]', '');
    await orderRow(page, paid.code).locator('[data-testid="order-open"]').click();
    await detail.locator('[data-testid="order-detail-total"]', { hasText: vnd(1_980_000) }).waitFor();
    await detail.locator('[data-testid="order-refund"]').click();
    const refund = page.locator('[data-testid="order-refund-dialog"]');
    await refund.locator('[data-testid="order-refund-confirm"]').click();
    await refund.getByText(ORDER_ERRORS.ORDER_REFUND_REASON_REQUIRED).waitFor();
    await refund.locator('[data-testid="order-refund-reason"]').fill('Khách mua nhầm khóa học, đã chuyển khoản trả lại.');
    await screenshot(page, 'admin-orders-refund-desktop');
    await refund.locator('[data-testid="order-refund-confirm"]').click();
    await toast(page, SALES_MESSAGES.orderRefunded).waitFor();
    await detail.locator('[data-testid="order-detail-status"]', { hasText: 'Đã hoàn tiền' }).waitFor();
    await detail.locator('[data-testid="order-detail-refund"]', { hasText: 'Khách mua nhầm khóa học' }).waitFor();
    await detail.locator('[data-testid="order-detail-close"]').click();
    await page.locator('[data-testid="sales-stat-revenue-value"]', { hasText: vnd(0) }).waitFor();
  });

  it('the instructor sees the earnings of the course sold, and the refund taken back, on /instructor/earnings and the dashboard', async () => {
    // A second sale the refund does not touch: 1,990,000 with nothing off, 70% of it the instructor's.
    const again = await orders().place(buyer.uid, [course]);
    await orders().pay(again.orderId, again.totalAmount);

    const page = await teacherContext.newPage();
    await page.goto(url('/'));
    await page.click('[data-testid="login-link"]');
    const modal = page.locator('[data-testid="auth-modal"]');
    await modal.locator('input[name="email"]').fill(instructor.email);
    await modal.locator('input[name="password"]').fill(instructor.password);
    await modal.locator('[data-testid="auth-submit"]').click();
    await modal.waitFor({ state: 'detached' });

    await page.goto(url('/instructor/earnings'));
    await page.locator('[data-testid="earnings-earnings-value"]', { hasText: vnd(1_393_000) }).waitFor();
    await page.locator('[data-testid="earnings-units-value"]', { hasText: '1' }).waitFor();
    // One course row: sold twice, refunded once.
    const row = page.locator('[data-testid="earnings-course"]', { hasText: 'Quảng cáo Facebook thực chiến' });
    await row.waitFor();
    expect(await row.locator('td').allTextContents()).toEqual(['Quảng cáo Facebook thực chiến', '1', '1', vnd(1_990_000), vnd(1_393_000)]);
    expect(await page.locator('[data-testid="earnings-chart"] [data-testid="sales-chart-bar"]').count()).toBe(30);
    await atBothWidths(page, 'instructor-earnings');
    await page.click('[data-testid="earnings-period-month"]');
    expect(await page.locator('[data-testid="earnings-chart"] [data-testid="sales-chart-bar"]').count()).toBe(12);

    await page.goto(url('/instructor/dashboard'));
    await page.locator('[data-testid="earnings-month-value"]', { hasText: vnd(1_393_000) }).waitFor();
    await page.locator('[data-testid="dashboard-courses"]').waitFor();
    await atBothWidths(page, 'instructor-dashboard');
  });
});
