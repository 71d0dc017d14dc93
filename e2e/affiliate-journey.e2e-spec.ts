import { execFile } from 'child_process';
import { randomBytes } from 'crypto';
import { join } from 'path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { promisify } from 'util';
import { signedInUser, signedInVerifiedUser } from '../backend/test/support/accounts';
import { emailedCodes, EmulatorUser, signIn, verifyEmail } from '../backend/test/support/auth-emulator';
import { eventually } from '../backend/test/support/eventually';
import { apiClient } from '../backend/test/support/http-client';
import { startTestApp, TestApp } from '../backend/test/support/test-app';
import { TestClock } from '../backend/src/platform/testing/test-clock';
import { DESKTOP, launchBrowser, publishCourseOnSale, screenshotBothWidths, signInAtAdminLogin, signInAtLoginPage, uploadLectureVideo } from './browser';

/*
 * Issue 12, "Done when", in the browser: A joins the programme and copies a course link; B opens
 * it, signs up and buys the course through the bank simulator; C, referred by B after B joined,
 * buys too; A sees the SIGNUP and COURSE_ENROLLMENT conversions and the team commission from C's
 * order, pending; the admin approves them; the holding period passes on the app's clock; A is in
 * the payouts queue, the admin records the payout, and A's dashboard shows it paid. A sale refunded
 * before approval leaves no commission.
 */

const WEB_DIST = process.env.WEB_DIST ?? join(__dirname, '..', 'frontend', 'dist');
const BANK_SIMULATOR = join(__dirname, '..', 'scripts', 'bank-transfer.mjs');
const DAY_MS = 24 * 60 * 60 * 1000;
const COURSE = { title: 'Affiliate Marketing thực chiến', slug: 'affiliate-marketing-thuc-chien', price: 1_990_000, colours: ['#0f766e', '#5eead4'] };
const REFUNDED = { title: 'Bán hàng TikTok cơ bản', slug: 'ban-hang-tiktok-co-ban', price: 990_000, colours: ['#9a3412', '#fdba74'] };
/** 30 % of B's order to A; 20 % of C's order to A (team), 30 % of it to B. Rounded down to whole đồng. */
const DIRECT = Math.floor((COURSE.price * 30) / 100); // 597.000
const TEAM = Math.floor((COURSE.price * 20) / 100); // 398.000
const PASSWORD = 'MatKhau@123';

const vnd = (amount: number) => `${amount.toLocaleString('vi-VN')} ₫`;
const plain = (text: string) => text.replace(/\s/g, ' ');
const amountIn = (text: string) => Number(text.replace(/\D/g, ''));

