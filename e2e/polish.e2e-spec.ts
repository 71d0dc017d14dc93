import { AUTH_MESSAGES, CONTACT_MESSAGES } from '@academy/contracts';
import { mkdirSync } from 'fs';
import { join } from 'path';
import type { Browser, Locator, Page } from 'playwright-core';
import { signedInUser, signedInVerifiedUser } from '../backend/test/support/accounts';
import { startTestApp, TestApp } from '../backend/test/support/test-app';
import { launchBrowser, MOBILE, signInAtAdminLogin } from './browser';

const WEB_DIST = process.env.WEB_DIST ?? join(__dirname, '..', 'frontend', 'dist');
const SHOTS = process.env.POLISH_SHOTS ?? join(__dirname, '..', 'test-results', 'screenshots', 'polish');
const WIDE = { width: 1366, height: 900 };

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** "The polish a first visitor notices" (issue 16, item 5), checked where a visitor sees it. */
describe('polish a first visitor notices', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    app = await startTestApp({ WEB_DIST });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function openPage(path: string, viewport = WIDE): Promise<Page> {
    const page = await browser.newPage({ viewport, locale: 'vi-VN' });
    await page.goto(`${app.baseUrl}${path}`);
    return page;
  }
  const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: false });

  /** The lines a text takes on screen. */
  const lines = (locator: Locator) =>
    locator.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));

  it('an empty sign-up names every missing field at once, and a refused sign-in is said once, inline', async () => {
    for (const [viewport, name] of [
      [WIDE, 'wide'],
      [MOBILE, 'phone'],
    ] as const) {
      const page = await openPage('/register', viewport);
      const panel = page.locator('[data-testid="auth-panel"][data-mode="register"]');
      await panel.locator('[data-testid="auth-submit"]').click();
      for (const field of ['name', 'phoneNumber', 'acceptTerms']) await panel.locator(`[data-testid="auth-error-${field}"]`).waitFor();
      expect(await panel.locator('[data-testid="auth-error"]').innerText()).toBe(AUTH_MESSAGES.emailAndPasswordRequired);
      await shot(page, `signup-empty-${name}`);
      await page.close();
    }

    const page = await openPage('/login');
    const panel = page.locator('[data-testid="auth-screen"]');
    await panel.locator('input[name="email"]').fill('khong-co@hocvien.vn');
    await panel.locator('input[name="password"]').fill('sai-mat-khau');
    await panel.locator('[data-testid="auth-submit"]').click();
    const inline = panel.locator('[data-testid="auth-error"]');
    await inline.waitFor();
    const message = await inline.innerText();
    await page.waitForTimeout(600);
    // The same words appear once on the page: no toast repeats the inline alert.
    expect(await page.getByText(message, { exact: true }).count()).toBe(1);
    await shot(page, 'signin-refused-wide');
    await page.close();
  });

  it('toasts never cover the header actions and never take a click, at 1366 and 390 px', async () => {
    const user = await signedInVerifiedUser(app, 'student');
    for (const [viewport, name] of [
      [WIDE, 'wide'],
      [MOBILE, 'phone'],
    ] as const) {
      const page = await openPage('/login', viewport);
      const panel = page.locator('[data-testid="auth-screen"]');
      await panel.locator('input[name="email"]').fill(user.email);
      await panel.locator('input[name="password"]').fill(user.password);
      await panel.locator('[data-testid="auth-submit"]').click();
      const toast = page.locator('.toast', { hasText: 'Đăng nhập thành công' });
      await toast.waitFor();
      await page.waitForTimeout(400);
      const toastBox = (await toast.boundingBox())!;
      const actions = (await page.locator('.mainbar-actions').boundingBox())!;
      expect(overlaps(toastBox, actions)).toBe(false);
      const underToast = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('.toast') ?? null, {
        x: toastBox.x + toastBox.width / 2,
        y: toastBox.y + toastBox.height / 2,
      });
      expect(underToast).toBeNull(); // a click there reaches the page, not the toast
      await shot(page, `toast-after-sign-in-${name}`);
      await page.close();
    }
  });

  it('a sent contact message stays confirmed in place of the form', async () => {
    const page = await openPage('/support', MOBILE);
    const form = page.locator('[data-testid="contact-form"]');
    await form.locator('input[name="name"]').fill('Đỗ Thu Hà');
    await form.locator('input[name="email"]').fill('ha.do@example.vn');
    await form.locator('textarea[name="message"]').fill('Tôi muốn hỏi về học phí khóa học.');
    await page.click('[data-testid="contact-submit"]');
    const sent = page.locator('[data-testid="contact-sent"]');
    await sent.waitFor();
    await page.waitForTimeout(2500);
    expect(await sent.isVisible()).toBe(true);
    expect(await sent.innerText()).toContain(CONTACT_MESSAGES.sent);
    expect(await page.locator('.toast', { hasText: CONTACT_MESSAGES.sent }).count()).toBe(0);
    await sent.scrollIntoViewIfNeeded();
    await shot(page, 'contact-sent-phone');
    await page.click('[data-testid="contact-send-another"]');
    expect(await form.locator('input[name="name"]').inputValue()).toBe('');
    await page.close();
  });

  it('admin screens: one status in the spec colours, two-line stat labels, whole emails', async () => {
    const admin = await signedInUser(app, 'admin');
    const page = await openPage('/');
    await signInAtAdminLogin(page, app.baseUrl, admin);

    for (const [path, cards] of [
      ['/admin/dashboard', 'user-stats'],
      ['/admin/orders', 'sales-stats'],
      ['/admin/wallet/manager', 'wallet-stats'],
    ]) {
      await page.goto(`${app.baseUrl}${path}`);
      const labels = page.locator(`[data-testid="${cards}"] .stat-label`);
      await labels.first().waitFor();
      const measured = await Promise.all((await labels.all()).map(async (label) => [await label.innerText(), await lines(label)] as const));
      expect(measured.filter(([, count]) => count > 2)).toEqual([]);
      await shot(page, `stats-${path.split('/').pop()}-wide`);
    }

    await page.goto(`${app.baseUrl}/admin/users`);
    const email = page.locator('[data-testid="user-email"]').first();
    await email.waitFor();
    expect(await email.evaluate((el) => getComputedStyle(el).overflowWrap)).toBe('normal');
    expect(await email.getAttribute('title')).toContain('@');
    await page.setViewportSize(MOBILE);
    await shot(page, 'users-phone');
    expect(await email.evaluate((el) => getComputedStyle(el).overflowWrap)).toBe('normal');
    await page.setViewportSize(WIDE);

    await page.goto(`${app.baseUrl}/support`);
    const visitor = page.locator('[data-testid="contact-form"]');
    await visitor.locator('input[name="name"]').fill('Lý Quốc Bảo');
    await visitor.locator('input[name="email"]').fill('quoc.bao.ly@cong-ty-rat-dai.example.vn');
    await visitor.locator('textarea[name="message"]').fill('Xin báo giá cho doanh nghiệp.');
    await page.click('[data-testid="contact-submit"]');
    await page.locator('[data-testid="contact-sent"]').waitFor();
    await page.goto(`${app.baseUrl}/admin/contacts`);
    const row = page.locator('[data-testid="contact-row"]', { hasText: 'Lý Quốc Bảo' });
    await row.waitFor();
    const status = row.locator('[data-testid="contact-status-select"]');
    expect(await status.getAttribute('data-tone')).toBe('yellow');
    expect(await row.getByText('Mới', { exact: true }).count()).toBe(1);
    await shot(page, 'contacts-wide');
    await status.selectOption('in_progress');
    await page.waitForFunction(() => document.querySelector('[data-testid="contact-status-select"][data-tone="blue"]') !== null);
    await page.setViewportSize(MOBILE);
    await shot(page, 'contacts-phone');
    await page.close();
  });

  it('a marketing page card keeps a margin from the screen edges on a phone; the profile has no raw avatar URL field', async () => {
    const page = await openPage('/pro-gift', MOBILE);
    const card = page.locator('[data-testid="pro-toolkit-locked"]');
    await card.waitFor();
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(12);
    expect(MOBILE.width - (box.x + box.width)).toBeGreaterThanOrEqual(12);
    await shot(page, 'pro-gift-phone');
    await page.close();

    const user = await signedInVerifiedUser(app, 'student');
    const profile = await openPage('/login');
    const panel = profile.locator('[data-testid="auth-screen"]');
    await panel.locator('input[name="email"]').fill(user.email);
    await panel.locator('input[name="password"]').fill(user.password);
    await panel.locator('[data-testid="auth-submit"]').click();
    await profile.locator('[data-testid="welcome-popup"]').waitFor();
    await profile.goto(`${app.baseUrl}/profile`);
    await profile.locator('[data-testid="profile-form"]').waitFor();
    expect(await profile.locator('input[name="avatarUrl"]').count()).toBe(0);
    await shot(profile, 'profile-wide');
    await profile.close();
  });
});
