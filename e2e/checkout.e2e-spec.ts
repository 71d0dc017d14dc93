import { ORDER_STATUS_LABELS } from '@academy/contracts';
import { join } from 'path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEVELOPMENT_SEPAY_WEBHOOK_KEY } from '../backend/src/platform/config/app-config';
import { signedInUser, signedInVerifiedUser } from '../backend/test/support/accounts';
import type { EmulatorUser } from '../backend/test/support/auth-emulator';
import { apiClient } from '../backend/test/support/http-client';
import { startTestApp, TestApp } from '../backend/test/support/test-app';
import { coverPicture, DESKTOP, launchBrowser, MOBILE, postMultipart, screenshot, publishCourseOnSale, uploadLectureVideo, addCourseAndToolPlanToCart } from './browser';

const WEB_DIST = process.env.WEB_DIST ?? join(__dirname, '..', 'frontend', 'dist');

const COURSE_A = { title: 'Quảng cáo Facebook thực chiến', slug: 'quang-cao-facebook-thuc-chien', price: 1_990_000, colours: ['#1d4ed8', '#60a5fa'] };
const COURSE_B = { title: 'TikTok Shop từ A đến Z', slug: 'tiktok-shop-tu-a-den-z', price: 1_490_000, colours: ['#be185d', '#f472b6'] };
const PLAN = { name: 'Gói 1 tháng', price: 199_000 };
const SUBTOTAL = COURSE_A.price + COURSE_B.price + PLAN.price;
/** GIAM10: 10% off everything, rounded down to whole đồng. */
const DISCOUNT = Math.floor(SUBTOTAL / 10);
const TOTAL = SUBTOTAL - DISCOUNT;

