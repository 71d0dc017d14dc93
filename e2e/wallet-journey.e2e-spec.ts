import { DEPOSIT_STATUS_LABELS, ORDER_STATUS_LABELS, RECEIVED_BONUS_STATUS_LABELS, WALLET_ERRORS, WALLET_MESSAGES } from '@academy/contracts';
import { execFile } from 'child_process';
import { join } from 'path';
import type { Browser, Page } from 'playwright-core';
import { promisify } from 'util';
import { signedInUser, signedInVerifiedUser } from '../backend/test/support/accounts';
import type { EmulatorUser } from '../backend/test/support/auth-emulator';
import { apiClient } from '../backend/test/support/http-client';
import { startTestApp, TestApp } from '../backend/test/support/test-app';
import { DESKTOP, launchBrowser, publishCourseOnSale, screenshot, screenshotBothWidths, signInAtAdminLogin, signInAtLoginPage, uploadLectureVideo } from './browser';

/*
 * Issue 11, "Done when": the wallet in the browser, as a student uses it. An empty wallet is
 * topped up with 200.000 ₫ through the VietQR of /wallet and the bank simulator of
 * `npm run bank:transfer`; a bonus code the admin made is claimed; a course is bought with the
 * wallet at the checkout, the bonus spent before the main balance; /wallet and /transactions
 * show what happened, and a course the wallet cannot cover is refused before any order is made.
 * The admin's /admin/wallet/manager then shows the money in its stat cards and the student's
 * movements in the system table.
 */

const WEB_DIST = process.env.WEB_DIST ?? join(__dirname, '..', 'frontend', 'dist');
const BANK_SIMULATOR = join(__dirname, '..', 'scripts', 'bank-transfer.mjs');

const DEPOSIT = 200_000;
const BONUS = { code: 'CHAOBAN', amount: 50_000, validityDays: 30 };
const COURSE = { title: 'Email marketing căn bản', slug: 'email-marketing-can-ban', price: 120_000, colours: ['#0f766e', '#5eead4'] };
/** More than what is left after COURSE: the wallet must say no before an order is made. */
const DEAR_COURSE = { title: 'Chạy quảng cáo Google chuyên sâu', slug: 'chay-quang-cao-google-chuyen-sau', price: 990_000, colours: ['#b45309', '#fcd34d'] };
/** Bonus first: the whole bonus, then the rest from main. */
const FROM_MAIN = COURSE.price - BONUS.amount; // 70.000
const MAIN_AFTER = DEPOSIT - FROM_MAIN; // 130.000

