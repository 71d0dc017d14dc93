import { RECEIVED_BONUS_STATUS_LABELS, WALLET_ENTRY_LABELS, WALLET_MESSAGES } from '@academy/contracts';
import { join } from 'path';
import type { Browser, Page } from 'playwright-core';
import { signedInUser, signedInVerifiedUser } from '../backend/test/support/accounts';
import type { EmulatorUser } from '../backend/test/support/auth-emulator';
import { apiClient } from '../backend/test/support/http-client';
import { startTestApp, TestApp } from '../backend/test/support/test-app';
import { TestClock } from '../backend/src/platform/testing/test-clock';
import { DESKTOP, launchBrowser, screenshotBothWidths, signInAtLoginPage } from './browser';

/*
 * Issue 11, the bonus's end in the browser: a student claims a bonus code on /wallet; the app's
 * clock moves (the real repeated BullMQ sweep runs every second here); three days before the end
 * the bell says the bonus is about to expire, after the end it says the bonus expired, and /wallet
 * and /transactions show the lot closed, its money out of the bonus balance.
 */

const WEB_DIST = process.env.WEB_DIST ?? join(__dirname, '..', 'frontend', 'dist');
const DAY_MS = 24 * 60 * 60 * 1000;
// 10:00 in Hà Nội on 1 May 2027: the server's clock; the browser keeps its own.
const START = '2027-05-01T03:00:00.000Z';
const at = (days: number, extraMs = 0) => new Date(Date.parse(START) + days * DAY_MS + extraMs);
const BONUS = { code: 'HETHAN10', amount: 50_000, validityDays: 10 };

const vnd = (amount: number) => `${amount.toLocaleString('vi-VN')} ₫`;
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('a bonus expires in the browser: the reminder, the expiry, the wallet after it', () => {
  const clock = new TestClock(START);
  let app: TestApp;
  let browser: Browser;
  let student: EmulatorUser;
  let page: Page;

  const url = (path: string) => `${app.baseUrl}${path}`;

  /** The bell's newest notice titled `title`, reloading the page until the reaction has delivered it. */
  async function bellShows(title: string): Promise<string> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      await page.getByTestId('notification-bell').click();
      const item = page.getByTestId('notification-item').filter({ hasText: title });
      if ((await item.count()) > 0) return plain(await item.first().innerText());
      if (Date.now() > deadline) throw new Error(`the bell never showed '${title}'`);
      await page.waitForTimeout(700);
      await page.reload();
    }
  }

  beforeAll(async () => {
    app = await startTestApp({ WEB_DIST, BONUS_EXPIRY_SWEEP_SECONDS: '1', BONUS_EXPIRY_REMINDER_DAYS: '3' }, [], { clock });
    browser = await launchBrowser();
    const admin = await signedInUser(app, 'admin');
    student = await signedInVerifiedUser(app, 'student');
    const body = { code: BONUS.code, bonusAmount: BONUS.amount, validityDays: BONUS.validityDays, claimLimit: null, validFrom: null, validUntil: null };
    expect(await apiClient(app.baseUrl)('POST', '/admin/bonus-codes', { token: admin.idToken, body })).toMatchObject({ status: 201 });
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });
    page = await context.newPage();
    await signInAtLoginPage(page, app.baseUrl, student);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('claims a bonus of 50.000 ₫ valid for ten days', async () => {
    await page.goto(url('/wallet'));
    await page.getByTestId('bonus-claim-input').fill(BONUS.code);
    await page.getByTestId('bonus-claim-submit').click();
    expect(await page.getByTestId('bonus-claim-success').innerText()).toBe(WALLET_MESSAGES.bonusClaimed);
    await page.getByTestId('wallet-bonus-balance').filter({ hasText: '50.000' }).waitFor();
    expect(plain(await page.getByTestId('bonus-lot-expiry').innerText())).toBe('Hết hạn 11/05/2027');
  });

  it('three days before the end, the bell reminds the student once', async () => {
    clock.set(at(7, 60 * 60 * 1000));
    const reminder = await bellShows('Tiền thưởng sắp hết hạn');
    expect(reminder).toContain('Tiền thưởng 50.000 ₫ trong ví của bạn sẽ hết hạn vào 10:00 ngày 11/05/2027.');
    await screenshotBothWidths(page, 'bonus-expiry-reminder');
    // Still spendable until the end.
    expect(plain(await page.getByTestId('wallet-bonus-balance').innerText())).toBe(vnd(BONUS.amount));
  });

  it('after the end, the bell says it expired, and the wallet and /transactions show the lot closed', async () => {
    clock.set(at(10, 60 * 1000));
    const expired = await bellShows('Tiền thưởng đã hết hạn');
    expect(expired).toContain('Tiền thưởng 50.000 ₫ trong ví của bạn đã hết hạn và không còn dùng được.');
    await page.keyboard.press('Escape');

    await page.goto(url('/wallet'));
    await page.getByTestId('wallet-bonus-balance').filter({ hasText: /\d/ }).waitFor();
    expect(plain(await page.getByTestId('wallet-bonus-balance').innerText())).toBe(vnd(0));
    await page.getByTestId('bonus-lots-empty').waitFor();
    await page.getByTestId('wallet-tab-bonuses').click();
    const bonus = page.getByTestId('bonus-history-row');
    expect(await bonus.getByTestId('bonus-history-status').innerText()).toBe(RECEIVED_BONUS_STATUS_LABELS.expired);

    await page.goto(url('/transactions'));
    const expiry = page.locator('[data-testid="wallet-entry-row"][data-entry-type="bonus_expired"]');
    await expiry.waitFor();
    expect(plain(await expiry.innerText())).toContain(WALLET_ENTRY_LABELS.bonus_expired);
    expect(plain(await expiry.getByTestId('wallet-entry-amount').innerText())).toBe(`−${vnd(BONUS.amount)}`);
    const claimed = page.locator('[data-testid="wallet-entry-row"][data-entry-type="bonus"]');
    expect(plain(await claimed.getByTestId('wallet-entry-amount').innerText())).toBe(`+${vnd(BONUS.amount)}`);
    await screenshotBothWidths(page, 'transactions-wallet-entries');
  });
});
