import { Order, PAYMENT_ERRORS, PaymentReview } from '@academy/contracts';
import { mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import type { Browser, Page } from 'playwright-core';
import { DEVELOPMENT_SEPAY_WEBHOOK_KEY } from '../backend/src/platform/config/app-config';
import { signedInUser } from '../backend/test/support/accounts';
import type { ApiSuite } from '../backend/test/support/api-suite';
import type { EmulatorUser } from '../backend/test/support/auth-emulator';
import { eventually } from '../backend/test/support/eventually';
import { apiClient } from '../backend/test/support/http-client';
import { publishedCourse } from '../backend/test/support/on-sale';
import { startTestApp } from '../backend/test/support/test-app';
import { DESKTOP, launchBrowser, MOBILE, screenshot, signInAtAdminLogin } from './browser';

const WEB_DIST = process.env.WEB_DIST ?? join(__dirname, '..', 'frontend', 'dist');
/** The academy's account in development (the webhook only counts transfers into it). */
const ACCOUNT = '0071000888888';
const PRICE = 1_990_000;
const SENT = 1_000_000;

/** "1.990.000 ₫" as vi-VN writes it (the space before ₫ is a no-break space). */
const vnd = (amount: number) => new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' }).format(amount);

describe('held bank transfers in the browser: an admin matches a short transfer and the order is paid', () => {
  const suite = {} as ApiSuite;
  let browser: Browser;
  let buyer: EmulatorUser;
  let order: Order;
  let sepayId = Date.now();

  /** SePay's notification of an incoming transfer, signed with the development key. */
  const transfer = (content: string, amount: number) =>
    suite.api('POST', '/payments/sepay/webhook', {
      headers: { Authorization: `Apikey ${DEVELOPMENT_SEPAY_WEBHOOK_KEY}` },
      body: {
        id: (sepayId += 1),
        gateway: 'Vietcombank',
        transactionDate: '2026-12-01 16:10:00',
        accountNumber: ACCOUNT,
        code: null,
        content,
        transferType: 'in',
        transferAmount: amount,
        accumulated: 25_000_000,
        subAccount: null,
        referenceCode: `FT${sepayId}`,
        description: 'BankAPINotify',
      },
    });
  const openReviews = async (): Promise<PaymentReview[]> => (await suite.api('GET', '/admin/payments/reviews?status=open', { token: suite.admin.idToken })).body.reviews;
  const statusOf = async () => (await suite.api('GET', `/orders/${order._id}/status`, { token: buyer.idToken })).body.statusOrder;

  beforeAll(async () => {
    suite.app = await startTestApp({ WEB_DIST, FILES_DIR: mkdtempSync(join(tmpdir(), 'academy-reviews-files-')) });
    suite.api = apiClient(suite.app.baseUrl);
    let instructor: EmulatorUser;
    [suite.admin, buyer, instructor] = await Promise.all([signedInUser(suite.app, 'admin'), signedInUser(suite.app, 'student'), signedInUser(suite.app, 'instructor')]);
    suite.student = buyer;
    const course = await publishedCourse(suite, instructor, 'Quảng cáo Facebook thực chiến', PRICE);
    const placed = await suite.api('POST', '/orders', {
      token: buyer.idToken,
      body: { items: [{ courseId: course.courseId }], paymentMethod: 'bank_transfer' },
      headers: { 'Idempotency-Key': `reviews-${Date.now()}` },
    });
    expect(placed.status).toBe(201);
    order = placed.body;
    // The buyer sends too little; someone else sends money with no order in the memo.
    expect((await transfer(`${order.code} chuyen tien hoc`, SENT)).status).toBe(200);
    expect((await transfer('Nguyen Van A chuyen tien', 50_000)).status).toBe(200);
    await eventually(async () => expect((await openReviews()).map((review) => review.reason).sort()).toEqual(['short', 'unknown_code']));
    expect(await statusOf()).toBe('pending');
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await suite.app?.close();
  });

  const row = (page: Page, text: string) => page.locator('[data-testid="review-row"]', { hasText: text });
  const toast = (page: Page, text: string) => page.locator('.toast', { hasText: text }).first();

  async function atBothWidths(page: Page, name: string): Promise<void> {
    await screenshot(page, `${name}-desktop`);
    await page.setViewportSize(MOBILE);
    await page.waitForTimeout(200);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, `${name}-mobile`);
    await page.setViewportSize(DESKTOP);
  }

  it('shows the held transfers with their reasons, matches the short one to its order with a note, and the order becomes paid', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'vi-VN' });
    const page = await context.newPage();
    await signInAtAdminLogin(page, suite.app.baseUrl, suite.admin);

    // The sidebar counts the open transfers and leads to the screen.
    const link = page.locator('.dash-sidebar .side-link', { hasText: 'Giao dịch cần xử lý' });
    await link.locator('[data-testid="menu-badge"]', { hasText: '2' }).waitFor();
    await link.click();
    await page.waitForURL('**/admin/payments');

    const short = row(page, order.code);
    await short.waitFor();
    expect(await short.locator('[data-testid="review-amount"]').textContent()).toBe(vnd(SENT));
    expect(await short.locator('[data-testid="review-reason"]').textContent()).toBe('Chuyển thiếu');
    expect(await short.locator('[data-testid="review-gap"]').textContent()).toBe(`Thiếu ${vnd(PRICE - SENT)}`);
    expect(await short.locator('[data-testid="review-expected"]').textContent()).toBe(`Tổng đơn ${vnd(PRICE)}`);
    expect(await short.locator('[data-testid="review-bank"]').textContent()).toBe('Vietcombank');
    expect(await row(page, 'Nguyen Van A').locator('[data-testid="review-reason"]').textContent()).toBe('Không rõ đơn hàng');
    await atBothWidths(page, 'admin-payment-reviews');

    // 'Ghép đơn' asks for the order (prefilled from the memo) and a note, which it will not go without.
    await short.locator('[data-testid="review-match"]').click();
    const dialog = page.locator('[data-testid="review-dialog"]');
    expect(await dialog.locator('[data-testid="review-order-input"]').inputValue()).toBe(order.code);
    await dialog.locator('[data-testid="review-confirm"]').click();
    await dialog.locator('[data-testid="review-error-note"]', { hasText: PAYMENT_ERRORS.PAYMENT_REVIEW_NOTE_REQUIRED }).waitFor();
    await dialog.locator('[data-testid="review-note-input"]').fill('Học viên chuyển thiếu, đã đồng ý giảm giá qua điện thoại');
    await atBothWidths(page, 'admin-payment-reviews-match');
    await dialog.locator('[data-testid="review-confirm"]').click();
    await toast(page, 'Đã ghép giao dịch với đơn hàng.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await short.waitFor({ state: 'detached' });
    await page.locator('[data-testid="reviews-total"]', { hasText: '1 giao dịch cần xử lý' }).waitFor();
    await link.locator('[data-testid="menu-badge"]', { hasText: '1' }).waitFor();
    await eventually(async () => expect(await statusOf()).toBe('paid'));

    // The decided tab keeps the decision, the note, who and when.
    await page.click('[data-testid="reviews-tab-closed"]');
    const decided = row(page, order.code);
    await decided.locator('[data-testid="review-status"]', { hasText: 'Đã ghép đơn' }).waitFor();
    expect(await decided.locator('[data-testid="review-note"]').textContent()).toBe('Học viên chuyển thiếu, đã đồng ý giảm giá qua điện thoại');
    expect(await decided.locator('[data-testid="review-decided"]').textContent()).toMatch(/^Bạn · \d{2}:\d{2} \d{2}\/\d{2}\/\d{4}$/);
    await atBothWidths(page, 'admin-payment-reviews-closed');

    // Matching the unknown transfer to the order already paid is refused with the server's words.
    await page.click('[data-testid="reviews-tab-open"]');
    await row(page, 'Nguyen Van A').locator('[data-testid="review-match"]').click();
    expect(await dialog.locator('[data-testid="review-order-input"]').inputValue()).toBe('');
    await dialog.locator('[data-testid="review-order-input"]').fill(order.code.toLowerCase());
    await dialog.locator('[data-testid="review-note-input"]').fill('Thử ghép nhầm');
    await dialog.locator('[data-testid="review-confirm"]').click();
    await dialog.locator('[data-testid="review-form-error"]', { hasText: PAYMENT_ERRORS.PAYMENT_ORDER_ALREADY_PAID }).waitFor();
    await context.close();
  });
});
