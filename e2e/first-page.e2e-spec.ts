/**
 * The first visit, as the built web app is delivered (issue 16, item 4): compressed files chosen by
 * the client's Accept-Encoding, hashed assets cached for a year, pages never cached without asking,
 * and a branded splash drawn by the HTML itself, visible with JavaScript off and replaced by the
 * app without a blank frame. Needs `cd frontend && npx vite build` first.
 */
import { existsSync, mkdirSync, readFileSync } from 'fs';
import { request as httpRequest } from 'http';
import { join } from 'path';
import type { Browser } from 'playwright-core';
import { brotliDecompressSync, gunzipSync } from 'zlib';
import { signedInUser } from '../backend/test/support/accounts';
import { startTestApp, TestApp } from '../backend/test/support/test-app';
import { DESKTOP, launchBrowser, MOBILE } from './browser';

const WEB_DIST = process.env.WEB_DIST ?? join(__dirname, '..', 'frontend', 'dist');
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/h8';
const PRODUCT_NAME = 'Học viện Marketing Thực Chiến';
const TAGLINE = 'Học marketing thực chiến, làm được ngay';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with exactly the headers given (fetch would add its own Accept-Encoding and decode). */
function get(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${baseUrl}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

const decoded = ({ headers, body }: Answer): Buffer =>
  headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;

/** The entry script the build made, from its manifest: `/assets/index-<hash>.js`. */
function entryScript(): string {
  const manifest = JSON.parse(readFileSync(join(WEB_DIST, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; isEntry?: boolean }>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the build manifest names no entry');
  return `/${entry.file}`;
}

describe('the first page: compressed, cached, and branded before any script runs', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    if (!existsSync(join(WEB_DIST, 'index.html'))) throw new Error(`No web build at ${WEB_DIST}: cd frontend && npx vite build`);
    mkdirSync(SHOTS, { recursive: true });
    app = await startTestApp({ WEB_DIST });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('answers a hashed asset in brotli or gzip as asked, the same bytes either way, cached for a year as immutable', async () => {
    const script = entryScript();
    expect(script).toMatch(/^\/assets\/index-[A-Za-z0-9_-]{8,}\.js$/);
    const plain = readFileSync(join(WEB_DIST, script));

    const br = await get(app.baseUrl, script, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.body.length).toBeLessThan(plain.length / 2);
    expect(decoded(br).equals(plain)).toBe(true);

    const gzip = await get(app.baseUrl, script, { 'Accept-Encoding': 'gzip;q=1, br;q=0.5' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(decoded(gzip).equals(plain)).toBe(true);
    expect(br.body.length).toBeLessThan(gzip.body.length);

    const identity = await get(app.baseUrl, script);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(identity.body.equals(plain)).toBe(true);

    // A revisit asks with the validator and gets no body.
    const again = await get(app.baseUrl, script, { 'Accept-Encoding': 'br', 'If-None-Match': String(br.headers['etag']) });
    expect(again.status).toBe(304);
  });

  it('never caches a page without asking, compresses it too, and keeps other files a short while', async () => {
    for (const path of ['/', '/courses', '/index.html']) {
      const page = await get(app.baseUrl, path, { 'Accept-Encoding': 'br, gzip' });
      expect({ path, status: page.status, cache: page.headers['cache-control'], encoding: page.headers['content-encoding'] }).toEqual({
        path,
        status: 200,
        cache: 'no-cache',
        encoding: 'br',
      });
      expect(page.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(decoded(page).toString('utf8')).toContain('id="boot-splash"');
    }
    const gz = await get(app.baseUrl, '/courses', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz).toString('utf8')).toContain(PRODUCT_NAME);
    const theme = await get(app.baseUrl, '/theme-init.js', { 'Accept-Encoding': 'br, gzip' });
    expect(theme.status).toBe(200);
    expect(theme.headers['cache-control']).toBe('public, max-age=600');
    // The build's manifest sits in a dot folder and is not published.
    expect((await get(app.baseUrl, '/.vite/manifest.json')).headers['content-type']).toMatch(/text\/html/);
  });

  it('draws the splash in the HTML itself: name and tagline in the markup, before the app\'s script', async () => {
    const html = decoded(await get(app.baseUrl, '/', { 'Accept-Encoding': 'br' })).toString('utf8');
    const splash = html.indexOf('id="boot-splash"');
    expect(splash).toBeGreaterThan(0);
    expect(html.indexOf(PRODUCT_NAME, splash)).toBeGreaterThan(splash);
    expect(html.indexOf(TAGLINE, splash)).toBeGreaterThan(splash);
    // Its look comes with it: an inline stylesheet, no file to wait for.
    expect(html.indexOf('<style>')).toBeLessThan(splash);
    expect(html).toMatch(/\.boot-splash\s*\{/);
    // The app's script is a module (runs after parsing), asked for at low priority (the splash needs
    // none of it), and the splash is no script's output.
    expect(html).toMatch(/<script type="module" crossorigin fetchpriority="low" src="\/assets\/index-[^"]+\.js"><\/script>/);
    // The brand font is not among what the first screen waits for (src/app/brand-font.ts).
    expect(html).not.toMatch(/as="font"/);
  });

  for (const [label, viewport] of [
    ['390', MOBILE],
    ['1280', DESKTOP],
  ] as const) {
    it(`shows the splash with JavaScript off at ${label} px, in the light and the dark theme`, async () => {
      const context = await browser.newContext({ viewport, javaScriptEnabled: false, locale: 'vi-VN' });
      try {
        const page = await context.newPage();
        await page.goto(`${app.baseUrl}/`);
        const splash = page.getByTestId('splash-screen');
        expect(await splash.isVisible()).toBe(true);
        expect(await splash.innerText()).toContain(PRODUCT_NAME);
        expect(await splash.innerText()).toContain(TAGLINE);
        const box = await page.locator('.boot-splash-title').boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
        await page.screenshot({ path: join(SHOTS, `splash-no-js-${label}.png`) });
      } finally {
        await context.close();
      }
      // The app's code held back, theme-init.js alone runs: the splash in the visitor's dark theme.
      const dark = await browser.newContext({ viewport, colorScheme: 'dark', locale: 'vi-VN' });
      try {
        const page = await dark.newPage();
        await page.route('**/assets/**', (route) => route.abort());
        await page.goto(`${app.baseUrl}/courses`);
        expect(await page.evaluate(() => document.documentElement.className)).toContain('theme-dark');
        expect(await page.getByTestId('splash-screen').isVisible()).toBe(true);
        const background = await page.evaluate(() => getComputedStyle(document.getElementById('boot-splash')!).backgroundColor);
        expect(background).toBe('rgb(10, 15, 31)');
        await page.screenshot({ path: join(SHOTS, `splash-dark-no-app-${label}.png`) });
      } finally {
        await dark.close();
      }
    });
  }

  it('gives a visitor the home page without the Firebase SDK, the admin screens or YouTube, in the brand font; sign-in loads the SDK', async () => {
    // A testimonial with a video, as the homepage editor saves it (the page as built has none).
    const admin = await signedInUser(app, 'admin');
    const saved = await fetch(`${app.baseUrl}/api/admin/homepage/testimonials`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${admin.idToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ testimonials: [{ name: 'Chị Ngọc Lan', role: 'Chủ shop mỹ phẩm', quote: 'Chi phí mỗi đơn giảm một nửa.', videoId: 'dQw4w9WgXcQ' }] }),
    });
    expect(saved.status).toBe(200);
    const context = await browser.newContext({ viewport: MOBILE, locale: 'vi-VN' });
    try {
      const page = await context.newPage();
      const scripts: string[] = [];
      const fonts: string[] = [];
      const thirdParty: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin !== app.baseUrl) thirdParty.push(url.host);
        else if (request.resourceType() === 'script') scripts.push(url.pathname);
        else if (request.resourceType() === 'font') fonts.push(url.pathname);
      });
      await page.route(/youtube/, (route) => route.abort());
      await page.goto(`${app.baseUrl}/`);
      await page.locator('#boot-splash').waitFor({ state: 'detached' });
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');

      // Split by route and by feature: no Firebase, no admin route table, no dashboard, no charts, and
      // nothing only a signed-in user needs (the members' endpoints, the bell, the account menu).
      expect(scripts.filter((path) => /firebase-sdk|admin-routes|DashboardLayout|BarChart|member-endpoint-routes|NotificationBell|UserMenu/.test(path))).toEqual([]);
      // The videos are posters until pressed: nothing from YouTube (or anyone else) yet.
      expect(thirdParty).toEqual([]);
      expect(await page.locator('iframe').count()).toBe(0);

      // The brand font, in the Vietnamese and Latin subsets only, draws the page's text once the first
      // screen is in: asked for after the splash went and the page's own requests were done.
      await page.waitForFunction(() => document.documentElement.classList.contains('brand-font'));
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Be Vietnam Pro"?,/);
      expect(await page.evaluate(() => document.fonts.check('700 16px "Be Vietnam Pro"', 'Học viện'))).toBe(true);
      const resources = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime, end: entry.responseEnd })),
      );
      const fontStarts = resources.filter((entry) => /\.woff2$/.test(entry.path)).map((entry) => entry.start);
      expect(fontStarts).toHaveLength(4);
      const firstFont = Math.min(...fontStarts);
      const answersBeforeIt = resources.filter((entry) => entry.path.startsWith('/api/') && entry.start < firstFont);
      expect(answersBeforeIt.length).toBeGreaterThan(0);
      expect(answersBeforeIt.filter((entry) => entry.end > firstFont)).toEqual([]);
      expect(fonts.filter((path) => !/\/assets\/be-vietnam-pro-(vietnamese|latin)-(400|700)-normal-[\w-]+\.woff2$/.test(path))).toEqual([]);

      // A later page of the tab draws in the brand font from its first frame.
      await page.reload({ waitUntil: 'domcontentloaded' });
      expect(await page.evaluate(() => document.documentElement.classList.contains('brand-font'))).toBe(true);

      // Pressing play puts YouTube's player in the poster's place, started.
      await page.locator('[data-testid="feedback-video-play"]').first().click();
      expect(await page.locator('iframe[src*="youtube-nocookie.com/embed/"][src*="autoplay=1"]').count()).toBe(1);

      // A sign-in is what brings the Firebase SDK (not the sign-in page itself), and it answers as before.
      await page.goto(`${app.baseUrl}/login`);
      const screen = page.locator('[data-testid="auth-screen"]');
      await screen.locator('input[name="email"]').fill(`khong-co-${Date.now()}@test.hocvien.local`);
      await screen.locator('input[name="password"]').fill('SaiMatKhau@1');
      expect(scripts.filter((path) => /firebase-sdk/.test(path))).toEqual([]);
      await screen.locator('[data-testid="auth-submit"]').click();
      await screen.getByText('Email hoặc mật khẩu không chính xác.').waitFor();
      expect(scripts.filter((path) => /firebase-sdk/.test(path))).toHaveLength(1);
      await page.screenshot({ path: join(SHOTS, 'sign-in-loads-firebase-390.png') });
    } finally {
      await context.close();
    }
  });

  it('hands over from the splash to the app with no blank frame, in the dark theme too', async () => {
    const context = await browser.newContext({ viewport: MOBILE, colorScheme: 'dark', locale: 'vi-VN' });
    try {
      const page = await context.newPage();
      // Watches the splash from the first byte: at its removal the app must already show its page.
      await page.addInitScript(() => {
        const seen = { removedWith: -1, darkAtStart: false };
        (window as unknown as { splashWatch: typeof seen }).splashWatch = seen;
        new MutationObserver((records, observer) => {
          for (const record of records) {
            for (const node of Array.from(record.removedNodes)) {
              if ((node as Element).id !== 'boot-splash') continue;
              seen.removedWith = document.getElementById('root')?.childElementCount ?? 0;
              observer.disconnect();
            }
          }
        }).observe(document, { childList: true, subtree: true });
        document.addEventListener('DOMContentLoaded', () => {
          seen.darkAtStart = document.documentElement.classList.contains('theme-dark');
        });
      });
      await page.goto(`${app.baseUrl}/`);
      await page.locator('#boot-splash').waitFor({ state: 'detached' });
      const watch = await page.evaluate(() => (window as unknown as { splashWatch: { removedWith: number; darkAtStart: boolean } }).splashWatch);
      expect(watch.removedWith).toBeGreaterThan(0);
      expect(watch.darkAtStart).toBe(true);
      await page.locator('header').first().waitFor();
      expect(await page.getByTestId('splash-screen').count()).toBe(0);
      await page.screenshot({ path: join(SHOTS, 'after-splash-dark-390.png') });
    } finally {
      await context.close();
    }
  });
});
