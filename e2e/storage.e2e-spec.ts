import { fileInUseMessage, STORAGE_MESSAGES } from '@academy/contracts';
import { join } from 'path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { FILE_STORE, FileStore } from '../backend/src/platform/files/files.port';
import { signedInUser } from '../backend/test/support/accounts';
import { startTestApp, TestApp } from '../backend/test/support/test-app';
import { DESKTOP, launchBrowser, MOBILE, screenshot, signInAtAdminLogin } from './browser';

const WEB_DIST = process.env.WEB_DIST ?? join(__dirname, '..', 'frontend', 'dist');
const COURSE_TITLE = 'Quảng cáo Facebook thực chiến';

const picture = (background: string, width = 960, height = 540) => sharp({ create: { width, height, channels: 3, background } }).webp().toBuffer();

describe('the storage browser in the browser', () => {
  let app: TestApp;
  let browser: Browser;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  /** The folder of the course's pictures, which the course still shows. */
  let courseFolder: string;

  beforeAll(async () => {
    app = await startTestApp({ WEB_DIST });
    browser = await launchBrowser();
    const instructor = await signedInUser(app, 'instructor');
    admin = await signedInUser(app, 'admin');
    courseFolder = await courseWithCover(instructor.idToken);
    const files = app.app.get<FileStore>(FILE_STORE);
    // Left behind by edits that were never saved: nothing uses them.
    await files.put('public/tai-lieu/bang-gia-cu.webp', await picture('#f59e0b', 640, 360), 'image/webp');
    await files.put('public/tai-lieu/huong-dan.pdf', Buffer.from('%PDF-1.4 tài liệu'), 'application/pdf');
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  /** A course whose cover the instructor uploaded, as the course form sends it. */
  async function courseWithCover(token: string): Promise<string> {
    const form = new FormData();
    form.append('data', JSON.stringify({ title: COURSE_TITLE, shortDescription: 'Ra đơn từ tuần đầu.', description: 'Thực chiến.', level: 'beginner', price: 990_000, sections: [] }));
    form.append('courseThumbnail', new Blob([new Uint8Array(await picture('#4f46e5'))], { type: 'image/webp' }), 'bia.webp');
    const response = await fetch(`${app.baseUrl}/api/courses`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });
    const { course } = (await response.json()) as { course: { courseThumbnail: string } };
    const key = course.courseThumbnail.replace('/files/', '');
    return key.slice(0, key.lastIndexOf('/') + 1);
  }

  async function storagePage(viewport = DESKTOP, prefix = ''): Promise<Page> {
    const page = await browser.newPage({ viewport, locale: 'vi-VN' });
    await signInAtAdminLogin(page, app.baseUrl, admin);
    await page.goto(`${app.baseUrl}/admin/storage${prefix ? `?prefix=${encodeURIComponent(prefix)}` : ''}`);
    await page.locator('[data-testid="storage-table"]').waitFor();
    return page;
  }

  const folder = (page: Page, name: string) => page.locator('[data-testid="storage-folder"] button', { hasText: name });
  const file = (page: Page, path: string) => page.locator(`[data-testid="storage-file"][data-path="${path}"]`);

  it('an admin browses into a folder and deletes an unused file, and is refused one a course uses', async () => {
    const page = await storagePage();
    await folder(page, 'public').click();
    await folder(page, 'tai-lieu').click();
    await file(page, 'public/tai-lieu/bang-gia-cu.webp').waitFor();
    expect(await page.locator('[data-testid="storage-breadcrumb"]').innerText()).toMatch(/^Kho tệp\s+public\s+tai-lieu$/);
    expect(await file(page, 'public/tai-lieu/bang-gia-cu.webp').locator('[data-testid="storage-file-usage"]').innerText()).toBe('Chưa dùng');

    await file(page, 'public/tai-lieu/bang-gia-cu.webp').locator('[data-testid="storage-file-delete"]').click();
    await page.click('[data-testid="confirm-button"]');
    await page.getByText(STORAGE_MESSAGES.deleted).first().waitFor();
    await file(page, 'public/tai-lieu/bang-gia-cu.webp').waitFor({ state: 'detached' });
    expect(await app.app.get<FileStore>(FILE_STORE).stat('public/tai-lieu/bang-gia-cu.webp')).toBeNull();

    await page.click('[data-testid="storage-up"]');
    await folder(page, 'courses').click();
    await page.locator('[data-testid="storage-folder"] button').first().click();
    const cover = page.locator('[data-testid="storage-file"]', { hasText: '-960.webp' });
    await cover.waitFor();
    expect(await cover.locator('[data-testid="storage-file-usage"]').innerText()).toBe(`Đang dùng bởi khóa học "${COURSE_TITLE}"`);
    await cover.locator('[data-testid="storage-file-delete"]').click();
    await page.click('[data-testid="confirm-button"]');
    await page.locator('[data-testid="storage-delete-error"]', { hasText: fileInUseMessage({ kind: 'course', title: COURSE_TITLE }) }).waitFor();
    await page.click('[data-testid="storage-delete-dialog"] [data-testid="modal-close"]');
    expect(await page.locator('[data-testid="storage-file"]').count()).toBe(2);

    // Back returns to the folder before, as the address holds the folder.
    await page.goBack();
    await page.locator('[data-testid="storage-breadcrumb"]', { hasText: /courses$/ }).waitFor();
    expect(await page.locator('[data-testid="storage-file"]').count()).toBe(0);
    await page.close();
  });

  it('shows a folder of pictures with previews on a wide screen and fits a phone', async () => {
    const wide = await storagePage(DESKTOP, courseFolder);
    await wide.locator('[data-testid="storage-preview"]').first().waitFor();
    await wide.waitForFunction(() => [...document.querySelectorAll('img[data-testid="storage-preview"]')].every((img) => (img as HTMLImageElement).complete));
    await screenshot(wide, 'admin-storage-desktop');
    await wide.close();

    const phone = await storagePage(MOBILE, courseFolder);
    await phone.locator('[data-testid="storage-preview"]').first().waitFor();
    await phone.waitForFunction(() => [...document.querySelectorAll('img[data-testid="storage-preview"]')].every((img) => (img as HTMLImageElement).complete));
    await screenshot(phone, 'admin-storage-mobile');
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.close();

    const root = await storagePage(MOBILE, 'public/');
    await screenshot(root, 'admin-storage-folders-mobile');
    await root.close();
  });
});
