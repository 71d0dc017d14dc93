import { PRIVACY_VERSION, SITE_SETTINGS_MESSAGES, SiteSettingsForm, TERMS_VERSION } from '@academy/contracts';
import { mkdirSync } from 'fs';
import { join } from 'path';
import type { Browser, Page } from 'playwright-core';
import { signedInUser } from '../backend/test/support/accounts';
import { apiClient } from '../backend/test/support/http-client';
import { startTestApp, TestApp } from '../backend/test/support/test-app';
import { launchBrowser, MOBILE, SCREENSHOTS, signInAtAdminLogin } from './browser';

const WEB_DIST = process.env.WEB_DIST ?? join(__dirname, '..', 'frontend', 'dist');
const SCREENS = process.env.SITE_SETTINGS_SCREENS ?? join(SCREENSHOTS, 'site-settings');
const WIDE = { width: 1366, height: 900 };

const SETTINGS: SiteSettingsForm = {
  hotline: '0901 234 567',
  email: 'hotro@hocvienmarketingthucchien.vn',
  address: 'Tầng 5, 123 Nguyễn Văn Linh, Quận 7, TP. Hồ Chí Minh',
  mapUrl: 'https://maps.app.goo.gl/HocVienQ7',
  website: 'https://hocvienmarketingthucchien.vn',
  facebook: 'https://www.facebook.com/hocvienmarketingthucchien',
  youtube: 'https://www.youtube.com/@hocvienmarketingthucchien',
  tiktok: '',
  zalo: 'https://zalo.me/0901234567',
  companyName: 'Công ty TNHH Học viện Marketing Thực Chiến',
  businessCode: '0316789012',
  issuedBy: 'Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh',
  issuedOn: '2021-03-15',
  emailSenderName: 'Học viện Marketing Thực Chiến',
};

