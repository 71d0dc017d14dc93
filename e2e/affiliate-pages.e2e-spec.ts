import { mkdirSync } from 'fs';
import { join } from 'path';
import type { Browser, Page } from 'playwright-core';
import { signedInVerifiedUser } from '../backend/test/support/accounts';
import { startTestApp, TestApp } from '../backend/test/support/test-app';
import { DESKTOP, launchBrowser, MOBILE, screenshot } from './browser';

/*
 * Issue 12, item 6: the affiliate programme's marketing pages in the browser, at a phone's and a
 * desktop's width: headings, the two rates and the worked example, the guide's table of contents,
 * no sideways scrolling; and the ways in: the join button (through sign-in for a visitor) and the
 * home page's 'THAM GIA CÙNG CHÚNG TÔI' band.
 */

const WEB_DIST = process.env.WEB_DIST ?? join(__dirname, '..', 'frontend', 'dist');
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/h7';

const LANDING_TITLE = 'Giới thiệu khóa học bạn tin dùng, nhận đến 30% hoa hồng';
const TRAINING_TITLE = 'Hướng dẫn giới thiệu hiệu quả và đúng luật';

const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('the affiliate programme pages in the browser', () => {
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
    await screenshot(page, name);
    await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
  }

  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    it(`shows /affiliate-landing and /affiliate-traning at ${viewport.width}px`, async () => {
      const page = await browser.newPage({ viewport, locale: 'vi-VN' });

      await page.goto(url('/affiliate-landing'));
      // The splash screen has an h1 of its own: wait for the page's.
      await page.getByRole('heading', { level: 1, name: LANDING_TITLE, exact: true }).waitFor();
      expect(await page.title()).toContain('Chương trình Affiliate');
      expect(await page.getByTestId('affiliate-rate-direct').innerText()).toBe('30%');
      expect(await page.getByTestId('affiliate-rate-team').innerText()).toBe('20%');
      expect(plain(await page.getByTestId('affiliate-example-direct').innerText())).toBe('597.000 ₫');
      expect(plain(await page.getByTestId('affiliate-example-team').innerText())).toBe('398.000 ₫');
      expect(await page.getByTestId('affiliate-faq-item').count()).toBe(6);
      // The rates' gradient text is clipped to the glyphs: it must still be drawn inside its card.
      const rate = await page.getByTestId('affiliate-rate-direct').boundingBox();
      expect(rate && rate.width > 40 && rate.height > 30).toBe(true);
      await capture(page, `affiliate-landing-${width}`);

      await page.getByTestId('affiliate-training-link').click();
      await page.waitForURL('**/affiliate-traning');
      await page.getByRole('heading', { level: 1, name: TRAINING_TITLE, exact: true }).waitFor();
      expect(await page.getByTestId('training-toc').getByRole('link').count()).toBe(6);
      await capture(page, `affiliate-training-${width}`);

      // A table-of-contents entry brings its section under the sticky header.
      await page.getByTestId('training-toc').getByRole('link', { name: 'Nhận chi trả' }).click();
      await page.waitForURL('**/affiliate-traning#chi-tra');
      const heading = page.locator('#chi-tra h2');
      await page.waitForFunction(() => {
        const top = document.querySelector('#chi-tra')?.getBoundingClientRect().top ?? -1;
        return top >= 0 && top < window.innerHeight / 2;
      });
      expect(await heading.isVisible()).toBe(true);
      await page.close();
    });
  }

  it('reads in the dark theme too', async () => {
    const page = await browser.newPage({ viewport: DESKTOP, locale: 'vi-VN', colorScheme: 'dark' });
    for (const [path, title, name] of [
      ['/affiliate-landing', LANDING_TITLE, 'affiliate-landing-desktop-dark'],
      ['/affiliate-traning', TRAINING_TITLE, 'affiliate-training-desktop-dark'],
    ]) {
      await page.goto(url(path));
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.classList.contains('theme-dark'))).toBe(true);
      await capture(page, name);
    }
    await page.close();
  });

  it("takes a visitor from the home page's band to the programme, and through sign-in to the dashboard", async () => {
    const learner = await signedInVerifiedUser(app, 'student');
    const page = await browser.newPage({ viewport: DESKTOP, locale: 'vi-VN' });
    await page.goto(url('/'));
    const band = page.getByTestId('cta-band');
    await band.waitFor();
    expect(await band.getByRole('heading').innerText()).toBe('THAM GIA CÙNG CHÚNG TÔI');
    await band.getByTestId('cta-band-link').click();
    await page.waitForURL('**/affiliate-landing');

    await page.getByTestId('affiliate-join').click();
    await page.waitForURL('**/login');
    const form = page.locator('[data-testid="auth-screen"]');
    await form.locator('input[name="email"]').fill(learner.email);
    await form.locator('input[name="password"]').fill(learner.password);
    await form.locator('[data-testid="auth-submit"]').click();
    await page.waitForURL('**/affiliate-dashboard');
    const welcome = page.locator('[data-testid="welcome-popup"]');
    await welcome.waitFor();
    await welcome.locator('[data-testid="welcome-close"]').click();

    // Signed in, the band and the join button both go straight to the dashboard.
    await page.goto(url('/'));
    await page.locator('[data-testid="cta-band-link"][href="/affiliate-dashboard"]').waitFor();
    await page.goto(url('/affiliate-landing'));
    await page.locator('[data-testid="affiliate-join"][href="/affiliate-dashboard"]').click();
    await page.waitForURL('**/affiliate-dashboard');
    await page.close();
  });
});
