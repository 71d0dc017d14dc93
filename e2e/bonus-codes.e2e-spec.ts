import { ERROR_MESSAGES, WALLET_MESSAGES } from '@academy/contracts';
import { join } from 'path';
import type { Browser, Page } from 'playwright-core';
import { signedInUser } from '../backend/test/support/accounts';
import { apiClient } from '../backend/test/support/http-client';
import { startTestApp, TestApp } from '../backend/test/support/test-app';
import { DESKTOP, launchBrowser, screenshot, screenshotBothWidths, signInAtAdminLogin } from './browser';

const WEB_DIST = process.env.WEB_DIST ?? join(__dirname, '..', 'frontend', 'dist');

describe('bonus codes in the browser (/admin/wallet/bonusCodes)', () => {
  let app: TestApp;
  let browser: Browser;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  let student: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    app = await startTestApp({ WEB_DIST });
    browser = await launchBrowser();
    [admin, student] = await Promise.all([signedInUser(app, 'admin'), signedInUser(app, 'student')]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function bonusCodesPage(): Promise<Page> {
    const page = await browser.newPage({ viewport: DESKTOP, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });
    await signInAtAdminLogin(page, app.baseUrl, admin);
    await page.goto(`${app.baseUrl}/admin/wallet/bonusCodes`);
    await page.locator('[data-testid="bonus-codes-empty"], [data-testid="bonus-codes-table"]').first().waitFor();
    return page;
  }

  const rowOf = (page: Page, code: string) => page.locator(`[data-testid="bonus-code-row"][data-code="${code}"]`);

  it('an admin creates codes (the newest on top), sees a claim counted, switches one off and deletes them', async () => {
    const page = await bonusCodesPage();
    await page.getByRole('link', { name: 'Mã thưởng' }).first().waitFor();
    await page.click('[data-testid="bonus-code-create"]');
    const form = page.locator('[data-testid="bonus-code-form"]');
    await page.click('[data-testid="bonus-code-submit"]');
    await form.getByText(ERROR_MESSAGES.BONUS_CODE_INVALID).first().waitFor();
    await form.getByText(ERROR_MESSAGES.BONUS_AMOUNT_INVALID).first().waitFor();

    await form.locator('input[name="code"]').pressSequentially('tet2099');
    expect(await form.locator('input[name="code"]').inputValue()).toBe('TET2099');
    await form.locator('input[name="bonusAmount"]').fill('50.000');
    await form.locator('input[name="validityDays"]').fill('14');
    await form.locator('input[name="claimLimit"]').fill('100');
    await form.locator('input[name="validFrom"]').fill('2026-01-01');
    await form.locator('input[name="validUntil"]').fill('2099-02-28');
    await screenshot(page, 'admin-bonus-codes-modal-desktop');
    await page.click('[data-testid="bonus-code-submit"]');
    await page.getByText(WALLET_MESSAGES.bonusCodeCreated).first().waitFor();

    const tet = rowOf(page, 'TET2099');
    await tet.waitFor();
    expect(await tet.getByTestId('bonus-code-amount').innerText()).toMatch(/^50\.000\s₫$/);
    expect(await tet.getByTestId('bonus-code-validity').innerText()).toBe('14 ngày');
    expect(await tet.getByTestId('bonus-code-claims').innerText()).toBe('0 / 100');
    expect(await tet.getByTestId('bonus-code-window').innerText()).toBe('01/01/2026 – 28/02/2099');
    expect(await tet.getByTestId('bonus-code-status').innerText()).toBe('Hoạt động');

    // A second code, without a limit or a window, lands on top.
    await page.click('[data-testid="bonus-code-create"]');
    await form.locator('input[name="code"]').fill('CHAOMUNG');
    await form.locator('input[name="bonusAmount"]').fill('20000');
    await page.click('[data-testid="bonus-code-submit"]');
    await rowOf(page, 'CHAOMUNG').waitFor();
    expect(await page.getByTestId('bonus-code-code').allInnerTexts()).toEqual(['CHAOMUNG', 'TET2099']);
    expect(await rowOf(page, 'CHAOMUNG').getByTestId('bonus-code-claims').innerText()).toBe('0 / ∞');
    expect(await rowOf(page, 'CHAOMUNG').getByTestId('bonus-code-window').innerText()).toBe('Không giới hạn');

    // A student claims TET2099: the list counts the claim.
    const claimed = await apiClient(app.baseUrl)('POST', '/bonus/claim', { token: student.idToken, body: { code: 'tet2099' } });
    expect(claimed.status).toBe(200);
    await page.reload();
    await tet.getByText('1 / 100').waitFor();
    await screenshotBothWidths(page, 'admin-bonus-codes');

    // Edit: new terms, the code read-only.
    await tet.getByTestId('bonus-code-edit').click();
    expect(await form.locator('input[name="code"]').getAttribute('readonly')).not.toBeNull();
    await form.locator('input[name="bonusAmount"]').fill('80000');
    await page.click('[data-testid="bonus-code-submit"]');
    await page.getByText(WALLET_MESSAGES.bonusCodeUpdated).first().waitFor();
    await tet.getByText(/^80\.000\s₫$/).waitFor();

    // The switch, off and on again.
    await rowOf(page, 'CHAOMUNG').getByTestId('bonus-code-toggle').click({ force: true });
    await rowOf(page, 'CHAOMUNG').getByTestId('bonus-code-status').getByText('Không hoạt động').waitFor();
    await rowOf(page, 'CHAOMUNG').getByTestId('bonus-code-toggle').click({ force: true });
    await rowOf(page, 'CHAOMUNG').getByTestId('bonus-code-status').getByText('Hoạt động').waitFor();

    // Deleting the claimed code switches it off; the unclaimed one is erased.
    await tet.getByTestId('bonus-code-delete').click();
    await page.getByTestId('bonus-code-delete-dialog').getByText('Xác nhận Xóa').waitFor();
    await page.click('[data-testid="confirm-button"]');
    await page.getByText(WALLET_MESSAGES.bonusCodeDeactivated).first().waitFor();
    await tet.getByTestId('bonus-code-status').getByText('Không hoạt động').waitFor();
    await rowOf(page, 'CHAOMUNG').getByTestId('bonus-code-delete').click();
    await page.click('[data-testid="confirm-button"]');
    await page.getByText(WALLET_MESSAGES.bonusCodeDeleted).first().waitFor();
    await rowOf(page, 'CHAOMUNG').waitFor({ state: 'detached' });
    expect(await page.getByTestId('bonus-code-code').allInnerTexts()).toEqual(['TET2099']);
    await page.close();
  });
});
