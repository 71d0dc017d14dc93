import { HOMEPAGE_MESSAGES, POPUP_MESSAGES } from '@academy/contracts';
import { mkdirSync } from 'fs';
import { join } from 'path';
import type { Browser, Page } from 'playwright-core';
import { catalogueCourseRows } from '../backend/src/modules/catalogue/read-models/course-catalogue/course-catalogue.read-model';
import { READ_STORE, ReadStore } from '../backend/src/platform/read-store/read-store.port';
import { signedInUser } from '../backend/test/support/accounts';
import { startTestApp, TestApp } from '../backend/test/support/test-app';
import { coverPicture, DESKTOP, launchBrowser, MOBILE, SCREENSHOTS, signInAtAdminLogin } from './browser';

const WEB_DIST = process.env.WEB_DIST ?? join(__dirname, '..', 'frontend', 'dist');
/** Where the screenshots of these screens go (SITE_CONTENT_SCREENS to keep them elsewhere). */
const SCREENS = process.env.SITE_CONTENT_SCREENS ?? join(SCREENSHOTS, 'site-content');

const COURSES = [
  { id: 'khoa-facebook', slug: 'quang-cao-facebook', title: 'Quảng cáo Facebook thực chiến', price: 1_290_000, daysAgo: 3 },
  { id: 'khoa-seo', slug: 'seo-thuc-chien', title: 'SEO thực chiến cho chủ shop', price: 990_000, daysAgo: 2 },
  { id: 'khoa-tiktok', slug: 'tiktok-ban-hang', title: 'TikTok bán hàng từ số 0', price: 690_000, daysAgo: 1 },
];