describe('academy settings in the browser: the admin edits them, the footer, the contact page and the legal pages show them', () => {
  let app: TestApp;
  let browser: Browser;
  let admin: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    mkdirSync(SCREENS, { recursive: true });
    app = await startTestApp({ WEB_DIST });
    browser = await launchBrowser();
    admin = await signedInUser(app, 'admin');
    const saved = await apiClient(app.baseUrl)('PUT', '/admin/settings/site', { token: admin.idToken, body: SETTINGS });
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const visitorPage = () => browser.newPage({ viewport: WIDE, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });

  /** 1366 then 390 px, whole pages; the phone must not scroll sideways. Ends at 1366. */
  async function shotBothWidths(page: Page, name: string): Promise<void> {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SCREENS, `${name}-1366.png`), fullPage: true });
    await page.setViewportSize(MOBILE);
    await page.waitForTimeout(300);
    await page.evaluate(() => window.scrollTo(0, 0));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await page.screenshot({ path: join(SCREENS, `${name}-390.png`), fullPage: true });
    await page.setViewportSize(WIDE);
  }

  it('the admin opens "Thông tin học viện" from the sidebar, changes the hotline, and the history records who changed it', async () => {
    const page = await browser.newPage({ viewport: WIDE, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });
    await signInAtAdminLogin(page, app.baseUrl, admin);
    await page.getByRole('link', { name: 'Thông tin học viện' }).first().click();
    await page.waitForURL('**/admin/settings/site');
    const form = page.locator('[data-testid="site-settings-form"]');
    await form.waitFor();
    expect(await form.locator('input[name="hotline"]').inputValue()).toBe('0901 234 567');
    expect(await form.locator('input[name="companyName"]').inputValue()).toBe(SETTINGS.companyName);

    // A bad value is refused in the browser with the server's Vietnamese text, and nothing is sent.
    await form.locator('input[name="facebook"]').fill('http://facebook.com/hocvien');
    await form.locator('[data-testid="site-settings-save"]').click();
    await page.locator('[data-testid="ss-error-facebook"]').getByText(SITE_SETTINGS_MESSAGES.facebookInvalid).waitFor();
    await form.locator('input[name="facebook"]').fill(SETTINGS.facebook as string);

    await form.locator('input[name="hotline"]').fill('1900 6868');
    await form.locator('[data-testid="site-settings-save"]').click();
    await page.getByText(SITE_SETTINGS_MESSAGES.saved).first().waitFor();
    await page.locator('[data-testid="site-settings-version"]').getByText('Phiên bản 2').waitFor();
    const newest = page.locator('[data-testid="site-settings-history-row"]').first();
    await newest.getByText('Phiên bản 2').waitFor();
    expect(await newest.textContent()).toContain('Hotline');
    expect(await newest.textContent()).toContain('0901 234 567 → 1900 6868');
    await shotBothWidths(page, 'admin-site-settings');
    await page.close();
  });

  it('a visitor sees the new hotline, the address, email, social links, company line and the legal links in the footer', async () => {
    const page = await visitorPage();
    await page.goto(`${app.baseUrl}/`);
    const footer = page.locator('footer');
    await footer.locator('[data-testid="footer-hotline"]').getByText('1900 6868').waitFor();
    expect(await footer.locator('[data-testid="footer-hotline"]').getAttribute('href')).toBe('tel:19006868');
    expect(await footer.locator('[data-testid="footer-email"]').textContent()).toBe(SETTINGS.email);
    expect(await footer.locator('[data-testid="footer-address"]').textContent()).toBe(SETTINGS.address);
    expect(await footer.locator('[data-testid="footer-socials"] a').evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual([
      ['Facebook', SETTINGS.facebook],
      ['YouTube', SETTINGS.youtube],
      ['Zalo', SETTINGS.zalo],
    ]);
    expect(await footer.locator('[data-testid="footer-company"]').textContent()).toBe(
      'Công ty TNHH Học viện Marketing Thực Chiến. Mã số doanh nghiệp: 0316789012, cấp ngày 15/03/2021 tại Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh.',
    );
    const legal = footer.locator('[data-testid="footer-legal"] a');
    expect(await legal.evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual([
      ['Điều khoản sử dụng', '/terms'],
      ['Chính sách bảo mật', '/privacy'],
    ]);
    await footer.scrollIntoViewIfNeeded();
    await footer.screenshot({ path: join(SCREENS, 'footer-1366.png') });
    await page.setViewportSize(MOBILE);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await footer.screenshot({ path: join(SCREENS, 'footer-390.png') });
    await page.close();
  });

  it('the contact page shows the same details and the map card opens the saved Google Maps link', async () => {
    const page = await visitorPage();
    await page.goto(`${app.baseUrl}/support#contactus`);
    const info = page.locator('[data-testid="contact-info"]');
    await info.getByText('1900 6868').waitFor();
    expect(await info.textContent()).toContain(SETTINGS.address);
    expect(await info.textContent()).toContain('hotro@');
    expect(await page.locator('[data-testid="contact-map-link"]').getAttribute('href')).toBe(SETTINGS.mapUrl);
    expect(await page.locator('[data-testid="contact-map"]').textContent()).toContain(SETTINGS.address);
    await page.locator('[data-testid="contactus"]').screenshot({ path: join(SCREENS, 'contact-1366.png') });
    await page.setViewportSize(MOBILE);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await page.locator('[data-testid="contactus"]').screenshot({ path: join(SCREENS, 'contact-390.png') });
    await page.close();
  });

  it.each([
    ['/terms', 'terms-page', 'Điều khoản sử dụng', TERMS_VERSION, 'Hoàn tiền'],
    ['/privacy', 'privacy-page', 'Chính sách bảo mật', PRIVACY_VERSION, 'Xác minh khuôn mặt (dữ liệu nhạy cảm)'],
  ])('%s renders its text with version, effective day, a working table of contents and the academy as named in the settings', async (path, testId, title, version, sectionTitle) => {
    const page = await visitorPage();
    // Reached from the footer, as a visitor would.
    await page.goto(`${app.baseUrl}/courses`);
    await page.locator(`footer [data-testid="footer-legal"] a[href="${path}"]`).click();
    await page.waitForURL(`**${path}`);
    const article = page.locator(`[data-testid="${testId}"]`);
    await article.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.title()).toContain(title);
    expect(await article.locator('[data-testid="legal-version"]').textContent()).toBe(`Phiên bản ${version} · Có hiệu lực từ ngày ${version.split('-').reverse().join('/')}`);
    const toc = article.locator('[data-testid="legal-toc"] a');
    expect(await toc.count()).toBeGreaterThanOrEqual(10);
    await article.locator('[data-testid="legal-toc"]').getByRole('link', { name: sectionTitle }).click();
    await page.waitForFunction((hash) => window.location.hash === hash, `#${await article.getByRole('heading', { level: 2, name: new RegExp(sectionTitle.replace(/[()]/g, '\\$&')) }).evaluate((h) => h.parentElement?.id)}`);
    const contact = article.locator('[data-testid="academy-contact"]');
    expect(await contact.textContent()).toContain('Công ty TNHH Học viện Marketing Thực Chiến');
    expect(await contact.textContent()).toContain('0316789012');
    expect(await contact.textContent()).toContain('1900 6868');
    await shotBothWidths(page, testId.replace('-page', ''));
    await page.close();
  });
});
