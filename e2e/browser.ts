import { existsSync, mkdirSync } from 'fs';
import { join } from 'path';
import { Browser, chromium, Page } from 'playwright-core';
import type { MailCatcher } from '../backend/src/dev/mail-catcher';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOTS = join(__dirname, '..', 'test-results', 'screenshots');

/** Debian's Chromium, headless, with the flags this offline machine needs. Never downloads a browser. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install chromium`);
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 390, height: 844 };

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Signs in through /admin/login as the admin the test created, as an admin would, and waits for the dashboard. */
export async function signInAtAdminLogin(page: Page, baseUrl: string, admin: { email: string; password: string }): Promise<void> {
  await page.goto(`${baseUrl}/admin/login`);
  await page.fill('[data-testid="admin-login-form"] input[name="email"]', admin.email);
  await page.fill('[data-testid="admin-login-form"] input[name="password"]', admin.password);
  await page.click('[data-testid="admin-login-submit"]');
  await page.waitForURL('**/admin/dashboard');
}

/** Opens, in the test app's local mail inbox, the newest message whose subject contains `subject`, once it has arrived. */
export async function openMailInInbox(page: Page, mail: MailCatcher, subject: string): Promise<void> {
  const message = await mail.waitFor((m) => m.subject.includes(subject));
  await page.goto(`${mail.webUrl}/messages/${encodeURIComponent(message.id)}`);
}
