import { INSTRUCTOR_APPLICATION_MESSAGES } from '@academy/contracts';
import { mkdirSync } from 'fs';
import { join } from 'path';
import type { Browser, Page } from 'playwright-core';
import { signedInUser, signedInVerifiedUser } from '../backend/test/support/accounts';
import { eventually } from '../backend/test/support/eventually';
import { apiClient } from '../backend/test/support/http-client';
import { startTestApp, TestApp } from '../backend/test/support/test-app';
import { DESKTOP, launchBrowser, MOBILE, screenshot, signInAtAdminLogin, signInAtLoginPage } from './browser';

/*
 * Issue 13, item 6: the marketing and support pages in the browser at a phone's and a desktop's
 * width (their own heading, no placeholder, no sideways scrolling), and becoming an instructor:
 * a user applies on /becomeInstructor, an admin accepts on /admin/users, and the user's menu then
 * shows the teaching area without signing in again.
 */

const WEB_DIST = process.env.WEB_DIST ?? join(__dirname, '..', 'frontend', 'dist');
const SHOTS = process.env.MARKETING_SHOTS_DIR ?? '/work/screens/pages';

const PAGES = [
  { path: '/pro-gift', name: 'pro-gift', title: 'Bộ quà tặng Pro miễn phí cho thành viên Học viện', document: 'Quà tặng Pro' },
  { path: '/study-tips', name: 'study-tips', title: 'Học xong khóa học và áp dụng được ngay', document: 'Bí quyết học tập' },
  { path: '/welcome', name: 'welcome', title: 'Chào mừng bạn đến với Học viện Marketing Thực Chiến!', document: 'Chào mừng bạn' },
  { path: '/support', name: 'support', title: 'Chúng tôi luôn sẵn sàng hỗ trợ bạn', document: 'Hỗ trợ & Liên hệ' },
  { path: '/becomeInstructor', name: 'become-instructor', title: 'Biến kinh nghiệm thực chiến thành khóa học có thu nhập', document: 'Trở thành giảng viên' },
];