const vnd = (amount: number) => `${amount.toLocaleString('vi-VN')} ₫`;
const plain = (text: string) => text.replace(/\s/g, ' ');
const vietnamDay = (at: Date) => new Intl.DateTimeFormat('vi-VN', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Asia/Ho_Chi_Minh' }).format(at);

describe('the wallet journey in the browser: a VietQR deposit, a bonus code, a purchase paid from the wallet', () => {
  let app: TestApp;
  let browser: Browser;
  let api: ReturnType<typeof apiClient>;
  let admin: EmulatorUser;
  let student: EmulatorUser;
  let page: Page;
  let depositCode = '';
  let claimedAt: Date;
  let dearCourseId = '';

  const url = (path: string) => `${app.baseUrl}${path}`;
  const text = async (testId: string) => plain(await page.getByTestId(testId).innerText());

  /** `npm run bank:transfer -- <code> <amount>` against this app: SePay's notification of a transfer into `account`. */
  async function bankTransfer(memo: string, amount: number, account: string): Promise<string> {
    const env = { ...process.env, SEPAY_WEBHOOK_KEY: '', PAYMENT_ACCOUNT_NUMBER: account };
    const { stdout } = await promisify(execFile)(process.execPath, [BANK_SIMULATOR, '--api', app.baseUrl, memo, String(amount)], { env });
    return stdout;
  }

  /** The three balance cards, once loaded. */
  async function balances() {
    await page.getByTestId('wallet-main-balance').filter({ hasText: /\d/ }).waitFor();
    return { main: await text('wallet-main-balance'), bonus: await text('wallet-bonus-balance'), total: await text('wallet-total-balance') };
  }

  /** /wallet loads its balance once when opened: reloaded until the read model has caught up. */
  async function walletShows(expected: { main: string; bonus: string; total: string }) {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const shown = await balances();
      if (JSON.stringify(shown) === JSON.stringify(expected) || Date.now() > deadline) return expect(shown).toEqual(expected);
      await page.waitForTimeout(500);
      await page.reload();
    }
  }

  beforeAll(async () => {
    app = await startTestApp({ WEB_DIST });
    browser = await launchBrowser();
    api = apiClient(app.baseUrl);
    let instructor: EmulatorUser;
    [instructor, admin, student] = await Promise.all([signedInVerifiedUser(app, 'instructor'), signedInUser(app, 'admin'), signedInVerifiedUser(app, 'student')]);
    const videoId = await uploadLectureVideo(app.baseUrl, instructor.idToken);
    const category = await api('POST', '/categories', { token: admin.idToken, body: { name: 'Email marketing' } });
    expect(category.status).toBe(201);
    const tokens = { instructor: instructor.idToken, admin: admin.idToken };
    await publishCourseOnSale(app.baseUrl, tokens, COURSE, category.body.category._id, videoId);
    dearCourseId = await publishCourseOnSale(app.baseUrl, tokens, DEAR_COURSE, category.body.category._id, videoId);
    const bonusCode = await api('POST', '/admin/bonus-codes', { token: admin.idToken, body: { code: BONUS.code, bonusAmount: BONUS.amount, validityDays: BONUS.validityDays, claimLimit: 10 } });
    expect(bonusCode).toMatchObject({ status: 201, body: { bonusCode: { code: BONUS.code, isActive: true } } });

    // A student in Vietnam: the pages show times in the browser's zone.
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });
    page = await context.newPage();
    await signInAtLoginPage(page, app.baseUrl, student);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('opens an empty wallet from the menu and checks the amount before asking for a deposit', async () => {
    await page.goto(url('/wallet'));
    expect(await balances()).toEqual({ main: vnd(0), bonus: vnd(0), total: vnd(0) });
    await page.getByTestId('bonus-lots-empty').waitFor();
    await page.getByTestId('deposit-history-empty').waitFor();

    await page.getByTestId('deposit-amount-input').fill('5000');
    await page.getByTestId('deposit-submit').click();
    expect(await page.getByTestId('deposit-amount-error').innerText()).toBe(WALLET_ERRORS.DEPOSIT_AMOUNT_TOO_SMALL);
    await screenshot(page, 'wallet-empty-desktop');
  });

  it('deposits 200.000 ₫: a quick amount, the VietQR with the memo code, and the countdown', async () => {
    await page.getByTestId(`deposit-quick-${DEPOSIT}`).click();
    expect(plain(await page.getByTestId('deposit-amount-input').inputValue())).toBe('200.000');
    await page.getByTestId('deposit-submit').click();
    await page.waitForURL('**/wallet?deposit=*');
    await page.getByTestId('deposit-qr').waitFor();
    depositCode = new URL(page.url()).searchParams.get('deposit') as string;
    expect(await page.getByTestId('deposit-memo').innerText()).toBe(depositCode);
    expect(await text('deposit-amount')).toBe(vnd(DEPOSIT));
    const payload = (await page.getByTestId('deposit-qr').getAttribute('data-payload')) as string;
    expect(payload).toContain('A000000727');
    expect(payload).toContain(depositCode);
    await page.getByTestId('deposit-countdown').waitFor();
    // The new deposit waits in the history, with a way back to its QR.
    const row = page.locator(`[data-testid="deposit-history-row"][data-deposit-code="${depositCode}"]`);
    expect(await row.getByTestId('deposit-history-status').innerText()).toBe(DEPOSIT_STATUS_LABELS.pending);
    await screenshotBothWidths(page, 'wallet-deposit-qr');
  });

  it('the bank simulator pays it: the page turns paid without a reload and the main balance holds 200.000 ₫', async () => {
    await page.evaluate(() => Object.assign(window, { walletMark: 'before-the-transfer' }));
    const account = await page.getByTestId('deposit-account').innerText();
    const answer = await bankTransfer(depositCode, DEPOSIT, account);
    expect(answer).toContain('{"success":true}');

    await page.getByTestId('deposit-paid').waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => (window as unknown as { walletMark?: string }).walletMark)).toBe('before-the-transfer');
    expect(await text('deposit-credited')).toBe(vnd(DEPOSIT));
    await page.getByTestId('wallet-main-balance').filter({ hasText: '200.000' }).waitFor();
    expect(await balances()).toEqual({ main: vnd(DEPOSIT), bonus: vnd(0), total: vnd(DEPOSIT) });
    const row = page.locator(`[data-testid="deposit-history-row"][data-deposit-code="${depositCode}"]`);
    await row.getByTestId('deposit-history-status').filter({ hasText: DEPOSIT_STATUS_LABELS.paid }).waitFor();
    expect(plain(await row.getByTestId('deposit-history-credited').innerText())).toBe(`+${vnd(DEPOSIT)}`);
  });

  it("claims the admin's bonus code once: the server's message, a bonus lot with its expiry date, and a refusal the second time", async () => {
    await page.getByTestId('deposit-again').click();
    await page.waitForURL((u) => u.pathname === '/wallet' && !u.search.includes('deposit'));
    await page.getByTestId('bonus-claim-input').fill(BONUS.code.toLowerCase());
    claimedAt = new Date();
    await page.getByTestId('bonus-claim-submit').click();
    await page.getByTestId('bonus-claim-success').waitFor();
    expect(await page.getByTestId('bonus-claim-success').innerText()).toBe(WALLET_MESSAGES.bonusClaimed);
    await page.getByTestId('bonus-lot').waitFor();
    expect(await text('bonus-lot-amount')).toBe(vnd(BONUS.amount));
    const expiresOn = vietnamDay(new Date(claimedAt.getTime() + BONUS.validityDays * 86_400_000));
    expect(await text('bonus-lot-expiry')).toBe(`Hết hạn ${expiresOn}`);
    expect(await balances()).toEqual({ main: vnd(DEPOSIT), bonus: vnd(BONUS.amount), total: vnd(DEPOSIT + BONUS.amount) });

    await page.getByTestId('bonus-claim-input').fill(BONUS.code);
    await page.getByTestId('bonus-claim-submit').click();
    await page.getByTestId('bonus-claim-error').waitFor();
    expect(await page.getByTestId('bonus-claim-error').innerText()).toBe(WALLET_ERRORS.BONUS_CODE_ALREADY_CLAIMED);
    expect(await balances()).toEqual({ main: vnd(DEPOSIT), bonus: vnd(BONUS.amount), total: vnd(DEPOSIT + BONUS.amount) });
    await screenshotBothWidths(page, 'wallet-with-bonus');
  });

  it("buys a course with 'Ví của tôi' at the checkout: the bonus goes first, and the order is paid at once", async () => {
    await page.goto(url(`/courses/${COURSE.slug}`));
    await page.locator('[data-testid="course-price-box"] [data-testid="add-to-cart"]').click();
    await page.getByTestId('cart-count').filter({ hasText: '1' }).waitFor();
    await page.goto(url('/cart'));
    await page.getByTestId('cart-checkout').click();
    await page.waitForURL('**/checkout');
    await page.getByTestId('checkout-item').waitFor();
    await page.getByTestId('checkout-wallet-split').waitFor();
    expect(await text('checkout-wallet-balances')).toBe(`Ví chính ${vnd(DEPOSIT)} · Ví thưởng ${vnd(BONUS.amount)}`);
    expect(await text('checkout-wallet-split')).toBe(`Thanh toán ngay: trừ ${vnd(BONUS.amount)} ví thưởng trước, ${vnd(FROM_MAIN)} ví chính.`);
    await page.getByTestId('checkout-method-wallet-input').check();
    expect(await page.getByTestId('checkout-place').innerText()).toBe('Thanh toán bằng ví');
    await screenshot(page, 'wallet-checkout-desktop');

    await page.getByTestId('checkout-place').click();
    await page.getByTestId('payment-paid').waitFor({ timeout: 20_000 });
    // Paid at once: celebrated on /checkout, never sent to a QR to transfer to.
    expect(new URL(page.url()).pathname).toBe('/checkout');
    expect(await page.getByTestId('payment-qr').count()).toBe(0);
    expect(await page.getByTestId('payment-paid').innerText()).toContain('bằng ví của bạn');
    await screenshotBothWidths(page, 'wallet-checkout-paid');
  });

  it("shows the order in /transactions as paid with 'Ví của tôi'", async () => {
    await page.goto(url('/transactions'));
    const row = page.getByTestId('transaction-row').first();
    await row.waitFor();
    expect(await row.getByTestId('transaction-method').innerText()).toBe('Ví của tôi');
    expect(await row.getByTestId('transaction-status').innerText()).toBe(ORDER_STATUS_LABELS.paid);
    expect(plain(await row.getByTestId('transaction-total').innerText())).toBe(vnd(COURSE.price));
  });

  it('refuses the wallet for a course it cannot cover, saying how much is missing, before any order is made', async () => {
    await page.goto(url(`/courses/${DEAR_COURSE.slug}`));
    await page.locator('[data-testid="course-price-box"] [data-testid="add-to-cart"]').click();
    await page.getByTestId('cart-count').filter({ hasText: '1' }).waitFor();
    await page.goto(url('/checkout'));
    // The reason reads 'Đang tính giá...' until the quote answers.
    await page.getByTestId('checkout-wallet-reason').filter({ hasText: 'Số dư ví không đủ' }).waitFor();
    expect(await text('checkout-wallet-reason')).toBe(`Số dư ví không đủ: còn thiếu ${vnd(DEAR_COURSE.price - MAIN_AFTER)}. Nạp tiền vào ví`);
    expect(await page.getByTestId('checkout-method-wallet-input').isDisabled()).toBe(true);
    await screenshot(page, 'wallet-checkout-not-enough-desktop');
    // The server says the same to a request the page would never send.
    const refused = await api('POST', '/orders', { token: student.idToken, body: { items: [{ courseId: dearCourseId }], paymentMethod: 'wallet' } });
    expect(refused).toMatchObject({ status: 409, body: { code: 'WALLET_BALANCE_INSUFFICIENT', message: WALLET_ERRORS.WALLET_BALANCE_INSUFFICIENT } });
  });

  it('sees both balances, the bonus spent out and both histories on /wallet', async () => {
    await page.goto(url('/wallet'));
    await walletShows({ main: vnd(MAIN_AFTER), bonus: vnd(0), total: vnd(MAIN_AFTER) });
    await page.getByTestId('bonus-lots-empty').waitFor();
    const deposit = page.locator(`[data-testid="deposit-history-row"][data-deposit-code="${depositCode}"]`);
    expect(await deposit.getByTestId('deposit-history-status').innerText()).toBe(DEPOSIT_STATUS_LABELS.paid);

    await page.getByTestId('wallet-tab-bonuses').click();
    const bonus = page.getByTestId('bonus-history-row');
    await bonus.waitFor();
    expect(plain(await bonus.getByTestId('bonus-history-amount').innerText())).toBe(`+${vnd(BONUS.amount)}`);
    expect(plain(await bonus.getByTestId('bonus-history-left').innerText())).toBe(vnd(0));
    expect(await bonus.getByTestId('bonus-history-status').innerText()).toBe(RECEIVED_BONUS_STATUS_LABELS.used);
    // A day range after the claim leaves nothing; clearing it brings the row back (each filter from page 1).
    const tomorrow = new Date(claimedAt.getTime() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });
    await page.getByTestId('bonus-history-from-date').fill(tomorrow);
    await page.getByTestId('bonus-history-empty').waitFor();
    await page.getByTestId('bonus-history-from-date').fill('');
    await bonus.waitFor();

    await page.getByTestId('wallet-tab-deposits').click();
    await deposit.waitFor();
    await screenshotBothWidths(page, 'wallet');
  });

  it("the admin's wallet overview counts the deposit and what is left, and lists the student's three movements", async () => {
    const adminPage = await (await browser.newContext({ viewport: DESKTOP, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' })).newPage();
    await signInAtAdminLogin(adminPage, app.baseUrl, admin);
    await adminPage.goto(url('/admin/wallet/manager'));
    const stat = async (key: string) => plain(await adminPage.getByTestId(`wallet-stat-${key}-value`).innerText());
    await adminPage.getByTestId('wallet-stat-totalDeposited-value').filter({ hasText: '200.000' }).waitFor();
    expect({ deposited: await stat('totalDeposited'), main: await stat('totalMainBalance'), bonus: await stat('totalBonusBalance') }).toEqual({
      deposited: vnd(DEPOSIT),
      main: vnd(MAIN_AFTER),
      bonus: vnd(0),
    });

    await adminPage.getByTestId('wallet-search').fill(student.email);
    const rows = adminPage.getByTestId('wallet-transaction-row');
    await adminPage.getByTestId('wallet-total').getByText('Tổng cộng 3 giao dịch').waitFor();
    const amounts = (await adminPage.getByTestId('wallet-transaction-amount').allInnerTexts()).map(plain);
    // Newest first: the purchase, the bonus, the deposit.
    expect(amounts).toEqual([`−${vnd(COURSE.price)}`, `+${vnd(BONUS.amount)}`, `+${vnd(DEPOSIT)}`]);
    expect(plain(await rows.first().innerText())).toContain(`ví thưởng ${vnd(BONUS.amount)}, ví chính ${vnd(FROM_MAIN)}`);
    expect(await rows.nth(1).innerText()).toContain(BONUS.code);
    await screenshotBothWidths(adminPage, 'wallet-journey-admin-manager');
  });
});
