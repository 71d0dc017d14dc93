import { LEARNING_MESSAGES, LICENCE_MESSAGES } from '@academy/contracts';
import { join } from 'path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { mediaLibraryRows } from '../backend/src/modules/catalogue/read-models/media-library/media-library.read-model';
import { DEVELOPMENT_SEPAY_WEBHOOK_KEY } from '../backend/src/platform/config/app-config';
import { READ_STORE, ReadStore } from '../backend/src/platform/read-store/read-store.port';
import { signedInUser, signedInVerifiedUser } from '../backend/test/support/accounts';
import type { EmulatorUser } from '../backend/test/support/auth-emulator';
import { eventually } from '../backend/test/support/eventually';
import { apiClient } from '../backend/test/support/http-client';
import { startTestApp, TestApp } from '../backend/test/support/test-app';
import { coverPicture, DESKTOP, launchBrowser, MOBILE, postMultipart, screenshot } from './browser';

const WEB_DIST = process.env.WEB_DIST ?? join(__dirname, '..', 'frontend', 'dist');

const BOUGHT = { title: 'Quảng cáo Facebook thực chiến', slug: 'quang-cao-facebook-thuc-chien', colours: ['#1d4ed8', '#60a5fa'] };
const GRANTED = { title: 'Chốt đơn qua tin nhắn', slug: 'chot-don-qua-tin-nhan', colours: ['#be185d', '#f472b6'] };
const DELIVERY = 'Mã kích hoạt và đường dẫn tải phần mềm được gửi qua email trong 24 giờ.';

