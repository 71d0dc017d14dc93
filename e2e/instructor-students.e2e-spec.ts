import { INSTRUCTOR_STUDENTS_MESSAGES, LEARNING_MESSAGES } from '@academy/contracts';
import { copyFileSync, mkdirSync } from 'fs';
import { join } from 'path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { CourseAccessTokens } from '../backend/src/modules/learning/face/course-access-token';
import { signedInUser, signedInVerifiedUser } from '../backend/test/support/accounts';
import type { EmulatorUser } from '../backend/test/support/auth-emulator';
import { apiClient } from '../backend/test/support/http-client';
import { startTestApp, TestApp } from '../backend/test/support/test-app';
import { coverPicture, DESKTOP, launchBrowser, MOBILE, postMultipart, screenshot, SCREENSHOTS, signInAtAdminLogin, uploadLectureVideo } from './browser';
import { learnerNamed } from './learning-steps';

/*
 * Issue 14, item 5 and the "Done when" sentence "the instructor sees the student's progress": two
 * learners in an instructor's course, one half-way through it in the player; the instructor's
 * /instructor/students shows each with their progress, finds one by name without accents and by
 * course, and /instructor/dashboard shows the completion figures. Then an admin resets a learner's
 * face from the account's details, with a reason.
 */

const WEB_DIST = process.env.WEB_DIST ?? join(__dirname, '..', 'frontend', 'dist');
const SHOTS = process.env.SHOTS_DIR ?? join(SCREENSHOTS, 'instructor-students');
const COURSE = { title: 'Bán hàng trên Shopee từ con số 0', colours: ['#c2410c', '#fdba74'] };
const OTHER = { title: 'Viết nội dung chuẩn SEO', colours: ['#1d4ed8', '#93c5fd'] };

