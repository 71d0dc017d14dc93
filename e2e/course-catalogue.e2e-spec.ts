import { courseNotFoundMessage } from '@academy/contracts';
import { readFileSync } from 'fs';
import { join } from 'path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { courseStatsRows, emptyStatsOf } from '../backend/src/modules/learning/read-models/course-stats/course-stats.read-model';
import { READ_STORE, ReadStore } from '../backend/src/platform/read-store/read-store.port';
import { signedInUser } from '../backend/test/support/accounts';
import type { EmulatorUser } from '../backend/test/support/auth-emulator';
import { apiClient } from '../backend/test/support/http-client';
import { startTestApp, TestApp } from '../backend/test/support/test-app';
import { DESKTOP, launchBrowser, MOBILE, screenshot as fullPageShot, SCREENSHOTS } from './browser';

const WEB_DIST = process.env.WEB_DIST ?? join(__dirname, '..', 'frontend', 'dist');

type Body = Record<string, unknown>;

/** A cover drawn here (a gradient and a few shapes, no text), uploaded as a browser would. */
function cover([from, to]: [string, string]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="960" height="540" fill="url(#g)"/>
    <circle cx="180" cy="160" r="120" fill="#fff" fill-opacity="0.14"/>
    <rect x="560" y="300" width="56" height="160" rx="10" fill="#fff" fill-opacity="0.45"/>
    <rect x="640" y="230" width="56" height="230" rx="10" fill="#fff" fill-opacity="0.6"/>
    <rect x="720" y="150" width="56" height="310" rx="10" fill="#fff" fill-opacity="0.75"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Every lecture plays the instructor's one uploaded video. */
let videoId = '';
const lectures = (titles: string[]) => titles.map((title, i) => ({ title, mediaId: videoId, durationSeconds: 300 + i * 270, isFreePreview: i === 0 }));

/** The demo lecture video, uploaded to the instructor's library as the upload screen does. */
async function uploadVideo(app: TestApp, instructor: EmulatorUser): Promise<string> {
  const form = new FormData();
  form.append('data', JSON.stringify({ title: 'Video bài giảng' }));
  form.append('asset', new Blob([readFileSync(join(__dirname, '..', 'backend', 'seed-assets', 'demo-lecture.mp4'))], { type: 'video/mp4' }), 'bai-giang.mp4');
  const response = await fetch(`${app.baseUrl}/api/media/upload`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${instructor.idToken}` } });
  expect(response.status).toBe(201);
  return ((await response.json()) as { media: { _id: string } }).media._id;
}

interface SeedCourse {
  title: string;
  shortDescription: string;
  category: string;
  level: 'beginner' | 'intermediate' | 'advanced';
  price: number;
  originalPrice: number | null;
  colours: [string, string] | null;
  /** What reviews and enrolments would have made of it. */
  standing?: { rating: number; reviewsCount: number; enrolledStudents: number };
}

const COURSES: SeedCourse[] = [
  { title: 'Quảng cáo Facebook thực chiến', shortDescription: 'Từ tài khoản quảng cáo đầu tiên đến chiến dịch ra đơn có lãi.', category: 'Quảng cáo Facebook', level: 'beginner', price: 1_990_000, originalPrice: 2_990_000, colours: ['#1d4ed8', '#60a5fa'], standing: { rating: 4.7, reviewsCount: 1284, enrolledStudents: 5321 } },
  { title: 'Tối ưu chuyển đổi cho Facebook Ads nâng cao', shortDescription: 'Pixel, Conversions API, tệp đối tượng và ngân sách theo giai đoạn.', category: 'Quảng cáo Facebook', level: 'advanced', price: 2_490_000, originalPrice: null, colours: ['#1e3a8a', '#818cf8'] },
  { title: 'TikTok Shop từ A đến Z', shortDescription: 'Mở gian hàng, quay video bán hàng và livestream chốt đơn.', category: 'TikTok và video ngắn', level: 'intermediate', price: 1_490_000, originalPrice: 1_990_000, colours: ['#be185d', '#f472b6'], standing: { rating: 4.3, reviewsCount: 36, enrolledStudents: 212 } },
  { title: 'Viết nội dung chuẩn SEO', shortDescription: 'Nghiên cứu từ khóa, dàn ý và bài viết lên top bền vững.', category: 'SEO và Content', level: 'beginner', price: 0, originalPrice: null, colours: null },
  { title: 'Email Marketing tự động', shortDescription: 'Chuỗi email chăm sóc khách hàng chạy một mình.', category: 'SEO và Content', level: 'intermediate', price: 990_000, originalPrice: 1_290_000, colours: ['#b45309', '#fbbf24'] },
];

describe('course catalogue in the browser', () => {
  let app: TestApp;
  let browser: Browser;
  let instructor: EmulatorUser;
  let admin: EmulatorUser;
  let api: ReturnType<typeof apiClient>;

  /** Created by the instructor (multipart with a cover when it has colours), sent for review, approved by the admin. */
  async function publish(course: SeedCourse, categoryId: string): Promise<void> {
    const data: Body = {
      title: course.title,
      shortDescription: course.shortDescription,
      description: `${course.shortDescription}\n\nBạn sẽ học qua các ví dụ thật.\nMỗi bài có bài tập thực hành.`,
      categoryId,
      level: course.level,
      price: course.price,
      originalPrice: course.originalPrice,
      sections: [
        { title: 'Bắt đầu', lectures: lectures(['Giới thiệu khóa học', 'Chuẩn bị công cụ']) },
        { title: 'Thực hành', lectures: lectures(['Dựng chiến dịch đầu tiên', 'Đọc số liệu', 'Tối ưu theo tuần']) },
      ],
    };
    const form = new FormData();
    form.append('data', JSON.stringify(data));
    if (course.colours) form.append('courseThumbnail', new Blob([new Uint8Array(await cover(course.colours))], { type: 'image/png' }), 'cover.png');
    const created = await fetch(`${app.baseUrl}/api/courses`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${instructor.idToken}` } });
    expect(created.status).toBe(201);
    const { course: draft } = (await created.json()) as { course: { _id: string } };
    expect((await api('PATCH', `/instructor/me/courses/${draft._id}/toggle-publish`, { token: instructor.idToken })).status).toBe(200);
    const review = await api('POST', '/admin/courses/review', { token: admin.idToken, body: { courseId: draft._id, action: 'approve' } });
    expect(review.status).toBe(200);
    if (course.standing) {
      // Thousands of learners and reviews are out of a browser test's reach: the course's figures are
      // written as learning's course-stats projection would hold them (all five-star rows but the sum).
      const { rating, reviewsCount, enrolledStudents } = course.standing;
      const stats = { ...emptyStatsOf(draft._id), students: enrolledStudents, ratingSum: Math.round(rating * reviewsCount), ratingCount: reviewsCount, stars5: reviewsCount };
      await courseStatsRows(app.app.get<ReadStore>(READ_STORE)).upsert(stats);
    }
  }

  beforeAll(async () => {
    app = await startTestApp({ WEB_DIST });
    browser = await launchBrowser();
    api = apiClient(app.baseUrl);
    [instructor, admin] = await Promise.all([signedInUser(app, 'instructor'), signedInUser(app, 'admin')]);
    videoId = await uploadVideo(app, instructor);
    const categories = new Map<string, string>();
    for (const name of new Set(COURSES.map((c) => c.category))) {
      const { status, body } = await api('POST', '/categories', { token: admin.idToken, body: { name } });
      expect(status).toBe(201);
      categories.set(name, body.category._id);
    }
    for (const course of COURSES) await publish(course, categories.get(course.category) as string);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function visit(path: string, viewport = DESKTOP, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
    const page = await browser.newPage({ viewport, locale: 'vi-VN', colorScheme });
    await page.goto(`${app.baseUrl}${path}`);
    return page;
  }

  /** Covers load lazily as they scroll into view: scroll the page through first, so the whole-page picture has them. */
  async function screenshot(page: Page, name: string): Promise<void> {
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        // 'instant': the site scrolls smoothly, which would leave the page mid-way when the picture is taken.
        window.scrollTo({ top: y, behavior: 'instant' });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      window.scrollTo({ top: 0, behavior: 'instant' });
      await Promise.all(Array.from(document.images, (img) => (img.complete ? null : new Promise((resolve) => img.addEventListener('load', resolve, { once: true })))));
    });
    await fullPageShot(page, name);
  }

  const card = (page: Page, title: string) => page.locator('[data-testid="course-card"]', { hasText: title });
  const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  it('a visitor finds a course by typing without accents, opens it and sees the curriculum and the price', async () => {
    const page = await visit('/courses');
    await page.locator('[data-testid="catalogue-grid"]').waitFor();
    expect(await page.locator('[data-testid="course-card"]').count()).toBe(COURSES.length);
    await screenshot(page, 'courses-desktop');

    await page.fill('[data-testid="catalogue-search"]', 'quang cao facebook');
    await page.waitForURL('**/courses?search=quang+cao+facebook');
    await page.locator('[data-testid="catalogue-count"]', { hasText: '1 khóa học' }).waitFor();
    expect(await page.locator('[data-testid="course-card-title"]').allInnerTexts()).toEqual(['Quảng cáo Facebook thực chiến']);
    await screenshot(page, 'courses-search-desktop');

    await card(page, 'Quảng cáo Facebook thực chiến').click();
    await page.waitForURL('**/courses/quang-cao-facebook-thuc-chien');
    await page.locator('[data-testid="course-title"]', { hasText: 'Quảng cáo Facebook thực chiến' }).waitFor();
    expect(await page.title()).toBe('Quảng cáo Facebook thực chiến | Học viện Marketing Thực Chiến');
    const price = page.locator('[data-testid="course-price-box"]');
    expect((await price.locator('[data-testid="course-price"]').innerText()).replace(/\s/g, ' ')).toBe('1.990.000 ₫');
    expect(await price.locator('[data-testid="course-discount"]').innerText()).toBe('Giảm 33%');
    expect(await page.locator('[data-testid="course-rating"]').innerText()).toMatch(/^4,7\s*\(1\.284 đánh giá\)$/);
    expect(await page.locator('[data-testid="course-students"]').innerText()).toBe('5.321 học viên');
    expect(await page.locator('[data-testid="course-curriculum-summary"]').innerText()).toBe('2 chương • 5 bài giảng • Tổng thời lượng 43 phút');
    const sections = page.locator('[data-testid="course-section"]');
    expect(await sections.count()).toBe(2);
    expect(await sections.first().locator('[data-testid="course-lecture"]').count()).toBe(2);
    expect(await sections.first().locator('[data-testid="course-lecture-preview"]').innerText()).toBe('Học thử');
    await screenshot(page, 'course-detail-desktop');

    // A visitor plays the free preview: the signed link streams the instructor's uploaded video.
    await page.click('[data-testid="course-lecture-play"]');
    const duration = await page.waitForFunction(() => {
      const video = document.querySelector<HTMLVideoElement>('[data-testid="preview-video"]');
      return video && video.readyState >= 1 ? video.duration : null;
    });
    expect(Math.round((await duration.jsonValue()) as number)).toBe(10);
    // The player is fixed to the window: a whole-page picture would leave most of the page undimmed.
    await page.screenshot({ path: join(SCREENSHOTS, 'course-preview-desktop.png') });
    await page.click('[data-testid="modal-close"]');

    await page.goBack();
    await page.waitForURL('**/courses?search=quang+cao+facebook');
    expect(await page.inputValue('[data-testid="catalogue-search"]')).toBe('quang cao facebook');
    await page.close();
  });

  it('filters by category, offers the whole catalogue back when nothing matches, and names an unknown course', async () => {
    const page = await visit('/courses');
    await page.locator('[data-testid="category-chip"]', { hasText: 'SEO và Content' }).click();
    await page.waitForURL('**/courses?category=seo-va-content');
    await page.locator('[data-testid="catalogue-count"]', { hasText: '2 khóa học' }).waitFor();
    expect(await page.locator('[data-testid="course-card"] [data-testid="course-price"]').allInnerTexts()).toContain('Miễn phí');

    await page.fill('[data-testid="catalogue-search"]', 'khong co khoa nao');
    await page.locator('[data-testid="catalogue-empty"]', { hasText: 'Không tìm thấy khóa học phù hợp.' }).waitFor();
    await page.click('[data-testid="catalogue-reset"]');
    await page.waitForURL((url) => url.pathname === '/courses' && url.search === '');
    await page.locator('[data-testid="catalogue-count"]', { hasText: `${COURSES.length} khóa học` }).waitFor();

    await page.goto(`${app.baseUrl}/courses/khong-ton-tai`);
    await page.locator('[data-testid="course-not-found"]', { hasText: courseNotFoundMessage('khong-ton-tai') }).waitFor();
    await page.click('[data-testid="course-not-found-back"]');
    await page.waitForURL('**/courses');
    await page.close();
  });

  it('fits a phone, and the home page shelves the same courses', async () => {
    const list = await visit('/courses', MOBILE);
    await list.locator('[data-testid="catalogue-grid"]').waitFor();
    await screenshot(list, 'courses-mobile');
    expect(await overflow(list)).toBeLessThanOrEqual(0);
    await list.close();

    const detail = await visit('/courses/tiktok-shop-tu-a-den-z', MOBILE);
    await detail.locator('[data-testid="course-curriculum"]').waitFor();
    await screenshot(detail, 'course-detail-mobile');
    expect(await overflow(detail)).toBeLessThanOrEqual(0);
    await detail.close();

    const demo = await visit('/demodetail/tiktok-shop-tu-a-den-z');
    await demo.locator('[data-testid="course-demo"] [data-testid="course-curriculum"]').waitFor();
    await screenshot(demo, 'course-demo-desktop');
    await demo.close();

    // The site follows the system theme until the visitor picks one.
    const dark = await visit('/courses/quang-cao-facebook-thuc-chien', DESKTOP, 'dark');
    await dark.locator('[data-testid="course-curriculum"]').waitFor();
    expect(await dark.evaluate(() => document.documentElement.classList.contains('theme-dark'))).toBe(true);
    await screenshot(dark, 'course-detail-dark-desktop');
    await dark.goto(`${app.baseUrl}/courses`);
    await dark.locator('[data-testid="catalogue-grid"]').waitFor();
    await screenshot(dark, 'courses-dark-desktop');
    await dark.close();

    const home = await visit('/');
    await home.locator('[data-testid="featured-course"]').first().waitFor();
    expect(await home.locator('[data-testid="featured-course"]').count()).toBe(COURSES.length);
    const shelf = home.locator('section', { has: home.locator('[data-testid="featured-courses-all"]') });
    // The sticky header would be drawn over a picture of one element.
    await home.addStyleTag({ content: '.mainbar { position: static !important; }' });
    await shelf.scrollIntoViewIfNeeded();
    await home.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
    await shelf.screenshot({ path: join(SCREENSHOTS, 'home-featured-courses-desktop.png') });
    await home.close();
  });
});
