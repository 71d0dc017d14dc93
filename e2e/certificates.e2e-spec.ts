import { CERTIFICATE_ERRORS, CERTIFICATE_MESSAGES, COURSE_ACCESS_HEADER } from '@academy/contracts';
import { join } from 'path';
import type { Browser, Page } from 'playwright-core';
import { mediaLibraryRows } from '../backend/src/modules/catalogue/read-models/media-library/media-library.read-model';
import { CourseAccessTokens } from '../backend/src/modules/learning/face/course-access-token';
import { CLOCK, Clock } from '../backend/src/platform/clock/clock';
import { READ_STORE, ReadStore } from '../backend/src/platform/read-store/read-store.port';
import { signedInUser, signedInVerifiedUser } from '../backend/test/support/accounts';
import type { EmulatorUser } from '../backend/test/support/auth-emulator';
import { eventually } from '../backend/test/support/eventually';
import { apiClient } from '../backend/test/support/http-client';
import { startTestApp, TestApp } from '../backend/test/support/test-app';
import { coverPicture, DESKTOP, launchBrowser, MOBILE, postMultipart, screenshotBothWidths } from './browser';

const WEB_DIST = process.env.WEB_DIST ?? join(__dirname, '..', 'frontend', 'dist');
const COURSE = { title: 'Chốt đơn qua tin nhắn', slug: 'chot-don-qua-tin-nhan' };

/*
 * The public check's other cases: a code typed by hand (lower case, no dashes), an unknown code, a
 * malformed one. Earning, downloading and checking a certificate from the player and /my-courses is
 * the journey in learning-complete-journey.e2e-spec.ts.
 */
describe('certificates in the browser: the public page checks codes typed by hand', () => {
  let app: TestApp;
  let browser: Browser;
  let api: ReturnType<typeof apiClient>;
  let student: EmulatorUser;
  let code = '';

  /** The course on sale with two lectures, granted to the student, who completes both through the player's endpoint. */
  async function completedCourse(): Promise<string> {
    const [instructor, admin] = await Promise.all([signedInUser(app, 'instructor'), signedInUser(app, 'admin')]);
    const mediaId = 'media-certificate-course';
    const video = { title: 'Video', originalName: 'video.mp4', contentType: 'video/mp4', size: 1000, durationSeconds: 600, createdAt: new Date().toISOString() };
    await mediaLibraryRows(app.app.get<ReadStore>(READ_STORE)).upsert({ id: mediaId, ownerId: instructor.uid, fileKey: `private/media/${instructor.uid}/${mediaId}.mp4`, ...video });
    const lectures = ['Giới thiệu', 'Kịch bản chốt đơn'].map((title, i) => ({ title, mediaId, durationSeconds: 600, isFreePreview: i === 0 }));
    const created = await postMultipart(
      app.baseUrl,
      '/courses',
      instructor.idToken,
      { title: COURSE.title, shortDescription: 'Học qua ví dụ thật.', description: 'Khóa học thực chiến.', level: 'beginner', price: 490_000, originalPrice: null, sections: [{ title: 'Bắt đầu', lectures }] },
      { courseThumbnail: await coverPicture(['#be185d', '#f472b6']) },
    );
    expect(created.status).toBe(201);
    const courseId = created.body.course._id as string;
    expect((await api('PATCH', `/instructor/me/courses/${courseId}/toggle-publish`, { token: instructor.idToken })).status).toBe(200);
    expect((await api('POST', '/admin/courses/review', { token: admin.idToken, body: { courseId, action: 'approve' } })).status).toBe(200);
    expect((await api('POST', '/admin/enrollments', { token: admin.idToken, body: { userId: student.uid, courseId } })).status).toBe(200);

    // What face verification hands out; the player's own endpoint then records each lecture.
    const { accessToken } = app.app.get(CourseAccessTokens).issue(student.uid, courseId, app.app.get<Clock>(CLOCK).now());
    const headers = { [COURSE_ACCESS_HEADER]: accessToken };
    const content = await api('GET', `/learn/${COURSE.slug}/content`, { token: student.idToken, headers });
    expect(content.status).toBe(200);
    for (const section of content.body.curriculum as Array<{ lectures: Array<{ _id: string }> }>) {
      for (const lecture of section.lectures) {
        expect((await api('POST', '/learn/progress/update', { token: student.idToken, headers, body: { courseId, lectureId: lecture._id } })).status).toBe(200);
      }
    }
    const [certificate] = await eventually(async () => {
      const { certificates } = (await api('GET', '/certificates/me', { token: student.idToken })).body;
      expect(certificates).toHaveLength(1);
      return certificates;
    });
    return certificate.code as string;
  }

  beforeAll(async () => {
    app = await startTestApp({ WEB_DIST });
    browser = await launchBrowser();
    api = apiClient(app.baseUrl);
    student = await signedInVerifiedUser(app, 'student');
    code = await completedCourse();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const url = (path: string) => `${app.baseUrl}${path}`;

  /** The check's answer, as the page lays it out. */
  async function shownCertificate(page: Page) {
    const result = page.getByTestId('certificate-result');
    await result.waitFor();
    return {
      valid: await result.getAttribute('data-valid'),
      status: await page.getByTestId('certificate-status').innerText(),
      learner: await page.getByTestId('certificate-learner').innerText(),
      course: await page.getByTestId('certificate-course').innerText(),
      instructor: await page.getByTestId('certificate-instructor').innerText(),
      issued: await page.getByTestId('certificate-issued').innerText(),
      code: await page.getByTestId('certificate-code').innerText(),
    };
  }

  it('lets anyone check a code typed by hand, and says so when a code is unknown or malformed', async () => {
    const context = await browser.newContext({ viewport: MOBILE, locale: 'vi-VN' });
    const page = await context.newPage();
    await page.goto(url('/certificates'));
    const field = page.locator('#certificate-code');
    // Typed from paper: lower case, without the dashes.
    await field.fill(code.toLowerCase().replace(/-/g, ''));
    await page.getByTestId('certificate-check-submit').click();
    await page.waitForURL(`**/certificates/${code}`);
    const shown = await shownCertificate(page);
    expect(shown).toEqual({
      valid: 'true',
      status: CERTIFICATE_MESSAGES.valid,
      learner: 'Người dùng student',
      course: COURSE.title,
      instructor: 'Người dùng instructor',
      issued: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      code,
    });
    await page.setViewportSize(DESKTOP);
    await screenshotBothWidths(page, 'certificates-verify');

    await field.fill('CC-2345-6789-ABCD');
    await page.getByTestId('certificate-check-submit').click();
    await page.waitForURL('**/certificates/CC-2345-6789-ABCD');
    expect(await page.getByTestId('certificate-error').innerText()).toBe(CERTIFICATE_ERRORS.CERTIFICATE_NOT_FOUND);
    expect(await page.getByTestId('certificate-result').count()).toBe(0);
    await screenshotBothWidths(page, 'certificates-verify-unknown');

    await field.fill('CC-0000');
    await page.getByTestId('certificate-check-submit').click();
    expect(await page.getByTestId('certificate-code-error').innerText()).toBe(CERTIFICATE_ERRORS.CERTIFICATE_CODE_INVALID);
    await context.close();
  });
});
