import { LEARNING_ERRORS } from '@academy/contracts';
import { join } from 'path';
import type { Browser, Page } from 'playwright-core';
import { sampleNoFacePhoto, samplePortrait } from '../backend/src/modules/learning/face/sample-face-photos';
import { signedInUser, signedInVerifiedUser } from '../backend/test/support/accounts';
import type { EmulatorUser } from '../backend/test/support/auth-emulator';
import { apiClient } from '../backend/test/support/http-client';
import { startTestApp, TestApp } from '../backend/test/support/test-app';
import { DESKTOP, launchBrowser, MOBILE, signInAtLoginPage, uploadLectureVideo } from './browser';
import { PublishedCourse, publishCourseWithLectures, storedAccessToken } from './learning-steps';

/*
 * Issue 14, "Bad input and safety", in the browser; the journey that succeeds is
 * learning-complete-journey.e2e-spec.ts. A learner whose face is enrolled, on a machine without a
 * camera: a refused course access token sends them back to verification with the server's words;
 * a photo of another person and one with no face are refused, each with its Vietnamese text; the
 * upload fallback lets them back in with another photo of themselves. A signed-in learner who does
 * not have the course is sent to its page, told why.
 */

const WEB_DIST = process.env.WEB_DIST ?? join(__dirname, '..', 'frontend', 'dist');
const COURSE = { title: 'Chụp ảnh sản phẩm bằng điện thoại', price: 290_000, colours: ['#14532d', '#4ade80'], sections: [{ title: 'Bắt đầu', lectures: ['Ánh sáng', 'Bố cục'] }] };

describe('face verification’s refusals in the browser, and the upload fallback', () => {
  let app: TestApp;
  let browser: Browser;
  let page: Page;
  let student: EmulatorUser;
  let course: PublishedCourse;
  const photos = {} as Record<'firstAgain' | 'second' | 'noFace', Buffer>;

  const url = (path: string) => `${app.baseUrl}${path}`;

  /** The learner's first photo, sent as the verification page sends it: it enrols their face. */
  async function enrolFace(photo: Buffer): Promise<void> {
    const form = new FormData();
    form.append('data', JSON.stringify({ courseId: course.id }));
    form.append('faceImage', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'toi.jpg');
    const response = await fetch(url('/api/learn/verify-access'), { method: 'POST', body: form, headers: { Authorization: `Bearer ${student.idToken}` } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ faceEnrolled: true });
  }

  beforeAll(async () => {
    app = await startTestApp({ WEB_DIST });
    const api = apiClient(app.baseUrl);
    const [instructor, admin] = await Promise.all([signedInUser(app, 'instructor'), signedInUser(app, 'admin')]);
    student = await signedInVerifiedUser(app, 'student');
    const videoId = await uploadLectureVideo(app.baseUrl, instructor.idToken);
    course = await publishCourseWithLectures(app.baseUrl, { instructor: instructor.idToken, admin: admin.idToken }, COURSE, videoId);
    expect((await api('POST', '/admin/enrollments', { token: admin.idToken, body: { userId: student.uid, courseId: course.id } })).status).toBe(200);
    const [first, firstAgain, second, noFace] = await Promise.all([samplePortrait('first'), samplePortrait('first', 'second'), samplePortrait('second'), sampleNoFacePhoto()]);
    Object.assign(photos, { firstAgain, second, noFace });
    await enrolFace(first);

    // No camera flags: this browser has no camera, as a desktop without a webcam.
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: DESKTOP, locale: 'vi-VN' })).newPage();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('sends a refused course access token back to verification, with the server’s words', async () => {
    await signInAtLoginPage(page, app.baseUrl, student);
    await page.goto(url('/'));
    await page.evaluate(
      ([slug, id]) => sessionStorage.setItem(`academy.course-access.${slug}`, JSON.stringify({ courseId: id, token: 'forged.token', expiresAt: '2099-01-01T00:00:00.000Z' })),
      [course.slug, course.id],
    );
    await page.goto(url(`/learn/${course.slug}`));
    await page.waitForURL(`**/learn/${course.slug}/verify`);
    expect(await page.getByTestId('verify-access-message').innerText()).toBe(LEARNING_ERRORS.COURSE_ACCESS_TOKEN_INVALID);
    expect(await storedAccessToken(page, course.slug)).toBeNull();
  });

  it('without a camera, refuses another person and a photo with no face, then lets the learner in by an uploaded photo', async () => {
    await page.getByTestId('face-consent-checkbox').check();
    await page.getByTestId('face-camera-unavailable').waitFor();
    const file = page.getByTestId('face-file');
    const error = page.getByTestId('face-error');

    await file.setInputFiles({ name: 'nguoi-khac.jpg', mimeType: 'image/jpeg', buffer: photos.second });
    await page.getByTestId('face-submit').click();
    await error.waitFor({ timeout: 30_000 });
    expect(await error.innerText()).toBe(LEARNING_ERRORS.FACE_MISMATCH);
    expect(await error.getAttribute('data-code')).toBe('FACE_MISMATCH');

    // A new photo clears the last refusal.
    await file.setInputFiles({ name: 'khong-co-mat.jpg', mimeType: 'image/jpeg', buffer: photos.noFace });
    expect(await error.count()).toBe(0);
    await page.getByTestId('face-submit').click();
    await error.waitFor({ timeout: 30_000 });
    expect(await error.innerText()).toBe(LEARNING_ERRORS.FACE_NOT_FOUND);
    expect(page.url()).toContain('/verify');

    await file.setInputFiles({ name: 'toi.jpg', mimeType: 'image/jpeg', buffer: photos.firstAgain });
    await page.getByTestId('face-submit').click();
    await page.waitForURL(`**/learn/${course.slug}/${course.lectureIds[0]}`, { timeout: 30_000 });
    await page.getByTestId('player-lecture-title').waitFor();
    expect(JSON.parse((await storedAccessToken(page, course.slug)) ?? '{}')).toMatchObject({ courseId: course.id });
  });

  it('sends a signed-in learner who does not have the course to its page, saying why', async () => {
    const stranger = await signedInVerifiedUser(app, 'student');
    const other = await browser.newContext({ viewport: MOBILE, locale: 'vi-VN' });
    const otherPage = await other.newPage();
    await signInAtLoginPage(otherPage, app.baseUrl, stranger);
    await otherPage.goto(url(`/learn/${course.slug}/${course.lectureIds[1]}`));
    await otherPage.waitForURL(`**/courses/${course.slug}`);
    await otherPage.getByText(LEARNING_ERRORS.COURSE_NOT_ENROLLED).waitFor();
    expect(await otherPage.getByTestId('course-player').count()).toBe(0);
    await other.close();
  });
});
