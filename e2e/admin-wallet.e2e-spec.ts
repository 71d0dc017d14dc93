import { ERROR_MESSAGES, WALLET_MESSAGES } from '@academy/contracts';
import { randomUUID } from 'crypto';
import { join } from 'path';
import type { Browser, Page } from 'playwright-core';
import { UserAccountRegistrar } from '../backend/src/modules/identity';
import { walletDecider, WalletCommand } from '../backend/src/modules/wallet/domain/wallet/wallet.decider';
import { CommandSender } from '../backend/src/platform/commands/command-sender';
import { signedInUser } from '../backend/test/support/accounts';
import type { EmulatorUser } from '../backend/test/support/auth-emulator';
import { startTestApp, TestApp } from '../backend/test/support/test-app';
import { DESKTOP, launchBrowser, screenshotBothWidths, signInAtAdminLogin } from './browser';

const WEB_DIST = process.env.WEB_DIST ?? join(__dirname, '..', 'frontend', 'dist');
const DAY_MS = 24 * 60 * 60 * 1000;

/** "1.234.000 ₫" as vi-VN writes it (the space before ₫ is a no-break space). */
const vnd = (amount: number) => new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' }).format(amount);

describe('the admin wallet overview in the browser (/admin/wallet/manager)', () => {
  let app: TestApp;
  let browser: Browser;
  let admin: EmulatorUser;
  let page: Page;
  const holders: Array<{ uid: string; name: string; email: string }> = [];

  /** Deposits, bonus lots and payments as their own use cases send them: here straight to the wallet. */
  const decide = (command: WalletCommand) => app.app.get(CommandSender).decide(walletDecider, command, { at: new Date(command.data.at) });
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString();
  const stat = (key: string) => page.getByTestId(`wallet-stat-${key}-value`);
  const rows = () => page.getByTestId('wallet-transaction-row');

  beforeAll(async () => {
    app = await startTestApp({ WEB_DIST });
    browser = await launchBrowser();
    admin = await signedInUser(app, 'admin');
    const people = [
      ['Trần Thị Lan', 'lan'],
      ['Phạm Văn Minh', 'minh'],
      ['Lê Hoàng Nam', 'nam'],
    ];
    for (const [name, handle] of people) {
      const uid = `u-${randomUUID()}`;
      const email = `${handle}.${uid.slice(2, 8)}@example.vn`;
      const personal = { name: name!, email, phoneNumber: '', age: null, avatarUrl: null };
      await app.app.get(UserAccountRegistrar).register({ uid, role: 'student', personal, emailVerified: true, source: 'seed', registeredBy: null, registeredAt: new Date(at(30)) });
      holders.push({ uid, name: name!, email });
    }
    // Twelve movements over the last days: a page and a bit. Deposit ids are their memo codes (NT…).
    const source = { kind: 'bonus_code' as const, code: 'TET2027', bonusCodeId: 'b1' };
    for (const [i, holder] of holders.entries()) {
      await decide({ type: 'CreditDeposit', data: { userId: holder.uid, depositId: `NT7K2Q9XWM30${i}`, amount: 200_000 * (i + 1), at: at(10 - i) } });
      await decide({ type: 'GrantBonusLot', data: { userId: holder.uid, lotId: `lot-${i}`, amount: 50_000, source, expiresAt: at(-30), at: at(9 - i) } });
      await decide({ type: 'PayFromWallet', data: { userId: holder.uid, orderId: `o-${i}`, orderCode: `DH${1000 + i}`, amount: 120_000, at: at(8 - i) } });
      await decide({ type: 'CreditDeposit', data: { userId: holder.uid, depositId: `NT4HD8PZ6RB1${i}`, amount: 100_000, at: at(5 - i) } });
    }
    page = await (await browser.newContext({ viewport: DESKTOP, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' })).newPage();
    await signInAtAdminLogin(page, app.baseUrl, admin);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('shows the three cards and every movement, newest first, ten a page with green and red amounts', async () => {
    await page.goto(`${app.baseUrl}/admin/wallet/manager`);
    // Deposits 200k + 400k + 600k and 3 × 100k; payments 3 × 120k, each 50k from bonus first.
    await stat('totalDeposited').getByText(vnd(1_500_000)).waitFor();
    expect(await stat('totalMainBalance').textContent()).toBe(vnd(1_500_000 - 3 * 70_000));
    expect(await stat('totalBonusBalance').textContent()).toBe(vnd(0));
    await page.getByTestId('wallet-total').getByText('Tổng cộng 12 giao dịch').waitFor();
    expect(await rows().count()).toBe(10);
    const first = rows().first();
    expect(await first.textContent()).toContain('Lê Hoàng Nam');
    expect(await first.getByTestId('wallet-transaction-amount').textContent()).toBe(`+${vnd(100_000)}`);
    const payment = rows().filter({ hasText: 'DH1002' });
    expect(await payment.getByTestId('wallet-transaction-amount').getAttribute('class')).toContain('is-debit');
    expect(await payment.textContent()).toContain(`Thanh toán đơn hàng DH1002: ví thưởng ${vnd(50_000)}, ví chính ${vnd(70_000)}`);
    await page.getByTestId('pagination').waitFor();
    await screenshotBothWidths(page, 'admin-wallet-manager');
  });

  it('searches by name after the typing pauses, toggles the date order and pages', async () => {
    await page.getByTestId('wallet-search').fill('tran thi lan');
    await page.getByTestId('wallet-total').getByText('Tổng cộng 4 giao dịch').waitFor();
    expect(await page.getByTestId('pagination').count()).toBe(0);
    const amounts = async () => page.getByTestId('wallet-transaction-amount').allTextContents();
    expect(await amounts()).toEqual([`+${vnd(100_000)}`, `−${vnd(120_000)}`, `+${vnd(50_000)}`, `+${vnd(200_000)}`]);
    await page.getByTestId('wallet-sort-date').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="wallet-transaction-amount"]')?.textContent?.startsWith('+200'));
    expect(await amounts()).toEqual([`+${vnd(200_000)}`, `+${vnd(50_000)}`, `−${vnd(120_000)}`, `+${vnd(100_000)}`]);
    await page.getByTestId('wallet-search').fill('khong-ai-ca');
    await page.getByTestId('wallet-transactions-empty').getByText(WALLET_MESSAGES.noTransactions).waitFor();
    await page.getByTestId('wallet-search').fill('');
    await page.getByTestId('wallet-total').getByText('Tổng cộng 12 giao dịch').waitFor();
    await page.getByTestId('pagination-page-2').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="wallet-transaction-row"]').length === 2);
  });

  it('adjusts a balance by hand only with a reason; a debit beyond the balance is refused; the history shows who and why', async () => {
    const minh = holders[1]!;
    await page.getByTestId('wallet-adjust-open').click();
    const dialog = page.getByTestId('adjust-wallet-modal');
    await dialog.getByTestId('adjust-user-search').fill('minh');
    await dialog.getByTestId('adjust-user-option').first().click();
    await dialog.getByTestId('adjust-chosen-user').getByText('Phạm Văn Minh').waitFor();
    await dialog.getByTestId('adjust-direction-debit').check();
    await dialog.getByTestId('adjust-amount').fill('5000000');
    await dialog.getByTestId('adjust-submit').click();
    await dialog.getByTestId('adjust-error-reason').getByText(ERROR_MESSAGES.WALLET_ADJUSTMENT_REASON_REQUIRED).waitFor();
    await dialog.getByTestId('adjust-reason').fill('Thu hồi tiền nạp trùng');
    await dialog.getByTestId('adjust-submit').click();
    await dialog.getByTestId('adjust-form-error').getByText(ERROR_MESSAGES.WALLET_ADJUSTMENT_EXCEEDS_BALANCE).waitFor();
    await screenshotBothWidths(page, 'admin-wallet-adjust-dialog');

    await dialog.getByTestId('adjust-amount').fill('30000');
    await dialog.getByTestId('adjust-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await page.locator('.toast', { hasText: WALLET_MESSAGES.walletAdjusted }).first().waitFor();
    await page.getByTestId('wallet-search').fill(minh.email);
    const adjustment = rows().filter({ hasText: 'Thu hồi tiền nạp trùng' });
    await adjustment.waitFor();
    expect(await adjustment.textContent()).toContain('Người điều chỉnh: Người dùng admin');
    expect(await adjustment.getByTestId('wallet-transaction-amount').textContent()).toBe(`−${vnd(30_000)}`);
    await stat('totalMainBalance').getByText(vnd(1_500_000 - 3 * 70_000 - 30_000)).waitFor();
  });
});
