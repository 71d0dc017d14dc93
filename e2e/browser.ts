import { execFile } from 'child_process';
import { existsSync, mkdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { promisify } from 'util';
import { Browser, chromium, Page } from 'playwright-core';
import sharp from 'sharp';
import type { MailCatcher } from '../backend/src/dev/mail-catcher';
import { apiClient } from '../backend/test/support/http-client';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOTS = join(__dirname, '..', 'test-results', 'screenshots');

/** Debian's Chromium, headless, with the flags this offline machine needs (and any `extraArgs`). Never downloads a browser. */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install chromium`);
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', ...extraArgs],
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

/** Signs in through the /login screen with email and password, as a learner would, and closes the welcome popup. */
export async function signInAtLoginPage(page: Page, baseUrl: string, user: { email: string; password: string }): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  const form = page.locator('[data-testid="auth-screen"]');
  await form.locator('input[name="email"]').fill(user.email);
  await form.locator('input[name="password"]').fill(user.password);
  await form.locator('[data-testid="auth-submit"]').click();
  const welcome = page.locator('[data-testid="welcome-popup"]');
  await welcome.waitFor();
  await welcome.locator('[data-testid="welcome-close"]').click();
  await welcome.waitFor({ state: 'detached' });
}

/** Screenshots `<name>-desktop` and `<name>-mobile`; the page must not scroll sideways on the phone. Ends at desktop width. */
export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(MOBILE);
  await page.waitForTimeout(200);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (overflow > 0) throw new Error(`${name} scrolls sideways by ${overflow}px at ${MOBILE.width}px wide`);
  await screenshot(page, `${name}-mobile`);
  await page.setViewportSize(DESKTOP);
}

/** A gradient PNG to upload as a course cover or a tool thumbnail. */
export function coverPicture([from, to]: string[], width = 960, height = 540): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
    <circle cx="${width / 5}" cy="${height / 3}" r="${height / 4}" fill="#fff" fill-opacity="0.16"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** POSTs a form as the course and tool forms send it: the JSON in `data`, each picture under its field. */
export async function postMultipart(baseUrl: string, path: string, token: string, data: unknown, pictures: Record<string, Buffer> = {}) {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  for (const [field, file] of Object.entries(pictures)) form.append(field, new Blob([new Uint8Array(file)], { type: 'image/png' }), `${field}.png`);
  const response = await fetch(`${baseUrl}/api${path}`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

/** The demo lecture video uploaded to `token`'s media library, as the upload page sends it; its media id. */
export async function uploadLectureVideo(baseUrl: string, token: string): Promise<string> {
  const form = new FormData();
  form.append('data', JSON.stringify({ title: 'Video bài giảng' }));
  form.append('asset', new Blob([readFileSync(join(__dirname, '..', 'backend', 'seed-assets', 'demo-lecture.mp4'))], { type: 'video/mp4' }), 'bai-giang.mp4');
  const response = await fetch(`${baseUrl}/api/media/upload`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });
  if (response.status !== 201) throw new Error(`The lecture video was not uploaded: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { media: { _id: string } }).media._id;
}

export interface CourseOnSale {
  title: string;
  price: number;
  /** The cover's gradient. */
  colours: string[];
}

/** A course on sale in the catalogue: created with a cover by the instructor, sent for review, approved by the admin; its id. */
export async function publishCourseOnSale(baseUrl: string, tokens: { instructor: string; admin: string }, course: CourseOnSale, categoryId: string, videoId: string): Promise<string> {
  const form = {
    title: course.title,
    shortDescription: 'Học qua ví dụ thật, áp dụng ngay cho cửa hàng của bạn.',
    description: 'Khóa học thực chiến.\n\nMỗi bài có bài tập.',
    categoryId,
    level: 'beginner',
    price: course.price,
    originalPrice: null,
    sections: [{ title: 'Bắt đầu', lectures: [{ title: 'Giới thiệu', mediaId: videoId, durationSeconds: 300, isFreePreview: true }] }],
  };
  const created = await postMultipart(baseUrl, '/courses', tokens.instructor, form, { courseThumbnail: await coverPicture(course.colours) });
  if (created.status !== 201) throw new Error(`The course was not created: ${JSON.stringify(created.body)}`);
  const id = created.body.course._id as string;
  const api = apiClient(baseUrl);
  const submitted = await api('PATCH', `/instructor/me/courses/${id}/toggle-publish`, { token: tokens.instructor });
  const approved = await api('POST', '/admin/courses/review', { token: tokens.admin, body: { courseId: id, action: 'approve' } });
  if (submitted.status !== 200 || approved.status !== 200) throw new Error(`The course was not published: ${submitted.status}, ${approved.status}`);
  return id;
}

/**
 * Adds a course from its page's price box and a tool's first plan with the pages' own buttons,
 * each waited for by the header's count (`countBefore` + 1, then + 2), and ends on /cart with every item shown.
 */
export async function addCourseAndToolPlanToCart(page: Page, baseUrl: string, { courseSlug, toolSlug, countBefore }: { courseSlug: string; toolSlug: string; countBefore: number }): Promise<void> {
  await page.goto(`${baseUrl}/courses/${courseSlug}`);
  await page.locator('[data-testid="course-price-box"] [data-testid="add-to-cart"]').click();
  await page.getByTestId('cart-count').filter({ hasText: String(countBefore + 1) }).waitFor();
  await page.goto(`${baseUrl}/tools/${toolSlug}`);
  await page.getByTestId('tool-plan').first().click();
  await page.locator('.tool-purchase [data-testid="add-to-cart"]').click();
  await page.getByTestId('cart-count').filter({ hasText: String(countBefore + 2) }).waitFor();
  await page.goto(`${baseUrl}/cart`);
  await page.getByTestId('cart-item').nth(countBefore + 1).waitFor();
}

/**
 * `npm run bank:transfer -- <code> <amount>` against the app at `baseUrl`: SePay's notification of a
 * transfer into `account` (the account the payment page shows). Answers the simulator's output.
 */
export async function bankTransfer(baseUrl: string, orderCode: string, amount: number, account: string): Promise<string> {
  const simulator = join(__dirname, '..', 'scripts', 'bank-transfer.mjs');
  const env = { ...process.env, SEPAY_WEBHOOK_KEY: '', PAYMENT_ACCOUNT_NUMBER: account };
  const { stdout } = await promisify(execFile)(process.execPath, [simulator, '--api', baseUrl, orderCode, String(amount)], { env });
  return stdout;
}