describe('the affiliate journey in the browser: join, link, referred sales, review, holding, payout', () => {
  const clock = new TestClock(new Date());
  let app: TestApp;
  let browser: Browser;
  let api: ReturnType<typeof apiClient>;
  let admin: EmulatorUser;
  let a: EmulatorUser;
  let pageA: Page;
  let adminPage: Page;
  let courseId = '';
  let refundedCourseId = '';
  let codeA = '';
  let link = '';
  let b: { uid: string; email: string; idToken: string };
  let orderB = '';
  let orderC = '';

  const url = (path: string) => `${app.baseUrl}${path}`;
  const newPage = async (): Promise<Page> => {
    const context: BrowserContext = await browser.newContext({ viewport: DESKTOP, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl });
    return context.newPage();
  };

  /** `npm run bank:transfer -- <code> <amount>` against this app. */
  async function bankTransfer(orderCode: string, amount: number): Promise<void> {
    const env = { ...process.env, SEPAY_WEBHOOK_KEY: '', PAYMENT_ACCOUNT_NUMBER: '' };
    const { stdout } = await promisify(execFile)(process.execPath, [BANK_SIMULATOR, '--api', app.baseUrl, orderCode, String(amount)], { env });
    expect(stdout).toContain('{"success":true}');
  }

  /** A referred account made through POST /auth/register with the referral cookie, its email verified; signed in. */
  async function registeredWithCookie(code: string, name: string): Promise<{ uid: string; email: string; idToken: string }> {
    const email = `aff-${randomBytes(4).toString('hex')}@test.hocvien.local`;
    const body = { email, password: PASSWORD, name, phoneNumber: '0912345678', acceptTerms: true };
    const registered = await api('POST', '/auth/register', { body, headers: { Cookie: `aff_ref_code=${code}` } });
    expect(registered.status).toBe(201);
    // The server-side sign-up sends no email of its own (the browser asks Firebase for it): verified as the link would.
    const idToken = await verifyEmail({ uid: registered.body.uid, email, password: PASSWORD } as EmulatorUser);
    return { uid: registered.body.uid, email, idToken };
  }

  /** Follows the verification email's link as the user would, in a throwaway page. */
  async function verifyByEmailLink(email: string): Promise<void> {
    const codes = await eventually(async () => {
      const found = (await emailedCodes(email)).filter((c) => c.requestType === 'VERIFY_EMAIL');
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    const oob = new URL(codes[codes.length - 1].oobLink).searchParams.get('oobCode') ?? codes[codes.length - 1].oobCode;
    const page = await newPage();
    await page.goto(url(`/auth/action?mode=verifyEmail&oobCode=${encodeURIComponent(oob)}`));
    await page.getByTestId('email-action-success').waitFor();
    await page.context().close();
  }

  /** An order of `course` placed and paid through the API; its id. */
  async function paidOrderOf(buyer: { idToken: string }, course: string, amount: number): Promise<string> {
    const placed = await api('POST', '/orders', { token: buyer.idToken, body: { items: [{ courseId: course }], paymentMethod: 'bank_transfer' }, headers: { 'Idempotency-Key': `aff-journey-${randomBytes(6).toString('hex')}` } });
    expect(placed).toMatchObject({ status: 201, body: { totalAmount: amount } });
    await bankTransfer(placed.body.code, amount);
    await eventually(async () => expect((await api('GET', `/orders/${placed.body._id}/status`, { token: buyer.idToken })).body.statusOrder).toBe('paid'));
    return placed.body._id;
  }

  /**
   * Pages that load once: reloaded until `shown` holds (the read models follow within a moment).
   * `loaded` are selectors that each match once the page's lists have answered, so `shown` never
   * counts rows of a list still loading.
   */
  async function reloadUntil(page: Page, loaded: string[], shown: () => Promise<boolean>, what: string, seen?: () => Promise<unknown>): Promise<void> {
    const deadline = Date.now() + 20_000;
    const settled = () => Promise.all(loaded.map((selector) => page.locator(selector).first().waitFor()));
    await settled();
    while (!(await shown())) {
      if (Date.now() > deadline) throw new Error(`${page.url()} never showed ${what}${seen ? `; it showed ${JSON.stringify(await seen())}` : ''}`);
      await page.waitForTimeout(600);
      await page.reload();
      await settled();
    }
  }
  /** A's dashboard has answered: the figures, the conversions and the payouts. */
  const DASHBOARD_LOADED = [
    '[data-testid="affiliate-stat-pending-value"]',
    '[data-testid="affiliate-conversion-row"], [data-testid="affiliate-conversions-empty"]',
    '[data-testid="affiliate-payout-row"], [data-testid="affiliate-payouts-empty"]',
  ];
  const QUEUE_LOADED = ['[data-testid="payouts-queue-row"], [data-testid="payouts-queue-empty"]'];

  const conversionRows = (page: Page) => page.getByTestId('affiliate-conversion-row');
  const stat = async (page: Page, key: string) => amountIn(await page.getByTestId(`affiliate-stat-${key}-value`).innerText());
  /** What A's dashboard and the API say, for a failure's message. */
  const dashboardSeenByA = async () => ({
    page: { rows: await conversionRows(pageA).count(), pending: await stat(pageA, 'pending').catch(() => null), approved: await stat(pageA, 'approved').catch(() => null), paid: await stat(pageA, 'paid').catch(() => null) },
    earnings: (await api('GET', '/affiliates/dashboard-info', { token: a.idToken })).body.earnings,
    conversions: (await api('GET', '/affiliates/me/conversions?limit=50', { token: a.idToken })).body.conversions?.map((c: { _id: string; status: string; commission: number; payableAt: string }) => [c._id, c.status, c.commission, c.payableAt]),
  });
  const queueSeenByAdmin = async () => ({ now: clock.now().toISOString(), queue: (await api('GET', '/admin/affiliates/payouts-queue', { token: admin.idToken })).body, a: await dashboardSeenByA() });

  beforeAll(async () => {
    app = await startTestApp({ WEB_DIST }, [], { clock });
    browser = await launchBrowser();
    api = apiClient(app.baseUrl);
    const instructor = await signedInVerifiedUser(app, 'instructor');
    [admin, a] = await Promise.all([signedInUser(app, 'admin'), signedInVerifiedUser(app, 'student')]);
    const videoId = await uploadLectureVideo(app.baseUrl, instructor.idToken);
    const category = await api('POST', '/categories', { token: admin.idToken, body: { name: 'Affiliate' } });
    expect(category.status).toBe(201);
    const tokens = { instructor: instructor.idToken, admin: admin.idToken };
    courseId = await publishCourseOnSale(app.baseUrl, tokens, COURSE, category.body.category._id, videoId);
    refundedCourseId = await publishCourseOnSale(app.baseUrl, tokens, REFUNDED, category.body.category._id, videoId);
    [pageA, adminPage] = await Promise.all([newPage(), newPage()]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('A joins the programme on /affiliate-dashboard, the menu shows the entry, and A copies a course link', async () => {
    await signInAtLoginPage(pageA, app.baseUrl, a);
    await pageA.goto(url('/affiliate-dashboard'));
    const join = pageA.getByTestId('affiliate-join');
    await join.waitFor();
    expect(plain(await join.innerText())).toContain('30% hoa hồng');
    await screenshotBothWidths(pageA, 'affiliate-dashboard-join');
    await pageA.getByTestId('affiliate-join-submit').click();

    await pageA.getByTestId('affiliate-dashboard').waitFor();
    await pageA.getByTestId('affiliate-stat-pending-value').waitFor();
    codeA = (await pageA.getByTestId('affiliate-code').innerText()).trim();
    expect(codeA).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    // The profile now says isAffiliate: the sidebar has the entry.
    await pageA.locator('a[href="/affiliate-dashboard"]').first().waitFor();

    await pageA.getByTestId('affiliate-link-search').fill('affiliate marketing');
    const target = pageA.locator(`[data-testid="affiliate-link-target"][data-target="course:${COURSE.slug}"]`);
    await target.waitFor();
    await target.click();
    link = (await pageA.getByTestId('affiliate-link').innerText()).trim();
    expect(link).toBe(url(`/courses/${COURSE.slug}/ref/${codeA}`));
    expect(await pageA.getByTestId('affiliate-link-qr').getAttribute('data-payload')).toBe(link);
    await pageA.getByTestId('affiliate-link-copy').click();
    expect(await pageA.evaluate(() => navigator.clipboard.readText())).toBe(link);
  });

  it('B opens the link, signs up, verifies the email and buys the course through the bank simulator', async () => {
    const page = await newPage();
    const cookie = async (name: string) => (await page.context().cookies()).find((c) => c.name === name);
    // A mistyped code still opens the course, says so, and remembers nobody.
    await page.goto(url(`/courses/${COURSE.slug}/ref/KHONGCO22`));
    await page.waitForURL((u) => u.pathname === `/courses/${COURSE.slug}`, { waitUntil: 'commit' });
    await page.getByText('Mã affiliate không hợp lệ.').waitFor();
    expect(await cookie('aff_ref_code')).toBeUndefined();
    expect(await cookie('affiliateSource')).toBeUndefined();
    expect((await api('GET', '/affiliates/dashboard-info', { token: a.idToken })).body.clicks).toBe(0);

    await page.goto(link);
    await page.waitForURL((u) => u.pathname === `/courses/${COURSE.slug}`, { waitUntil: 'commit' });
    await page.locator('[data-testid="course-price-box"]').waitFor();
    const stored = await cookie('aff_ref_code');
    expect(stored?.value).toBe(codeA);
    expect(stored?.path).toBe('/');
    // 30 days (the programme's cookie days), give or take the seconds this test has run.
    expect(Math.abs((stored?.expires ?? 0) - (Date.now() / 1000 + 30 * 24 * 3600))).toBeLessThan(120);
    expect((await cookie('affiliateSource'))?.value).toBe(`course_${COURSE.slug}`);
    // The click counted, once: the same visitor opening the link again the same day adds nothing.
    expect((await api('GET', '/affiliates/dashboard-info', { token: a.idToken })).body.clicks).toBe(1);
    await page.goto(link);
    await page.waitForURL((u) => u.pathname === `/courses/${COURSE.slug}`, { waitUntil: 'commit' });
    expect((await api('GET', '/affiliates/dashboard-info', { token: a.idToken })).body.clicks).toBe(1);

    const email = `aff-b-${randomBytes(4).toString('hex')}@test.hocvien.local`;
    await page.goto(url('/register'));
    const form = page.locator('[data-testid="auth-screen"]');
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="password"]').fill(PASSWORD);
    await form.locator('input[name="confirmPassword"]').fill(PASSWORD);
    await form.locator('input[name="name"]').fill('Học viên B');
    await form.locator('input[name="phoneNumber"]').fill('0901 234 567');
    await form.locator('[data-testid="auth-accept-terms"]').check();
    await form.locator('[data-testid="auth-submit"]').click();
    const notice = page.getByTestId('signup-notice');
    await notice.waitFor();
    await notice.getByTestId('signup-notice-ok').click();
    await verifyByEmailLink(email);
    const idToken = await signIn(email, PASSWORD);
    const profile = await api('GET', '/users/profile', { token: idToken });
    b = { uid: profile.body.uid, email, idToken };

    await signInAtLoginPage(page, app.baseUrl, { email, password: PASSWORD });
    await page.goto(url(`/courses/${COURSE.slug}`));
    await page.locator('[data-testid="course-price-box"] [data-testid="add-to-cart"]').click();
    await page.getByTestId('cart-count').filter({ hasText: '1' }).waitFor();
    await page.goto(url('/cart'));
    await page.getByTestId('cart-checkout').click();
    await page.waitForURL('**/checkout');
    await page.getByTestId('checkout-place').click();
    await page.waitForURL('**/payment?code=*');
    const code = new URL(page.url()).searchParams.get('code') as string;
    await bankTransfer(code, COURSE.price);
    await page.getByTestId('payment-paid').waitFor({ timeout: 20_000 });
    orderB = (await api('GET', `/orders/by-code/${code}`, { token: idToken })).body._id;
    expect(orderB).toBeTruthy();
    await page.context().close();
  });

  it('B joins too; C, referred by B, signs up and buys the course', async () => {
    const joined = await api('POST', '/affiliates/me/join', { token: b.idToken });
    expect(joined.status).toBe(200);
    const c = await registeredWithCookie(joined.body.affiliate.code, 'Học viên C');
    orderC = await paidOrderOf(c, courseId, COURSE.price);
  });

  it('A sees the SIGNUP, the direct COURSE_ENROLLMENT and the team commission from C’s order, all pending', async () => {
    await pageA.goto(url('/affiliate-dashboard'));
    await reloadUntil(pageA, DASHBOARD_LOADED, async () => (await conversionRows(pageA).count()) === 3 && (await stat(pageA, 'pending')) === DIRECT + TEAM, 'the three conversions', dashboardSeenByA);
    const rows = await conversionRows(pageA).evaluateAll((els) => els.map((el) => `${el.getAttribute('data-type')}:${el.getAttribute('data-tier')}`));
    expect(rows.sort()).toEqual(['COURSE_ENROLLMENT:direct', 'COURSE_ENROLLMENT:team', 'SIGNUP:direct']);
    expect(await pageA.getByTestId('affiliate-conversion-status').allInnerTexts()).toEqual(['Chờ duyệt', 'Chờ duyệt', 'Chờ duyệt']);
    const team = conversionRows(pageA).and(pageA.locator('[data-tier="team"]'));
    expect(plain(await team.getByTestId('affiliate-conversion-commission').innerText())).toContain(vnd(TEAM));
    expect(await stat(pageA, 'approved')).toBe(0);
    // One counted click: B's (the mistyped code counted nothing, B's second visit the same day neither).
    expect(await stat(pageA, 'clicks')).toBe(1);
    // One person referred per counted click: B, whose sign-up and order are one success of the link, not two (not 200 %).
    expect(await pageA.getByTestId('affiliate-stat-rate-value').innerText()).toBe('100%');

    await pageA.getByTestId('affiliate-conversions-type').selectOption('SIGNUP');
    await eventually(async () => expect(await conversionRows(pageA).count()).toBe(1));
    await pageA.getByTestId('affiliate-conversions-type').selectOption('');
    await eventually(async () => expect(await conversionRows(pageA).count()).toBe(3));

    await pageA.getByTestId('affiliate-downline-team-tab').click();
    await pageA.getByTestId('affiliate-member').first().waitFor();
    await pageA.getByTestId('affiliate-downline-direct-tab').click();
    expect(await pageA.getByTestId('affiliate-member').count()).toBe(1);
    await screenshotBothWidths(pageA, 'affiliate-dashboard');
  });

  it('a referred sale refunded before approval leaves no commission', async () => {
    const d = await registeredWithCookie(codeA, 'Học viên D');
    const order = await paidOrderOf(d, refundedCourseId, REFUNDED.price);
    const conversionId = `order-${order}-direct`;
    await eventually(async () => {
      const found = (await api('GET', '/affiliates/me/conversions?limit=50', { token: a.idToken })).body.conversions.find((x: { _id: string }) => x._id === conversionId);
      expect(found?.status).toBe('pending');
    });
    expect((await api('POST', `/admin/orders/${order}/refund`, { token: admin.idToken, body: { reason: 'Học viên đổi ý' } })).status).toBe(201);
    await eventually(async () => {
      const found = (await api('GET', '/affiliates/me/conversions?limit=50', { token: a.idToken })).body.conversions.find((x: { _id: string }) => x._id === conversionId);
      expect(found?.status).toBe('cancelled');
    });
    await pageA.reload();
    await reloadUntil(pageA, DASHBOARD_LOADED, async () => (await stat(pageA, 'pending')) === DIRECT + TEAM && (await conversionRows(pageA).count()) === 5, 'the cancelled sale', dashboardSeenByA);
    const cancelled = conversionRows(pageA).filter({ hasText: 'Đã hủy' });
    expect(await cancelled.count()).toBe(1);
  });

  it('the admin approves A’s conversions on /admin/conversions', async () => {
    await signInAtAdminLogin(adminPage, app.baseUrl, admin);
    await adminPage.goto(url('/admin/conversions'));
    const signup = `signup-${b.uid}`;
    const direct = `order-${orderB}-direct`;
    const team = `order-${orderC}-team`;
    const row = (id: string) => adminPage.locator(`[data-testid="pending-conversion-row"][data-conversion-id="${id}"]`);
    await row(team).waitFor();
    // The people are named, not shown as the ends of their ids: A (with A's code) earns on C's order as B's referrer.
    expect(plain(await row(team).getByTestId('pending-conversion-affiliate').innerText())).toContain(codeA);
    expect(await row(team).getByTestId('pending-conversion-affiliate').innerText()).toContain('Người dùng student');
    expect(await row(team).getByTestId('pending-conversion-referred').innerText()).toBe('Học viên C');
    expect(await row(direct).getByTestId('pending-conversion-referred').innerText()).toBe('Học viên B');
    expect(await row(signup).getByTestId('pending-conversion-referred').innerText()).toBe('Học viên B');
    await screenshotBothWidths(adminPage, 'admin-conversions');
    for (const id of [signup, direct, team]) {
      await row(id).getByTestId('conversion-approve').click();
      const modal = adminPage.getByTestId('review-conversion-modal');
      await modal.waitFor();
      expect(await modal.getByTestId('review-people').innerText()).toContain(codeA);
      await modal.getByTestId('review-notes').fill('Đơn hàng hợp lệ');
      await modal.getByTestId('review-submit').click();
      await modal.waitFor({ state: 'detached' });
      await row(id).waitFor({ state: 'detached' });
    }
    await pageA.reload();
    await reloadUntil(pageA, DASHBOARD_LOADED, async () => (await stat(pageA, 'approved')) === DIRECT + TEAM, 'the approved commissions', dashboardSeenByA);
    expect(await stat(pageA, 'pending')).toBe(0);
  });

  it('after the holding period A is in the payouts queue; the admin records the payout; A sees it paid', async () => {
    await adminPage.goto(url('/admin/payouts'));
    await adminPage.getByTestId('payouts-queue').waitFor();
    await adminPage.locator('[data-testid="payouts-queue-empty"], [data-testid="payouts-queue-row"]').first().waitFor();
    expect(await adminPage.locator(`[data-testid="payouts-queue-row"][data-user-id="${a.uid}"]`).count()).toBe(0);

    clock.advance(31 * DAY_MS);
    const rowA = adminPage.locator(`[data-testid="payouts-queue-row"][data-user-id="${a.uid}"]`);
    await reloadUntil(adminPage, QUEUE_LOADED, async () => (await rowA.count()) === 1, 'A in the queue', queueSeenByAdmin);
    expect(plain(await rowA.getByTestId('payouts-queue-payable').innerText())).toBe(vnd(DIRECT + TEAM));
    await screenshotBothWidths(adminPage, 'admin-payouts');

    await rowA.getByTestId('payout-open').click();
    const modal = adminPage.getByTestId('payout-modal');
    await modal.waitFor();
    await modal.getByTestId('payout-submit').click();
    await modal.getByTestId('payout-error-reference').waitFor();
    await modal.getByTestId('payout-reference').fill('FT27050112345');
    await modal.getByTestId('payout-submit').click();
    await modal.waitFor({ state: 'detached' });
    await rowA.waitFor({ state: 'detached' });
    await adminPage.locator(`[data-testid="payouts-history-row"][data-user-id="${a.uid}"]`).waitFor();

    await pageA.reload();
    await reloadUntil(pageA, DASHBOARD_LOADED, async () => (await stat(pageA, 'paid')) === DIRECT + TEAM && (await pageA.getByTestId('affiliate-payout-status').count()) === 1, 'the payout', dashboardSeenByA);
    await eventually(async () => {
      await pageA.reload();
      await pageA.getByTestId('affiliate-payout-status').waitFor();
      expect(await pageA.getByTestId('affiliate-payout-status').innerText()).toBe('Đã thanh toán');
    }, 20_000);
    expect(plain(await pageA.getByTestId('affiliate-payout-amount').innerText())).toBe(vnd(DIRECT + TEAM));
    expect(await stat(pageA, 'approved')).toBe(0);
    await screenshotBothWidths(pageA, 'affiliate-dashboard-paid');
  });

  it('shows the programme pages and the admin’s other affiliate screens at both widths', async () => {
    await adminPage.goto(url('/admin/affiliates/list'));
    await adminPage.locator(`[data-testid="affiliate-row"][data-code="${codeA}"]`).waitFor();
    await adminPage.locator(`[data-testid="affiliate-row"][data-code="${codeA}"]`).getByTestId('affiliate-history-open').click();
    await adminPage.getByTestId('affiliate-history-entry').first().waitFor();
    const kinds = await adminPage.getByTestId('affiliate-history-entry').evaluateAll((els) => els.map((el) => el.getAttribute('data-kind')));
    expect(kinds).toEqual(expect.arrayContaining(['conversion_recorded', 'conversion_approved', 'conversion_cancelled', 'payout_recorded']));
    await screenshotBothWidths(adminPage, 'admin-affiliate-history');
    await adminPage.keyboard.press('Escape');
    await screenshotBothWidths(adminPage, 'admin-affiliates-list');

    await adminPage.goto(url('/admin/affiliates/settings'));
    await adminPage.getByTestId('affiliate-settings-form').waitFor();
    expect(await adminPage.getByTestId('affiliate-settings-note').innerText()).toContain('chỉ áp dụng cho các chuyển đổi mới');
    await screenshotBothWidths(adminPage, 'admin-affiliate-settings');
    await adminPage.goto(url('/admin/affiliate-reports'));
    await adminPage.getByTestId('affiliate-report-totals').waitFor();
    await adminPage.getByTestId('top-affiliate-row').first().waitFor();
    await screenshotBothWidths(adminPage, 'admin-affiliate-reports');

    const visitor = await newPage();
    await visitor.goto(url('/affiliate-landing'));
    await visitor.getByTestId('affiliate-rate-direct').waitFor();
    await screenshotBothWidths(visitor, 'affiliate-landing');
  });
});
