import { COURSE_MESSAGES, MEDIA_MESSAGES } from '@academy/contracts';
import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { signedInUser, signedInVerifiedUser } from '../backend/test/support/accounts';
import type { EmulatorUser } from '../backend/test/support/auth-emulator';
import { apiClient } from '../backend/test/support/http-client';
import { startTestApp, TestApp } from '../backend/test/support/test-app';
import { DESKTOP, launchBrowser, MOBILE, screenshot, signInAtAdminLogin } from './browser';

const WEB_DIST = process.env.WEB_DIST ?? join(__dirname, '..', 'frontend', 'dist');
const VIDEO = join(__dirname, '..', 'backend', 'seed-assets', 'demo-lecture.mp4');
const COURSE_TITLE = 'Quảng cáo Facebook thực chiến cho người mới';
const REASON = 'Bài "Đo lường chuyển đổi" thiếu video âm thanh rõ ràng; vui lòng thay video và thêm mô tả chi tiết.';

/** A cover drawn here (a gradient and shapes), saved where the file dialog can pick it. */
async function coverFile(dir: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d4ed8"/><stop offset="1" stop-color="#f97316"/></linearGradient></defs>
    <rect width="1280" height="720" fill="url(#g)"/>
    <circle cx="260" cy="220" r="160" fill="#fff" fill-opacity="0.16"/>
    <rect x="760" y="380" width="70" height="220" rx="12" fill="#fff" fill-opacity="0.5"/>
    <rect x="860" y="280" width="70" height="320" rx="12" fill="#fff" fill-opacity="0.65"/>
    <rect x="960" y="180" width="70" height="420" rx="12" fill="#fff" fill-opacity="0.8"/>
  </svg>`;
  const path = join(dir, 'anh-bia.png');
  writeFileSync(path, await sharp(Buffer.from(svg)).png().toBuffer());
  return path;
}

describe('course studio in the browser', () => {
  let app: TestApp;
  let browser: Browser;
  let instructor: EmulatorUser;
  let admin: EmulatorUser;
  let instructorContext: BrowserContext;
  let adminContext: BrowserContext;
  let teacher: Page;
  let reviewer: Page;
  let cover: string;

  beforeAll(async () => {
    app = await startTestApp({ WEB_DIST });
    browser = await launchBrowser();
    // The web app signs in only verified addresses; the admin login has its own door.
    [instructor, admin] = await Promise.all([signedInVerifiedUser(app, 'instructor'), signedInUser(app, 'admin')]);
    const api = apiClient(app.baseUrl);
    for (const name of ['Quảng cáo Facebook', 'TikTok và video ngắn']) expect((await api('POST', '/categories', { token: admin.idToken, body: { name } })).status).toBe(201);
    cover = await coverFile(mkdtempSync(join(tmpdir(), 'academy-studio-')));
    // Each actor has their own browser profile, as on two machines.
    instructorContext = await browser.newContext({ viewport: DESKTOP, locale: 'vi-VN' });
    adminContext = await browser.newContext({ viewport: DESKTOP, locale: 'vi-VN' });
    teacher = await instructorContext.newPage();
    reviewer = await adminContext.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const url = (path: string) => `${app.baseUrl}${path}`;
  const toast = (page: Page, text: string) => page.locator('.toast', { hasText: text }).first();
  const courseRow = (page: Page) => page.locator('[data-testid="course-row"]', { hasText: COURSE_TITLE });

  async function signInInstructor(): Promise<void> {
    await teacher.goto(url('/'));
    await teacher.click('[data-testid="login-link"]');
    const modal = teacher.locator('[data-testid="auth-modal"]');
    await modal.locator('input[name="email"]').fill(instructor.email);
    await modal.locator('input[name="password"]').fill(instructor.password);
    await modal.locator('[data-testid="auth-submit"]').click();
    await modal.waitFor({ state: 'detached' });
  }

  async function signInAdmin(): Promise<void> {
    await signInAtAdminLogin(reviewer, app.baseUrl, admin).catch(async (error) => {
      await screenshot(reviewer, 'course-studio-admin-login-failed');
      throw error;
    });
  }

  /** The page must not scroll sideways at this width. */
  async function fitsWidth(page: Page): Promise<void> {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }

  async function atBothWidths(page: Page, name: string): Promise<void> {
    await screenshot(page, `${name}-desktop`);
    await page.setViewportSize(MOBILE);
    await page.waitForTimeout(150);
    await fitsWidth(page);
    await screenshot(page, `${name}-mobile`);
    await page.setViewportSize(DESKTOP);
  }

  /** Uploads the demo video on a slowed connection so the percent is seen climbing, and returns what was seen. */
  async function uploadVideo(title: string): Promise<number[]> {
    await teacher.goto(url('/instructor/media-library/upload'));
    await teacher.locator('[data-testid="media-upload-file"]').setInputFiles(VIDEO);
    await teacher.locator('[data-testid="media-upload-file-name"]', { hasText: 'demo-lecture.mp4' }).waitFor();
    await teacher.fill('input[name="title"]', title);
    const cdp = await instructorContext.newCDPSession(teacher);
    await cdp.send('Network.enable');
    // About 150 KB at 48 KB/s: three seconds of visible progress.
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 48 * 1024 });
    await teacher.click('[data-testid="media-upload-submit"]');
    const seen: number[] = [];
    const percent = teacher.locator('[data-testid="media-upload-progress-percent"]');
    await percent.waitFor();
    while (!teacher.url().endsWith('/instructor/media-library')) {
      const text = await percent.textContent({ timeout: 200 }).catch(() => null);
      if (text) seen.push(Number(text.replace('%', '')));
      // One picture half-way through.
      if (seen.length > 0 && seen[seen.length - 1] >= 30 && seen.filter((p) => p >= 30).length === 1) await screenshot(teacher, 'media-upload-progress-desktop');
      await teacher.waitForTimeout(100);
    }
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.detach();
    await toast(teacher, MEDIA_MESSAGES.uploaded).waitFor();
    return seen;
  }

  it('an instructor uploads a video with visible progress, builds a two-section course and sends it for review', async () => {
    await signInInstructor();
    const seen = await uploadVideo('Giới thiệu khóa học');
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.every((p) => Number.isInteger(p) && p >= 0 && p <= 100)).toBe(true);
    expect(seen.some((p) => p > 0 && p < 100)).toBe(true);
    // The new video is at the top of the library.
    const first = teacher.locator('[data-testid="media-card"]').first();
    await first.locator('[data-testid="media-title"]', { hasText: 'Giới thiệu khóa học' }).waitFor();
    expect(await first.locator('[data-testid="media-usage"]').textContent()).toBe('Chưa dùng trong bài giảng nào');
    await atBothWidths(teacher, 'media-library');

    await teacher.goto(url('/instructor/courses/create'));
    const builder = teacher.locator('[data-testid="course-builder"]');
    await builder.waitFor();
    await teacher.fill('input[name="title"]', COURSE_TITLE);
    await teacher.fill('textarea[name="shortDescription"]', 'Từ tài khoản quảng cáo đầu tiên đến chiến dịch ra đơn có lãi.');
    await teacher.fill('textarea[name="description"]', 'Bạn sẽ dựng chiến dịch thật, đọc số liệu và tối ưu theo tuần.\nMỗi bài có bài tập thực hành.');
    await teacher.selectOption('select[name="categoryId"]', { label: 'Quảng cáo Facebook' });
    await teacher.fill('input[name="price"]', '1990000');
    expect(await teacher.inputValue('input[name="price"]')).toBe('1.990.000');
    await teacher.fill('input[name="originalPrice"]', '2990000');
    await teacher.locator('[data-testid="builder-course-thumbnail"]').setInputFiles(cover);
    await teacher.locator('[data-testid="builder-course-thumbnail-preview"]').waitFor();

    // Chapter 1: the uploaded video, as a free preview; its length comes from the video.
    const sections = teacher.locator('[data-testid="builder-section"]');
    await sections.nth(0).locator('[data-testid="section-title"]').fill('Làm quen với trình quản lý quảng cáo');
    await sections.nth(0).locator('[data-testid="lecture-pick-video"]').click();
    const picker = teacher.locator('[data-testid="media-picker"]');
    await picker.locator('[data-testid="media-picker-row"]', { hasText: 'Giới thiệu khóa học' }).locator('[data-testid="media-pick"]').click();
    await picker.waitFor({ state: 'detached' });
    const firstLecture = sections.nth(0).locator('[data-testid="lecture"]').nth(0);
    expect(await firstLecture.locator('[data-testid="lecture-title"]').inputValue()).toBe('Giới thiệu khóa học');
    expect(await firstLecture.locator('[data-testid="lecture-duration"]').inputValue()).toMatch(/^\d+:\d\d$/);
    await firstLecture.locator('[data-testid="lecture-free-preview"]').check();

    // Chapter 2, with a video uploaded from the picker's shortcut.
    await teacher.click('[data-testid="section-add"]');
    await sections.nth(1).locator('[data-testid="section-title"]').fill('Đo lường và tối ưu');
    await sections.nth(1).locator('[data-testid="lecture-title"]').fill('Đo lường chuyển đổi');
    await sections.nth(1).locator('[data-testid="lecture-pick-video"]').click();
    await picker.locator('[data-testid="media-picker-upload-tab"]').click();
    await picker.locator('[data-testid="media-upload-file"]').setInputFiles(VIDEO);
    await picker.locator('input[name="title"]').fill('Đo lường chuyển đổi - video');
    await picker.locator('[data-testid="media-upload-submit"]').click();
    await picker.waitFor({ state: 'detached' });
    await sections.nth(1).locator('[data-testid="lecture-video-name"]', { hasText: 'Đo lường chuyển đổi - video' }).waitFor();
    expect(await teacher.locator('[data-testid="curriculum-totals"]').textContent()).toMatch(/^2 chương · 2 bài giảng/);
    await atBothWidths(teacher, 'course-builder');

    await teacher.click('[data-testid="builder-submit-review"]');
    await toast(teacher, COURSE_MESSAGES.submitted).waitFor();
    await teacher.waitForURL('**/instructor/courses');
    await courseRow(teacher).locator('[data-testid="course-status"]', { hasText: 'Chờ duyệt' }).waitFor();
    await atBothWidths(teacher, 'instructor-courses');
  });

  it('an admin sees the pending badge and rejects the course with a reason', async () => {
    await signInAdmin();
    const badge = reviewer.locator('.dash-sidebar [data-testid="menu-badge"]');
    await badge.waitFor();
    expect(await badge.textContent()).toBe('1');
    await reviewer.goto(url('/admin/courses/pending'));
    const row = reviewer.locator('[data-testid="pending-course-row"]', { hasText: COURSE_TITLE });
    await row.waitFor();
    await atBothWidths(reviewer, 'admin-courses-pending');
    await row.locator('[data-testid="pending-course-review"]').click();
    await reviewer.locator('[data-testid="review-title"]', { hasText: COURSE_TITLE }).waitFor();
    expect(await reviewer.locator('[data-testid="review-lecture"]').count()).toBe(2);
    await atBothWidths(reviewer, 'admin-course-review');

    await reviewer.click('[data-testid="review-reject"]');
    await reviewer.click('[data-testid="reject-submit"]');
    await reviewer.locator('[data-testid="reject-reason-error"]').waitFor();
    await reviewer.fill('[data-testid="reject-reason"]', REASON);
    await screenshot(reviewer, 'admin-course-reject-dialog-desktop');
    await reviewer.click('[data-testid="reject-submit"]');
    await toast(reviewer, COURSE_MESSAGES.rejected).waitFor();
    await reviewer.waitForURL('**/admin/courses/pending');
    await reviewer.locator('[data-testid="pending-courses-empty"]').waitFor();
    await badge.waitFor({ state: 'detached' });

    // An admin creates for an instructor picked from the list.
    await reviewer.goto(url('/admin/courses/create'));
    await reviewer.locator('select[name="instructorId"] option', { hasText: instructor.email }).waitFor({ state: 'attached' });
    await reviewer.click('[data-testid="builder-save"]');
    await reviewer.locator('[data-testid="builder-error-instructorId"]').waitFor();
    await screenshot(reviewer, 'admin-course-create-desktop');
  });

  it('the instructor reads the reason on the course and in the bell, fixes the course and sends it again', async () => {
    await teacher.goto(url('/instructor/courses'));
    await courseRow(teacher).locator('[data-testid="course-rejection-reason"]', { hasText: REASON }).waitFor();
    await teacher.locator('.dash-topbar [data-testid="notification-badge"]').waitFor();
    await teacher.click('.dash-topbar [data-testid="notification-bell"]');
    await teacher.locator('[data-testid="notification-panel"]', { hasText: REASON }).waitFor();
    await screenshot(teacher, 'instructor-rejected-notification-desktop');
    await teacher.keyboard.press('Escape');

    await courseRow(teacher).locator('[data-testid="course-edit"]').click();
    await teacher.locator('[data-testid="builder-rejection-reason"]', { hasText: REASON }).waitFor();
    // The saved course's pictures and videos are shown, named from the library.
    await teacher.locator('[data-testid="builder-course-thumbnail-preview"]').waitFor();
    await teacher.locator('[data-testid="lecture-video-name"]', { hasText: 'Giới thiệu khóa học' }).waitFor();
    await screenshot(teacher, 'course-builder-rejected-desktop');
    const secondLecture = teacher.locator('[data-testid="builder-section"]').nth(1).locator('[data-testid="lecture"]').first();
    await secondLecture.locator('[data-testid="lecture-title"]').fill('Đo lường chuyển đổi (đã thay video)');
    await teacher.click('[data-testid="builder-submit-review"]');
    await toast(teacher, COURSE_MESSAGES.submitted).waitFor();
    await teacher.waitForURL('**/instructor/courses');
    await courseRow(teacher).locator('[data-testid="course-status"]', { hasText: 'Chờ duyệt' }).waitFor();
    expect(await courseRow(teacher).locator('[data-testid="course-rejection-reason"]').count()).toBe(0);
  });

  it('the admin approves it, and the course is on sale', async () => {
    await reviewer.goto(url('/admin/courses/pending'));
    const badge = reviewer.locator('.dash-sidebar [data-testid="menu-badge"]');
    await badge.waitFor();
    expect(await badge.textContent()).toBe('1');
    await reviewer.locator('[data-testid="pending-course-row"]', { hasText: COURSE_TITLE }).locator('[data-testid="pending-course-review"]').click();
    await reviewer.locator('[data-testid="review-lecture"]', { hasText: 'Đo lường chuyển đổi (đã thay video)' }).waitFor();
    await reviewer.click('[data-testid="review-approve"]');
    await toast(reviewer, COURSE_MESSAGES.approved).waitFor();
    await reviewer.waitForURL('**/admin/courses/pending');
    await badge.waitFor({ state: 'detached' });

    await reviewer.goto(url('/admin/courses'));
    await courseRow(reviewer).locator('[data-testid="course-status"]', { hasText: 'Đã xuất bản' }).waitFor();
    await atBothWidths(reviewer, 'admin-courses');
    await teacher.goto(url('/instructor/courses'));
    await courseRow(teacher).locator('[data-testid="course-toggle"]', { hasText: 'Ngừng xuất bản' }).waitFor();
    await screenshot(teacher, 'instructor-courses-published-desktop');
  });

  it('the library says which videos lectures use, refuses to delete one in use with the reason, and plays a video', async () => {
    await teacher.goto(url('/instructor/media-library'));
    const used = teacher.locator('[data-testid="media-card"]', { hasText: 'Giới thiệu khóa học' });
    await used.locator('[data-testid="media-usage"]', { hasText: 'Dùng trong 1 bài giảng' }).waitFor();
    await used.locator('[data-testid="media-delete"]').click();
    await teacher.click('[data-testid="media-delete-dialog"] [data-testid="confirm-button"]');
    await teacher.locator('[data-testid="media-delete-error"]', { hasText: COURSE_TITLE }).waitFor();
    await toast(teacher, 'Xóa thất bại: ').waitFor();
    await screenshot(teacher, 'media-delete-refused-desktop');
    await teacher.click('[data-testid="media-delete-dialog"] [data-testid="modal-close"]');

    await used.locator('[data-testid="media-play"]').click();
    const video = teacher.locator('[data-testid="media-player-video"]');
    await video.waitFor();
    expect(await video.getAttribute('src')).toMatch(/^\/(api\/)?media\/stream/);
    await screenshot(teacher, 'media-player-desktop');
  });
});