describe('the marketing and support pages in the browser', () => {
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

  const url = (path: string) => `${app.baseUrl}${path}`;

  /** A full-page screenshot in the run's screenshots and in SHOTS; the page must not scroll sideways. */
  async function capture(page: Page, name: string): Promise<void> {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(`${name} scrolls sideways by ${overflow}px`).toBe(`${name} scrolls sideways by 0px`);
    // From the top: the sticky header would otherwise be drawn over the middle of a full-page shot.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, name);
    await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
  }

  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    it(`shows each page with its own heading at ${viewport.width}px`, async () => {
      const page = await browser.newPage({ viewport, locale: 'vi-VN' });
      for (const { path, name, title, document } of PAGES) {
        await page.goto(url(path));
        // The splash screen has an h1 of its own: wait for the page's.
        await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
        expect(await page.title()).toContain(document);
        expect(await page.getByTestId('page-placeholder').count()).toBe(0);
        await capture(page, `${name}-${width}`);
      }
      await page.close();
    }, 90_000);
  }

  it('opens the FAQ answers and the contact form where the support page promises them', async () => {
    const page = await browser.newPage({ viewport: DESKTOP, locale: 'vi-VN' });
    await page.goto(url('/support'));
    await page.getByTestId('support-faq-item').first().waitFor();
    expect(await page.getByTestId('support-faq-item').count()).toBe(6);
    await page.getByTestId('support-contact-link').click();
    await page.waitForURL('**/support#contactus');
    await page.getByTestId('contact-form').waitFor();
    await page.waitForFunction(() => {
      const top = document.querySelector('#contactus')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < window.innerHeight / 2;
    });
    // Every topic card leads to a route of the site, which answers with a page, not the 404.
    const links = await page.getByTestId('support-topics').getByRole('link').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(links).toEqual(['/forgot-password', '/transactions', '/my-courses', '/wallet', '/affiliate-traning', '/becomeInstructor']);
    await page.close();
  });

  it('opens the Pro toolkit for a signed-in member and greets them by name on /welcome', async () => {
    const member = await signedInVerifiedUser(app, 'student');
    const page = await browser.newPage({ viewport: DESKTOP, locale: 'vi-VN' });
    await page.goto(url('/pro-gift'));
    await page.getByTestId('pro-toolkit-locked').waitFor();
    await signInAtLoginPage(page, app.baseUrl, member);
    await page.goto(url('/pro-gift'));
    await page.getByTestId('pro-toolkit').waitFor();
    expect(await page.getByTestId('pro-toolkit-item').count()).toBe(5);
    await capture(page, 'pro-gift-member-desktop');

    await page.goto(url('/welcome'));
    await page.getByRole('heading', { level: 1, name: 'Chào mừng Người dùng student đến với Học viện!' }).waitFor();
    // A verified email is the first step done.
    expect(await page.locator('[data-testid="welcome-step"][data-done="true"]').count()).toBe(1);
    await page.setViewportSize(MOBILE);
    await capture(page, 'welcome-member-mobile');
    await page.close();
  }, 60_000);

  it('a user applies to teach, an admin accepts, and the user’s menu shows the teaching area', async () => {
    const applicant = await signedInVerifiedUser(app, 'student');
    const admin = await signedInUser(app, 'admin');
    const api = apiClient(app.baseUrl);

    // The applicant fills the form; a missing field is said in Vietnamese first.
    const user = await browser.newPage({ viewport: DESKTOP, locale: 'vi-VN' });
    await signInAtLoginPage(user, app.baseUrl, applicant);
    await user.goto(url('/becomeInstructor'));
    const form = user.getByTestId('application-form');
    await form.waitFor();
    await form.locator('input[name="expertise"]').fill('Quảng cáo Facebook cho shop thời trang');
    await user.getByTestId('application-submit').click();
    await user.getByTestId('application-error-topics').getByText(INSTRUCTOR_APPLICATION_MESSAGES.topicsRequired).waitFor();
    await form.locator('input[name="topics"]').fill('Facebook Ads, Bán hàng livestream');
    await form.locator('textarea[name="experience"]').fill('Sáu năm chạy quảng cáo cho hơn 40 cửa hàng thời trang, mỹ phẩm; từng đào tạo nội bộ cho ba agency.');
    await form.locator('textarea[name="sampleLinks"]').fill('https://www.youtube.com/watch?v=mau-bai-giang\nhttps://blog.example.vn/quang-cao-facebook');
    await form.locator('input[name="phone"]').fill('0912 345 678');
    await capture(user, 'become-instructor-form-desktop');
    await user.getByTestId('application-submit').click();
    const status = user.locator('[data-testid="application-status"][data-status="pending"]');
    await status.waitFor();
    expect(await user.getByTestId('application-expertise').innerText()).toBe('Quảng cáo Facebook cho shop thời trang');
    await capture(user, 'become-instructor-pending-desktop');
    await user.setViewportSize(MOBILE);
    await capture(user, 'become-instructor-pending-mobile');
    await user.setViewportSize(DESKTOP);

    // The admin finds it in the tab of /admin/users, reads it, and accepts.
    const desk = await browser.newPage({ viewport: DESKTOP, locale: 'vi-VN' });
    await signInAtAdminLogin(desk, app.baseUrl, admin);
    await desk.goto(url('/admin/users'));
    await desk.getByTestId('applications-pending-count').waitFor();
    await desk.getByTestId('applications-tab').click();
    await desk.waitForURL('**/admin/users?tab=instructor-applications');
    const row = desk.locator(`[data-testid="application-row"][data-applicant-email="${applicant.email}"]`);
    await row.waitFor();
    await row.getByTestId('application-details').click();
    const details = desk.getByTestId('application-details-modal');
    await details.getByText('https://blog.example.vn/quang-cao-facebook').waitFor();
    await capture(desk, 'admin-instructor-application-details-desktop');
    await details.getByTestId('modal-close').click();
    await capture(desk, 'admin-instructor-applications-desktop');
    await desk.setViewportSize(MOBILE);
    await capture(desk, 'admin-instructor-applications-mobile');
    await desk.setViewportSize(DESKTOP);
    await row.getByTestId('application-accept').click();
    await desk.getByText(INSTRUCTOR_APPLICATION_MESSAGES.accepted).first().waitFor();
    await row.getByTestId('application-row-status').getByText('Đã duyệt').waitFor();
    await desk.close();

    // The role follows the acceptance a moment later (a durable follow-up).
    await eventually(async () => expect((await api('GET', '/users/profile', { token: applicant.idToken })).body.role).toBe('instructor'), 10_000);

    // Without signing in again: back on the page (through the menu, no reload) the accepted
    // application makes the session reload the profile, and the teaching area opens.
    const nav = user.locator('header');
    await nav.getByRole('link', { name: 'Hỗ trợ', exact: true }).first().click();
    await user.waitForURL('**/support');
    await nav.getByRole('link', { name: 'Trở thành giảng viên', exact: true }).first().click();
    await user.waitForURL('**/becomeInstructor');
    await user.getByTestId('application-already-teaching').waitFor();
    await capture(user, 'become-instructor-accepted-desktop');
    await user.getByTestId('application-teaching-link').click();
    await user.waitForURL('**/instructor/dashboard');
    const sidebar = user.locator('.dash-sidebar');
    await sidebar.getByRole('button', { name: 'Giảng dạy', exact: true }).waitFor();
    expect(await sidebar.locator('[data-testid="dashboard-role"]').innerText()).toBe('Giảng viên');
    await capture(user, 'instructor-area-after-acceptance-desktop');
    await user.close();
  }, 120_000);
});