describe('site content in the browser: the advertising popup and the homepage editor', () => {
  let app: TestApp;
  let browser: Browser;
  let admin: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    mkdirSync(SCREENS, { recursive: true });
    app = await startTestApp({ WEB_DIST });
    browser = await launchBrowser();
    admin = await signedInUser(app, 'admin');
    // Publishing a course takes an instructor, videos and a review (courses.e2e-spec.ts); here only its card matters.
    const rows = catalogueCourseRows(app.app.get<ReadStore>(READ_STORE));
    for (const course of COURSES) {
      await rows.upsert({
        id: course.id,
        slug: course.slug,
        title: course.title,
        shortDescription: 'Làm theo được ngay trên sản phẩm của bạn.',
        thumbnailUrl: null,
        level: 'beginner',
        categoryId: null,
        price: course.price,
        originalPrice: null,
        instructorId: 'giang-vien-1',
        duration: 3600,
        totalLectures: 12,
        enrolledStudents: 0,
        rating: null,
        reviewsCount: 0,
        publishedAt: new Date(Date.now() - course.daysAgo * 86_400_000).toISOString(),
        searchText: course.title,
      });
    }
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  /** `fullPage` false for what sits over the viewport (the popup): a whole-page picture would stretch it. */
  const shot = (page: Page, name: string, fullPage = true) => page.screenshot({ path: join(SCREENS, `${name}.png`), fullPage });

  /** Desktop then phone, each a whole-page picture; the phone must not scroll sideways. Ends at desktop width. */
  async function shotBothWidths(page: Page, name: string): Promise<void> {
    // From the top: the dashboard's fixed header and sidebar would be drawn where the page was scrolled to.
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `${name}-1280`);
    await page.setViewportSize(MOBILE);
    await page.waitForTimeout(300);
    await page.evaluate(() => window.scrollTo(0, 0));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await shot(page, `${name}-390`);
    await page.setViewportSize(DESKTOP);
  }

  async function adminPage(): Promise<Page> {
    const page = await browser.newPage({ viewport: DESKTOP, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });
    await signInAtAdminLogin(page, app.baseUrl, admin);
    return page;
  }

  /** A visitor in a browser session of their own (a new context: its sessionStorage starts empty). */
  async function visitor(viewport = DESKTOP): Promise<Page> {
    const context = await browser.newContext({ viewport, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });
    return context.newPage();
  }

  /** This session has seen the popup already (the first test is about it): it stays out of the way. */
  const withoutPopup = (page: Page) => page.addInitScript(() => sessionStorage.setItem('academy.popup-seen', '1'));

  /** Milliseconds from the page's load to the popup on screen. */
  async function popupDelayAfterLoad(page: Page, path = '/'): Promise<number> {
    await page.goto(`${app.baseUrl}${path}`, { waitUntil: 'load' });
    const loaded = Date.now();
    await page.getByTestId('site-popup').waitFor({ timeout: 10_000 });
    return Date.now() - loaded;
  }

  it('an admin creates an active popup; a visitor sees it about 1.5 s after load, once per session', async () => {
    const page = await adminPage();
    await page.goto(`${app.baseUrl}/admin/popup`);
    await page.getByTestId('popups-empty').waitFor();
    await page.getByTestId('popup-create').click();
    const form = page.getByTestId('popup-form');
    await form.getByLabel(/Tiêu đề/).fill('Ưu đãi khai giảng tháng 6');
    await form.getByLabel(/Liên kết/).fill('https://khoahoc.example.vn/uu-dai');
    await page.getByTestId('popup-image-input').setInputFiles({ name: 'uu-dai.png', mimeType: 'image/png', buffer: await coverPicture(['#f97316', '#be123c'], 900, 1100) });
    await page.getByTestId('popup-image-preview').waitFor();
    await page.getByTestId('popup-active-input').check();
    await page.getByTestId('popup-submit').click();
    await page.getByText(POPUP_MESSAGES.created).first().waitFor();
    const row = page.locator('[data-testid="popup-row"][data-title="Ưu đãi khai giảng tháng 6"]');
    await row.getByTestId('popup-status').getByText('Hoạt động').waitFor();
    expect(await page.getByTestId('popups-summary').textContent()).toContain('Ưu đãi khai giảng tháng 6');
    await shotBothWidths(page, 'admin-popup');
    await page.getByTestId('popup-create').click();
    await page.getByTestId('popup-form').getByLabel(/Tiêu đề/).fill('Quà tặng cuối tuần');
    await page.getByTestId('popup-image-input').setInputFiles({ name: 'qua.png', mimeType: 'image/png', buffer: await coverPicture(['#22c55e', '#0f766e'], 1000, 1000) });
    await page.getByTestId('popup-image-preview').waitFor();
    await page.waitForTimeout(400);
    await shot(page, 'admin-popup-form-1280', false);
    await page.getByRole('button', { name: 'Hủy' }).click();
    await page.close();

    const guest = await visitor();
    const delay = await popupDelayAfterLoad(guest);
    expect(delay).toBeGreaterThanOrEqual(1_300);
    expect(delay).toBeLessThan(5_000);
    const dialog = guest.getByRole('dialog', { name: 'Ưu đãi khai giảng tháng 6' });
    await dialog.waitFor();
    const link = guest.getByTestId('site-popup-link');
    expect(await link.getAttribute('href')).toBe('https://khoahoc.example.vn/uu-dai');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener');
    expect(await guest.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Đóng quảng cáo');
    await shot(guest, 'home-popup-1280', false);
    await guest.getByTestId('site-popup-close').click();
    await guest.getByTestId('site-popup').waitFor({ state: 'detached' });

    // The same session: a reload, another public page, and no popup.
    await guest.reload({ waitUntil: 'load' });
    await guest.waitForTimeout(3_000);
    expect(await guest.getByTestId('site-popup').count()).toBe(0);
    await guest.goto(`${app.baseUrl}/courses`, { waitUntil: 'load' });
    await guest.waitForTimeout(2_500);
    expect(await guest.getByTestId('site-popup').count()).toBe(0);
    await guest.context().close();

    // A new session on a phone sees it again, and Escape closes it.
    const phone = await visitor(MOBILE);
    await popupDelayAfterLoad(phone);
    await shot(phone, 'home-popup-390', false);
    await phone.keyboard.press('Escape');
    await phone.getByTestId('site-popup').waitFor({ state: 'detached' });
    await phone.context().close();
  });

  it('never shows the popup on the admin pages', async () => {
    const page = await adminPage();
    await page.goto(`${app.baseUrl}/admin/users`, { waitUntil: 'load' });
    await page.waitForTimeout(2_500);
    expect(await page.getByTestId('site-popup').count()).toBe(0);
    await page.close();
  });

  it('an admin edits the hero and the featured order from the editing mode; the home page shows them; a restore brings the page back', async () => {
    const page = await adminPage();
    await withoutPopup(page);
    // The admins' editing mode on the home page leads to the editor, at the block chosen.
    await page.goto(`${app.baseUrl}/`);
    // The switch is drawn over its hidden checkbox: the admin clicks what they see.
    await page.locator('label:has([data-testid="edit-mode-toggle"])').click();
    expect(await page.getByTestId('edit-mode-toggle').isChecked()).toBe(true);
    await page.getByTestId('edit-block-hero').click();
    await page.waitForURL('**/admin/edit?block=hero');
    const hero = page.getByTestId('hero-form');
    await hero.getByLabel(/^Tiêu đề/).fill('Học marketing mùa hè 2026');
    await page.getByTestId('hero-phrases').fill('Quảng cáo TikTok\nBán hàng Shopee');
    await page.getByTestId('hero-subtitle').fill('Ưu đãi 30% cho học viên đăng ký trước ngày 30/6.');
    await hero.getByLabel(/Chữ trên nút/).fill('Xem khóa học hè');
    await page.getByTestId('hero-image-input').setInputFiles({ name: 'he.png', mimeType: 'image/png', buffer: await coverPicture(['#0ea5e9', '#6366f1'], 1600, 900) });
    await page.getByTestId('hero-preview-image').waitFor();
    await page.getByTestId('hero-save').click();
    await page.getByText(HOMEPAGE_MESSAGES.heroSaved).first().waitFor();
    await page.locator('[data-testid="history-row"][data-version="1"]').getByText('Sửa phần Hero').waitFor();
    await shotBothWidths(page, 'admin-edit-hero');

    await page.getByTestId('editor-block-featured').click();
    await page.waitForURL('**/admin/edit?block=featured');
    await page.getByTestId('featured-mode-chosen').check();
    const options = page.getByTestId('featured-options');
    await options.getByRole('button', { name: `Thêm “${COURSES[0].title}”` }).click();
    await options.getByRole('button', { name: `Thêm “${COURSES[2].title}”` }).click();
    await page.getByTestId('featured-chosen-row').nth(1).getByTestId('featured-up').click();
    await page.getByTestId('featured-save').click();
    await page.getByText(HOMEPAGE_MESSAGES.featuredSaved).first().waitFor();
    await page.locator('[data-testid="history-row"][data-version="2"]').getByText('Chọn 2 khóa học nổi bật').waitFor();
    await shotBothWidths(page, 'admin-edit-featured');

    // A visitor's home page: the edited hero and the two courses in the chosen order.
    const guest = await visitor();
    await withoutPopup(guest);
    await guest.goto(`${app.baseUrl}/`);
    await guest.getByRole('heading', { level: 1 }).getByText('Học marketing mùa hè 2026').waitFor();
    expect(await guest.getByTestId('hero-button').textContent()).toContain('Xem khóa học hè');
    expect(await guest.getByTestId('hero-picture').getAttribute('src')).toMatch(/^\/files\/public\/site-content\/hero\/hero-[0-9a-f]+-1200\.webp$/);
    // The sections below the hero render once it has been painted.
    await guest.getByTestId('featured-course').first().waitFor();
    expect(await guest.getByTestId('featured-course').allTextContents()).toEqual([expect.stringContaining(COURSES[2].title), expect.stringContaining(COURSES[0].title)]);
    await shot(guest, 'home-edited-1280');

    // Back to the page as built (version 0), recorded as version 3.
    await page.locator('[data-testid="history-row"][data-version="0"]').getByTestId('history-restore').click();
    await page.getByTestId('restore-dialog').getByTestId('confirm-button').click();
    await page.getByText(HOMEPAGE_MESSAGES.restored).first().waitFor();
    await page.locator('[data-testid="history-row"][data-version="3"]').getByText('Khôi phục trang chủ mặc định').waitFor();

    await guest.reload();
    // The page as built counts the courses on sale (three here), never more.
    await guest.getByTestId('hero-badge').getByText('3 khóa học thực chiến').waitFor();
    expect(await guest.getByTestId('hero-picture').count()).toBe(0);
    await guest.getByTestId('featured-course').nth(2).waitFor();
    expect(await guest.getByTestId('featured-course').allTextContents()).toEqual(
      [COURSES[2], COURSES[1], COURSES[0]].map((course) => expect.stringContaining(course.title)),
    );

    // The back button returns where the admin came from.
    await page.getByTestId('editor-back').click();
    await page.waitForURL(`${app.baseUrl}/`);
    await guest.context().close();
    await page.close();
  });

  it('an admin adds a testimonial with a photo and an instructor; the home page shows them and closes with the band', async () => {
    const page = await adminPage();
    await withoutPopup(page);
    await page.goto(`${app.baseUrl}/admin/edit?block=testimonials`);
    const editor = page.getByTestId('testimonials-editor');
    await editor.getByText('Chưa có cảm nhận nào').waitFor();
    await page.getByTestId('testimonials-add').click();
    const item = page.getByTestId('testimonials-item').first();
    // Checked before it is sent: a testimonial needs a name and words.
    await page.getByTestId('testimonials-save').click();
    await page.getByTestId('testimonials-error-name-0').getByText(HOMEPAGE_MESSAGES.personNameRequired).waitFor();
    await item.getByLabel(/^Họ tên/).fill('Chị Nguyễn Ngọc Lan');
    await item.getByLabel(/Nghề nghiệp/).fill('Chủ shop mỹ phẩm online');
    await page.getByTestId('testimonials-text-0').fill('Sau khóa học, chi phí mỗi đơn hàng giảm gần một nửa.');
    await item.getByLabel(/Video YouTube/).fill('youtube.com/xem');
    await page.getByTestId('testimonials-photo-0-input').setInputFiles({ name: 'lan.png', mimeType: 'image/png', buffer: await coverPicture(['#f472b6', '#7c3aed'], 800, 800) });
    await page.getByTestId('testimonials-photo-0-preview').waitFor();
    await page.getByTestId('testimonials-save').click();
    await page.getByTestId('testimonials-error-video-0').getByText(HOMEPAGE_MESSAGES.videoInvalid).waitFor();
    await item.getByLabel(/Video YouTube/).fill('https://youtu.be/dQw4w9WgXcQ');
    await page.getByTestId('testimonials-save').click();
    await page.getByText(HOMEPAGE_MESSAGES.testimonialsSaved).first().waitFor();
    await page.getByTestId('history-row').first().getByText('Sửa cảm nhận học viên (1 cảm nhận)').waitFor();
    expect(await page.getByTestId('testimonials-photo-0-preview').getAttribute('src')).toMatch(/^\/files\/public\/site-content\/people\/person-[0-9a-f]{16}-480\.webp$/);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'admin-edit-testimonials-1366');
    await page.setViewportSize(DESKTOP);
    await shotBothWidths(page, 'admin-edit-testimonials');

    await page.getByTestId('editor-block-instructors').click();
    await page.waitForURL('**/admin/edit?block=instructors');
    await page.getByTestId('instructors-add').click();
    const teacher = page.getByTestId('instructors-item').first();
    await teacher.getByLabel(/^Họ tên/).fill('Trần Minh Đức');
    await teacher.getByLabel(/Chức danh/).fill('Giảng viên Quảng cáo Facebook');
    await page.getByTestId('instructors-text-0').fill('Tám năm chạy quảng cáo cho các shop thời trang và mỹ phẩm.');
    await page.getByTestId('instructors-photo-0-input').setInputFiles({ name: 'duc.png', mimeType: 'image/png', buffer: await coverPicture(['#818cf8', '#4338ca'], 600, 800) });
    await page.getByTestId('instructors-save').click();
    await page.getByText(HOMEPAGE_MESSAGES.instructorsSaved).first().waitFor();
    await shotBothWidths(page, 'admin-edit-instructors');

    // A visitor's home page: the testimonial with its photo and video poster, the instructor, the real count, the band last.
    const guest = await visitor({ width: 1366, height: 900 });
    await withoutPopup(guest);
    await guest.goto(`${app.baseUrl}/`);
    const card = guest.getByTestId('feedback-card');
    await card.getByTestId('feedback-name').getByText('Chị Nguyễn Ngọc Lan').waitFor();
    expect(await card.count()).toBe(1);
    expect(await card.getByTestId('person-photo').getAttribute('src')).toMatch(/^\/files\/public\/site-content\/people\//);
    expect(await card.getByTestId('feedback-video-play').count()).toBe(1);
    expect(await guest.getByTestId('instructor-card').innerText()).toContain('Giảng viên Quảng cáo Facebook');
    expect(await guest.getByTestId('hero-badge').innerText()).toBe('3 khóa học thực chiến');
    expect(await guest.getByTestId('home-page-root').innerText()).not.toContain('10+');
    const lastSection = guest.locator('[data-testid="home-page-root"] > section').last();
    expect(await lastSection.getByRole('heading', { level: 2 }).innerText()).toBe('THAM GIA CÙNG CHÚNG TÔI');
    expect(await lastSection.getByTestId('cta-band-signup').innerText()).toContain('Đăng ký miễn phí');
    // The portraits load lazily: bring them into view, check they decoded, then picture the page from the top.
    for (const photo of await guest.getByTestId('person-photo').all()) {
      await photo.scrollIntoViewIfNeeded();
      await guest.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0, await photo.elementHandle());
    }
    await guest.evaluate(() => window.scrollTo(0, 0));
    await shot(guest, 'home-people-1366');
    await guest.setViewportSize(MOBILE);
    await guest.waitForTimeout(300);
    expect(await guest.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await shot(guest, 'home-people-390');
    // The band's sign-up button takes a visitor to the sign-up form at the top.
    await lastSection.getByTestId('cta-band-signup').click();
    await guest.getByTestId('signup-panel').waitFor();
    await guest.context().close();
    await page.close();
  });
});
