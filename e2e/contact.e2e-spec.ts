import { CONTACT_MESSAGES, FIELD_MESSAGES } from '@academy/contracts';
import { join } from 'path';
import type { Browser, Page } from 'playwright-core';
import { signedInUser } from '../backend/test/support/accounts';
import { startTestApp, TestApp } from '../backend/test/support/test-app';
import { DESKTOP, launchBrowser, MOBILE, screenshot, signInAtAdminLogin } from './browser';

const WEB_DIST = process.env.WEB_DIST ?? join(__dirname, '..', 'frontend', 'dist');

describe('contact slice in the browser', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    app = await startTestApp({ WEB_DIST });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function openPage(path: string, viewport = DESKTOP): Promise<Page> {
    const page = await browser.newPage({ viewport, locale: 'vi-VN' });
    await page.goto(`${app.baseUrl}${path}`);
    return page;
  }

  async function signInAsAdmin(page: Page, email: string, password: string): Promise<void> {
    await signInAtAdminLogin(page, app.baseUrl, { email, password });
  }

  it('a visitor sends a message and an admin handles it', async () => {
    const visitor = await openPage('/support');
    const form = visitor.locator('[data-testid="contact-form"]');
    await form.locator('input[name="name"]').fill('Lê Minh Tuấn');
    await form.locator('input[name="email"]').fill('tuan@khong-hop-le');
    await visitor.click('[data-testid="contact-submit"]');
    await visitor.getByText(FIELD_MESSAGES.emailInvalid).waitFor();
    await visitor.getByText(CONTACT_MESSAGES.messageRequired).waitFor();

    await form.locator('input[name="email"]').fill('tuan@example.vn');
    await form.locator('textarea[name="message"]').fill('Cho tôi hỏi lịch khai giảng khóa SEO tháng tới.');
    await screenshot(visitor, 'contact-desktop');
    await visitor.click('[data-testid="contact-submit"]');
    // The confirmation stays in place of the form (no toast to miss), until the visitor asks for another.
    await visitor.locator('[data-testid="contact-sent"]', { hasText: CONTACT_MESSAGES.sent }).waitFor();
    await visitor.waitForTimeout(2500);
    expect(await visitor.locator('[data-testid="contact-sent"]').isVisible()).toBe(true);
    await visitor.click('[data-testid="contact-send-another"]');
    expect(await form.locator('input[name="name"]').inputValue()).toBe('');
    await visitor.close();

    const admin = await signedInUser(app, 'admin');
    const page = await openPage('/');
    await signInAsAdmin(page, admin.email, admin.password);
    await page.goto(`${app.baseUrl}/admin/contacts`);
    const row = page.locator('[data-testid="contact-row"]', { hasText: 'Lê Minh Tuấn' });
    await row.waitFor();
    expect(await row.locator('[data-testid="contact-email"]').innerText()).toContain('tuan@example.vn');
    await screenshot(page, 'admin-contacts-desktop');

    await row.locator('[data-testid="contact-status-select"]').selectOption('resolved');
    await page.getByText(CONTACT_MESSAGES.statusUpdated).first().waitFor();
    await page.locator('[data-testid="contact-status-filter"]').selectOption('resolved');
    await page.locator('[data-testid="contact-row"]', { hasText: 'Lê Minh Tuấn' }).waitFor();

    await page.reload();
    const reloaded = page.locator('[data-testid="contact-row"]', { hasText: 'Lê Minh Tuấn' });
    await reloaded.waitFor();
    expect(await reloaded.locator('[data-testid="contact-status-select"]').inputValue()).toBe('resolved');

    await page.setViewportSize(MOBILE);
    await screenshot(page, 'admin-contacts-mobile');
    await page.close();
  });

  it('keeps a student out of the admin area', async () => {
    const student = await signedInUser(app, 'student');
    const page = await openPage('/admin/login');
    await page.fill('[data-testid="admin-login-form"] input[name="email"]', student.email);
    await page.fill('[data-testid="admin-login-form"] input[name="password"]', student.password);
    await page.click('[data-testid="admin-login-submit"]');
    await page.locator('[data-testid="admin-login-error"]').waitFor();
    expect(await page.locator('[data-testid="admin-login-error"]').innerText()).toContain('Tài khoản này không có quyền quản trị.');
    await page.goto(`${app.baseUrl}/admin/contacts`);
    await page.waitForURL((url) => !url.pathname.startsWith('/admin/contacts'));
    await page.close();
  });

  it('shows the contact page on a phone and sends unknown paths to /404', async () => {
    const page = await openPage('/support', MOBILE);
    await page.locator('[data-testid="contact-form"]').waitFor();
    await screenshot(page, 'contact-mobile');
    await page.goto(`${app.baseUrl}/khong-ton-tai`);
    await page.waitForURL('**/404');
    await page.close();
  });
});