const vnd = (amount: number) => `${amount.toLocaleString('vi-VN')} ₫`;
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('buying in the browser: cart, checkout with a discount, VietQR payment confirmed by the bank', () => {
  let app: TestApp;
  let browser: Browser;
  let api: ReturnType<typeof apiClient>;
  let instructor: EmulatorUser;
  let admin: EmulatorUser;
  let student: EmulatorUser;
  let context: BrowserContext;
  let page: Page;
  let toolSlug = '';

  beforeAll(async () => {
    app = await startTestApp({ WEB_DIST });
    browser = await launchBrowser();
    api = apiClient(app.baseUrl);
    [instructor, admin, student] = await Promise.all([signedInUser(app, 'instructor'), signedInUser(app, 'admin'), signedInVerifiedUser(app, 'student')]);
    const videoId = await uploadLectureVideo(app.baseUrl, instructor.idToken);
    const category = await api('POST', '/categories', { token: admin.idToken, body: { name: 'Quảng cáo' } });
    expect(category.status).toBe(201);
    for (const course of [COURSE_A, COURSE_B]) await publishCourseOnSale(app.baseUrl, { instructor: instructor.idToken, admin: admin.idToken }, course, category.body.category._id, videoId);
    const tool = await postMultipart(
      app.baseUrl,
      '/tools',
      admin.idToken,
      { name: 'Phần mềm Seeding', description: 'Tăng tương tác tự nhiên cho fanpage.', delivery: 'Mã kích hoạt gửi qua email.', plans: [{ name: PLAN.name, price: PLAN.price, durationDays: 30 }] },
      { thumbnail: await coverPicture(['#4f46e5', '#f97316'], 1200, 750) },
    );
    expect(tool.status).toBe(201);
    toolSlug = tool.body.tool.slug;
    const discount = await api('POST', '/admin/discounts', { token: admin.idToken, body: { code: 'giam10', type: 'percentage', value: 10, appliesTo: 'all' } });
    expect(discount.status).toBe(201);

    context = await browser.newContext({ viewport: DESKTOP, locale: 'vi-VN' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const url = (path: string) => `${app.baseUrl}${path}`;
  const toast = (text: string) => page.locator('.toast', { hasText: text }).first();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  async function bothWidths(name: string): Promise<void> {
    await screenshot(page, `${name}-desktop`);
    await page.setViewportSize(MOBILE);
    await page.waitForTimeout(200);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(page, `${name}-mobile`);
    await page.setViewportSize(DESKTOP);
  }

  it('a guest fills the cart with two courses and a tool plan; the checkout asks them to sign in and keeps the cart', async () => {
    await page.goto(url('/courses'));
    const cardA = page.locator('[data-testid="course-card"]', { hasText: COURSE_A.title });
    await cardA.locator('[data-testid="add-to-cart"]').click();
    await toast('Đã thêm vào giỏ hàng!').waitFor();
    await cardA.locator('[data-testid="add-to-cart"]').click();
    await toast('Khóa học đã có trong giỏ hàng!').waitFor();
    expect(await page.getByTestId('cart-count').innerText()).toBe('1');

    await addCourseAndToolPlanToCart(page, app.baseUrl, { courseSlug: COURSE_B.slug, toolSlug, countBefore: 1 });
    expect(await page.getByTestId('cart-item-title').allInnerTexts()).toEqual([COURSE_A.title, COURSE_B.title, `Phần mềm Seeding — ${PLAN.name}`]);
    expect(plain(await page.getByTestId('cart-subtotal').innerText())).toBe(vnd(SUBTOTAL));
    await bothWidths('cart');

    await page.getByTestId('cart-checkout').click();
    await page.waitForURL('**/login');
    const form = page.locator('[data-testid="auth-screen"]');
    await form.locator('input[name="email"]').fill(student.email);
    await form.locator('input[name="password"]').fill(student.password);
    await form.locator('[data-testid="auth-submit"]').click();
    await page.waitForURL('**/checkout');
    const welcome = page.locator('[data-testid="welcome-popup"]');
    await welcome.waitFor();
    await welcome.locator('[data-testid="welcome-close"]').click();
    await welcome.waitFor({ state: 'detached' });
    expect(await page.getByTestId('cart-count').innerText()).toBe('3');
  });

  it('prices the order on the server, shows why a code is refused, applies GIAM10 and places the order', async () => {
    await page.getByTestId('checkout-item').nth(2).waitFor();
    expect(plain(await page.getByTestId('checkout-total').innerText())).toBe(vnd(SUBTOTAL));
    await page.getByTestId('discount-input').fill('khongco');
    await page.getByTestId('discount-apply').click();
    await page.getByTestId('discount-error').filter({ hasText: 'Mã giảm giá không tồn tại.' }).waitFor();
    await page.getByTestId('discount-input').fill('giam10');
    await page.getByTestId('discount-apply').click();
    expect(await page.getByTestId('discount-applied-code').innerText()).toBe('GIAM10');
    expect(plain(await page.getByTestId('checkout-discount').innerText())).toBe(`−${vnd(DISCOUNT)}`);
    expect(plain(await page.getByTestId('checkout-total').innerText())).toBe(vnd(TOTAL));
    await bothWidths('checkout');

    await page.getByTestId('checkout-place').dblclick();
    await page.waitForURL('**/payment?code=*');
    await page.getByTestId('payment-qr').waitFor();
    // The order took its items out of the cart.
    expect(await page.getByTestId('cart-count').count()).toBe(0);
  });

  it('shows the VietQR transfer and turns paid, without a reload, when the bank reports the transfer', async () => {
    const code = new URL(page.url()).searchParams.get('code') as string;
    expect(await page.getByTestId('payment-memo').innerText()).toBe(code);
    expect(plain(await page.getByTestId('payment-amount').innerText())).toBe(vnd(TOTAL));
    const payload = (await page.getByTestId('payment-qr').getAttribute('data-payload')) as string;
    expect(payload).toContain('A000000727');
    expect(payload).toContain(code);
    await page.getByTestId('payment-memo-copy').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await page.getByTestId('payment-countdown').waitFor();
    await bothWidths('payment');

    const account = await page.getByTestId('payment-account').innerText();
    const orders = await api('GET', '/transactions/me', { token: student.idToken });
    expect(orders.body.transactions).toHaveLength(1);
    const transfer = {
      id: 91_000_000 + Math.floor(Math.random() * 1_000_000),
      gateway: 'Vietcombank',
      transactionDate: '2026-03-02 10:15:00',
      accountNumber: account,
      code: null,
      content: `${code} chuyen khoan mua khoa hoc`,
      transferType: 'in',
      transferAmount: TOTAL,
      accumulated: 50_000_000,
      subAccount: null,
      referenceCode: 'FT26061000123',
      description: `BankAPINotify ${code} chuyen khoan mua khoa hoc`,
    };
    const wrongKey = await api('POST', '/payments/sepay/webhook', { body: transfer, headers: { Authorization: 'Apikey sai-khoa' } });
    expect(wrongKey.status).toBe(401);
    const paid = await api('POST', '/payments/sepay/webhook', { body: transfer, headers: { Authorization: `Apikey ${DEVELOPMENT_SEPAY_WEBHOOK_KEY}` } });
    expect(paid).toMatchObject({ status: 200, body: { success: true } });

    await page.getByTestId('payment-paid').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('payment-my-courses').getAttribute('href')).toBe('/my-courses');
    await screenshot(page, 'payment-paid-desktop');
  });

  it('lists the order in /transactions as paid, with its detail', async () => {
    await page.goto(url('/transactions'));
    const row = page.getByTestId('transaction-row').first();
    await row.waitFor();
    expect(await row.getByTestId('transaction-status').innerText()).toBe(ORDER_STATUS_LABELS.paid);
    expect(plain(await row.getByTestId('transaction-total').innerText())).toBe(vnd(TOTAL));
    await bothWidths('transactions');

    await row.getByText('Chi tiết').click();
    await page.getByTestId('order-detail').waitFor();
    expect(await page.getByTestId('order-item').count()).toBe(3);
    expect(plain(await page.getByTestId('order-discount').innerText())).toBe(`−${vnd(DISCOUNT)}`);
    expect(await page.getByTestId('order-status').innerText()).toBe(ORDER_STATUS_LABELS.paid);
    await screenshot(page, 'transaction-detail-desktop');
  });
});