describe('the instructor sees their students’ progress in the browser', () => {
  let app: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let instructor: EmulatorUser;
  let admin: EmulatorUser;
  let lan: EmulatorUser;
  let courseId = '';
  const url = (path: string) => `${app.baseUrl}${path}`;

  async function publish(api: ReturnType<typeof apiClient>, course: typeof COURSE, videoId: string, lectures: number): Promise<{ id: string; lectureIds: string[] }> {
    const sections = [{ title: 'Bắt đầu', lectures: Array.from({ length: lectures }, (_, i) => ({ title: `Bài ${i + 1}`, mediaId: videoId, durationSeconds: 300, isFreePreview: i === 0 })) }];
    const form = { title: course.title, shortDescription: 'Học qua ví dụ thật.', description: 'Khóa học thực chiến.', level: 'beginner', price: 390_000, originalPrice: null, sections };
    const created = await postMultipart(app.baseUrl, '/courses', instructor.idToken, form, { courseThumbnail: await coverPicture(course.colours) });
    expect(created.status).toBe(201);
    const id: string = created.body.course._id;
    expect((await api('PATCH', `/instructor/me/courses/${id}/toggle-publish`, { token: instructor.idToken })).status).toBe(200);
    expect((await api('POST', '/admin/courses/review', { token: admin.idToken, body: { courseId: id, action: 'approve' } })).status).toBe(200);
    const editable = await api('GET', `/instructor/me/courses/${id}`, { token: instructor.idToken });
    return { id, lectureIds: editable.body.course.sections.flatMap((s: { lectures: Array<{ lectureId: string }> }) => s.lectures.map((l) => l.lectureId)) };
  }

  /** Saves the page at both widths beside the other screenshots and in `/tmp/shots/h4` when asked. */
  async function shots(name: string, on: Page = page) {
    const page = on;
    for (const [size, label] of [[DESKTOP, 'desktop'], [MOBILE, 'mobile']] as const) {
      await page.setViewportSize(size);
      await page.waitForTimeout(250);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `instructor-students/${name}-${label}`);
      if (process.env.SHOTS_COPY) copyFileSync(join(SCREENSHOTS, 'instructor-students', `${name}-${label}.png`), join(process.env.SHOTS_COPY, `${name}-${label}.png`));
    }
    await page.setViewportSize(DESKTOP);
  }

  /** The list follows the search after its pause: waits until it shows `count` rows. */
  async function countBecomes(rows: Locator, count: number) {
    const deadline = Date.now() + 10_000;
    while ((await rows.count()) !== count && Date.now() < deadline) await page.waitForTimeout(100);
    expect(await rows.count()).toBe(count);
  }

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    if (process.env.SHOTS_COPY) mkdirSync(process.env.SHOTS_COPY, { recursive: true });
    app = await startTestApp({ WEB_DIST });
    const api = apiClient(app.baseUrl);
    [instructor, admin] = await Promise.all([signedInVerifiedUser(app, 'instructor'), signedInUser(app, 'admin')]);
    const videoId = await uploadLectureVideo(app.baseUrl, instructor.idToken);
    const course = await publish(api, COURSE, videoId, 4);
    const other = await publish(api, OTHER, videoId, 2);
    courseId = course.id;

    lan = await learnerNamed(app, 'Trần Thị Lan');
    const minh = await learnerNamed(app, 'Đỗ Văn Minh');
    for (const [learner, id] of [[lan, course.id], [minh, course.id], [minh, other.id]] as const) {
      expect((await api('POST', '/admin/enrollments', { token: admin.idToken, body: { userId: learner.uid, courseId: id } })).status).toBe(200);
    }
    // Lan studies in the player: two of the four lectures done (her access token as her face verification gives it).
    const { accessToken } = app.app.get(CourseAccessTokens).issue(lan.uid, course.id, new Date());
    for (const lectureId of course.lectureIds.slice(0, 2)) {
      const marked = await api('POST', '/learn/progress/update', { token: lan.idToken, body: { courseId: course.id, lectureId }, headers: { 'x-course-access-token': accessToken } });
      expect(marked.status).toBe(200);
    }

    browser = await launchBrowser();
    context = await browser.newContext({ viewport: DESKTOP, locale: 'vi-VN' });
    page = await context.newPage();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('lists the students with their progress, searches them and filters by course', async () => {
    await page.goto(url('/'));
    await page.click('[data-testid="login-link"]');
    const modal = page.locator('[data-testid="auth-modal"]');
    await modal.locator('input[name="email"]').fill(instructor.email);
    await modal.locator('input[name="password"]').fill(instructor.password);
    await modal.locator('[data-testid="auth-submit"]').click();
    await modal.waitFor({ state: 'detached' });

    await page.goto(url('/instructor/students'));
    await page.getByRole('heading', { name: INSTRUCTOR_STUDENTS_MESSAGES.title }).waitFor();
    const rows = page.getByTestId('student-row');
    await countBecomes(rows, 3);
    const lanRow = page.locator(`[data-testid="student-row"][data-student-email="${lan.email}"]`);
    await expect(lanRow.getByTestId('student-progress-percent').innerText()).resolves.toBe('50%');
    await expect(lanRow.getByTestId('student-course').innerText()).resolves.toBe(COURSE.title);
    await expect(lanRow.innerText()).resolves.toContain('2/4 bài học');
    await expect(page.getByTestId('completion-average-value').innerText()).resolves.toBe('17%');
    await shots('students');

    await page.getByTestId('students-search').fill('do van');
    await countBecomes(rows, 2);
    expect(await page.getByTestId('student-name').allInnerTexts()).toEqual(['Đỗ Văn Minh', 'Đỗ Văn Minh']);
    await page.getByTestId('students-course-filter').selectOption(courseId);
    await countBecomes(rows, 1);
    await expect(page.getByTestId('student-course').innerText()).resolves.toBe(COURSE.title);
    await page.getByTestId('students-search').fill('khong co ai');
    await page.getByTestId('students-empty').waitFor();
    await expect(page.getByTestId('students-empty').innerText()).resolves.toBe(INSTRUCTOR_STUDENTS_MESSAGES.emptySearch);
  });

  it('shows the completion figures on the dashboard', async () => {
    await page.goto(url('/instructor/dashboard'));
    const summary = page.getByTestId('completion-summary');
    await summary.getByTestId('completion-students-value').waitFor();
    await expect(summary.getByTestId('completion-students-value').innerText()).resolves.toBe('3');
    await expect(summary.getByTestId('completion-started-value').innerText()).resolves.toBe('1');
    await expect(summary.getByTestId('completion-course').first().innerText()).resolves.toContain(COURSE.title);
    await summary.scrollIntoViewIfNeeded();
    await shots('dashboard');
  });

  it('lets an admin reset a learner’s face with a required reason', async () => {
    const adminPage = await (await browser.newContext({ viewport: DESKTOP, locale: 'vi-VN' })).newPage();
    await signInAtAdminLogin(adminPage, app.baseUrl, admin);
    await adminPage.goto(url('/admin/users'));
    await adminPage.getByTestId('users-search').fill(lan.email);
    const row = adminPage.locator(`[data-testid="user-row"][data-user-email="${lan.email}"]`);
    await row.getByTestId('user-details-button').click();
    await adminPage.getByTestId('face-reset-open').click();
    await adminPage.getByTestId('face-reset-confirm').click();
    await expect(adminPage.getByTestId('face-reset-error').innerText()).resolves.toContain('Vui lòng nhập lý do');
    await adminPage.getByTestId('face-reset-reason').fill('Học viên đổi điện thoại');
    await shots('face-reset-dialog', adminPage);
    await adminPage.getByTestId('face-reset-confirm').click();
    await adminPage.getByTestId('face-reset-dialog').waitFor({ state: 'detached' });
    await adminPage.locator('.toast', { hasText: LEARNING_MESSAGES.faceNothingToReset }).first().waitFor();
  });
});