describe('my courses in the browser: bought and granted courses, and the tools bought', () => {
  let app: TestApp;
  let browser: Browser;
  let api: ReturnType<typeof apiClient>;
  let instructor: EmulatorUser;
  let admin: EmulatorUser;
  let student: EmulatorUser;
  let context: BrowserContext;
  let page: Page;
  const courseIds: Record<string, string> = {};
  let toolPlanId = '';

  /** On sale in the catalogue: created with a cover by the instructor, sent for review, approved by the admin. */
  async function publishCourse(course: typeof BOUGHT): Promise<string> {
    const mediaId = `media-${course.slug}`;
    const video = { title: 'Video', originalName: 'video.mp4', contentType: 'video/mp4', size: 1000, durationSeconds: 600, createdAt: new Date().toISOString() };
    await mediaLibraryRows(app.app.get<ReadStore>(READ_STORE)).upsert({ id: mediaId, ownerId: instructor.uid, fileKey: `private/media/${instructor.uid}/${mediaId}.mp4`, ...video });
    const lectures = ['Giới thiệu', 'Thiết lập tài khoản', 'Chiến dịch đầu tiên'].map((title, i) => ({ title, mediaId, durationSeconds: 600, isFreePreview: i === 0 }));
    const created = await postMultipart(
      app.baseUrl,
      '/courses',
      instructor.idToken,
      { title: course.title, shortDescription: 'Học qua ví dụ thật.', description: 'Khóa học thực chiến.', level: 'beginner', price: 990_000, originalPrice: null, sections: [{ title: 'Bắt đầu', lectures }] },
      { courseThumbnail: await coverPicture(course.colours) },
    );
    expect(created.status).toBe(201);
    const id = created.body.course._id as string;
    expect((await api('PATCH', `/instructor/me/courses/${id}/toggle-publish`, { token: instructor.idToken })).status).toBe(200);
    expect((await api('POST', '/admin/courses/review', { token: admin.idToken, body: { courseId: id, action: 'approve' } })).status).toBe(200);
    return id;
  }

  /** What the checkout and the bank do: the order placed, then SePay's notification of its exact total. */
  async function buy(items: Array<{ courseId: string } | { toolPlanId: string }>): Promise<void> {
    const placed = await api('POST', '/orders', { token: student.idToken, body: { items, paymentMethod: 'bank_transfer' }, headers: { 'Idempotency-Key': `my-courses-${Date.now()}` } });
    expect(placed.status).toBe(201);
    const paid = await api('POST', '/payments/sepay/webhook', {
      headers: { Authorization: `Apikey ${DEVELOPMENT_SEPAY_WEBHOOK_KEY}` },
      body: { id: Date.now(), gateway: 'Vietcombank', transactionDate: '2026-12-01 16:10:00', accountNumber: '0071000888888', code: null, content: placed.body.code, transferType: 'in', transferAmount: placed.body.totalAmount },
    });
    expect(paid.status).toBe(200);
    await eventually(async () => expect((await api('GET', '/students/me/courses', { token: student.idToken })).body.courses).toHaveLength(1));
  }

  beforeAll(async () => {
    app = await startTestApp({ WEB_DIST });
    browser = await launchBrowser();
    api = apiClient(app.baseUrl);
    [instructor, admin, student] = await Promise.all([signedInUser(app, 'instructor'), signedInUser(app, 'admin'), signedInVerifiedUser(app, 'student')]);
    courseIds.bought = await publishCourse(BOUGHT);
    courseIds.granted = await publishCourse(GRANTED);
    const tool = await postMultipart(
      app.baseUrl,
      '/tools',
      admin.idToken,
      { name: 'Phần mềm Seeding', description: 'Tăng tương tác tự nhiên cho fanpage.', delivery: DELIVERY, plans: [{ name: 'Gói 1 tháng', price: 199_000, durationDays: 30 }] },
      { thumbnail: await coverPicture(['#4f46e5', '#f97316'], 1200, 750) },
    );
    expect(tool.status).toBe(201);
    toolPlanId = tool.body.tool.plans[0]._id;

    await buy([{ courseId: courseIds.bought }, { toolPlanId }]);
    // The admin grants the second course a moment later: the newest enrolment is listed first.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const granted = await api('POST', '/admin/enrollments', { token: admin.idToken, body: { userId: student.uid, courseId: courseIds.granted } });
    expect(granted).toMatchObject({ status: 200, body: { message: LEARNING_MESSAGES.granted } });

    context = await browser.newContext({ viewport: DESKTOP, locale: 'vi-VN' });
    page = await context.newPage();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const url = (path: string) => `${app.baseUrl}${path}`;
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  it('asks a visitor to sign in first, then opens /my-courses from the user menu', async () => {
    await page.goto(url('/my-courses'));
    await page.waitForURL('**/login');
    const form = page.locator('[data-testid="auth-screen"]');
    await form.locator('input[name="email"]').fill(student.email);
    await form.locator('input[name="password"]').fill(student.password);
    await form.locator('[data-testid="auth-submit"]').click();
    const welcome = page.locator('[data-testid="welcome-popup"]');
    await welcome.waitFor();
    await welcome.locator('[data-testid="welcome-close"]').click();
    await welcome.waitFor({ state: 'detached' });

    await page.goto(url('/'));
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('user-menu-my-courses').click();
    await page.waitForURL('**/my-courses');
    await page.getByTestId('my-course-card').nth(1).waitFor();
  });

  it('shows the courses, newest first, with their cover, instructor, lessons and progress, each opening the player', async () => {
    expect(await page.getByTestId('my-course-title').allInnerTexts()).toEqual([GRANTED.title, BOUGHT.title]);
    expect(await page.getByTestId('my-course-instructor').allInnerTexts()).toEqual(['Người dùng instructor', 'Người dùng instructor']);
    expect(await page.getByTestId('my-course-progress-percent').allInnerTexts()).toEqual(['0%', '0%']);
    const first = page.getByTestId('my-course-card').first();
    // Each card resumes its course: the first lecture not completed (the first one, for a new learner).
    expect(await first.getAttribute('href')).toMatch(new RegExp(`^/learn/${GRANTED.slug}/[^/]+$`));
    expect(await first.innerText()).toContain('3 bài học');
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="my-course-card"] img')].every((img) => (img as HTMLImageElement).naturalWidth > 0));

    const tool = page.getByTestId('tool-licence');
    await tool.waitFor();
    expect(await tool.getByTestId('tool-licence-name').innerText()).toBe('Phần mềm Seeding');
    expect(await tool.getByTestId('tool-licence-status').innerText()).toBe(LICENCE_MESSAGES.active);
    expect(await tool.getByTestId('tool-licence-plan').innerText()).toBe('Gói 1 tháng');
    expect(await tool.getByTestId('tool-licence-valid-until').innerText()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(await tool.getByTestId('tool-licence-delivery').innerText()).toContain(DELIVERY);

    await screenshot(page, 'my-courses-desktop');
    await page.setViewportSize(MOBILE);
    await page.waitForTimeout(200);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'my-courses-mobile');
    await page.setViewportSize(DESKTOP);

    // No face verified yet in this tab: the player sends the learner to verification first.
    await first.click();
    await page.waitForURL(`**/learn/${GRANTED.slug}/verify`);
  });

  it('tells a learner without courses or tools where to find them', async () => {
    const newcomer = await signedInVerifiedUser(app, 'student');
    const fresh = await browser.newContext({ viewport: MOBILE, locale: 'vi-VN' });
    const other = await fresh.newPage();
    await other.goto(url('/login'));
    const form = other.locator('[data-testid="auth-screen"]');
    await form.locator('input[name="email"]').fill(newcomer.email);
    await form.locator('input[name="password"]').fill(newcomer.password);
    await form.locator('[data-testid="auth-submit"]').click();
    const welcome = other.locator('[data-testid="welcome-popup"]');
    await welcome.waitFor();
    await welcome.locator('[data-testid="welcome-close"]').click();
    await other.goto(url('/my-courses'));
    expect(await other.getByTestId('my-courses-empty').innerText()).toContain(LEARNING_MESSAGES.myCoursesEmpty);
    expect(await other.getByTestId('my-tools-empty').innerText()).toContain(LICENCE_MESSAGES.empty);
    await screenshot(other, 'my-courses-empty-mobile');
    await fresh.close();
  });
});
