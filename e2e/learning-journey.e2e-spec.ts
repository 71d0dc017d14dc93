import { LEARNING_ERRORS, LEARNING_MESSAGES } from '@academy/contracts';
import { mkdirSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { Browser, BrowserContext, chromium, Page } from 'playwright-core';
import sharp from 'sharp';
import { sampleNoFacePhoto, samplePortrait } from '../backend/src/modules/learning/face/sample-face-photos';
import { signedInUser, signedInVerifiedUser } from '../backend/test/support/accounts';
import type { EmulatorUser } from '../backend/test/support/auth-emulator';
import { apiClient } from '../backend/test/support/http-client';
import { startTestApp, TestApp } from '../backend/test/support/test-app';
import { coverPicture, DESKTOP, MOBILE, postMultipart, signInAtLoginPage, uploadLectureVideo } from './browser';

/*
 * Issue 14, "Done when" (the learner's part): a student who has a course opens it from /my-courses,
 * is sent to face verification, consents, enrols a face with the camera (Chromium's fake camera
 * fed with a real photo), watches a lecture, marks lectures complete and sees the progress move on
 * /my-courses and the course page; a photo of another person is refused with the Vietnamese text,
 * and the upload fallback lets the same learner back in with another photo of themselves.
 */

const WEB_DIST = process.env.WEB_DIST ?? join(__dirname, '..', 'frontend', 'dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SHOTS = process.env.H2_SHOTS ?? join(__dirname, '..', 'test-results', 'screenshots');
const COURSE = { title: 'Bán hàng trên TikTok Shop', slug: 'ban-hang-tren-tiktok-shop', colours: ['#0f172a', '#f43f5e'] };
const LECTURES = ['Giới thiệu khóa học', 'Mở gian hàng', 'Đăng sản phẩm đầu tiên'];

/** A picture as a one-frame YUV4MPEG2 video (4:2:0), the format Chromium's fake camera reads. */
async function y4mFrame(picture: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(picture).resize({ width: 640, height: 832, fit: 'cover' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const luma = Buffer.alloc(width * height);
  const blue = Buffer.alloc((width / 2) * (height / 2));
  const red = Buffer.alloc((width / 2) * (height / 2));
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
      luma[y * width + x] = Math.round(0.257 * r + 0.504 * g + 0.098 * b + 16);
      if (y % 2 === 0 && x % 2 === 0) {
        const c = (y / 2) * (width / 2) + x / 2;
        blue[c] = Math.round(-0.148 * r - 0.291 * g + 0.439 * b + 128);
        red[c] = Math.round(0.439 * r - 0.368 * g - 0.071 * b + 128);
      }
    }
  }
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\nFRAME\n`), luma, blue, red]);
}

describe('the learning journey in the browser: face verification, the player, progress', () => {
  let app: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let student: EmulatorUser;
  let courseId = '';
  const lectureIds: string[] = [];
  const photos = {} as Record<'first' | 'firstAgain' | 'second', Buffer>;

  const url = (path: string) => `${app.baseUrl}${path}`;
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  /** `<name>-desktop` and `<name>-mobile`; the page must not scroll sideways on a phone. Ends at desktop width. */
  async function shots(name: string, atMobile?: () => Promise<void>) {
    await page.screenshot({ path: join(SHOTS, `${name}-desktop.png`), fullPage: true });
    await page.setViewportSize(MOBILE);
    await page.waitForTimeout(500);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(SHOTS, `${name}-mobile.png`), fullPage: true });
    await atMobile?.();
    await page.setViewportSize(DESKTOP);
  }

  /** What a course access token of this tab is worth: the entry the player keeps in session storage. */
  const storedToken = () => page.evaluate((slug) => sessionStorage.getItem(`academy.course-access.${slug}`), COURSE.slug);

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    app = await startTestApp({ WEB_DIST });
    const api = apiClient(app.baseUrl);
    const [instructor, admin] = await Promise.all([signedInUser(app, 'instructor'), signedInUser(app, 'admin')]);
    student = await signedInVerifiedUser(app, 'student');
    [photos.first, photos.firstAgain, photos.second] = await Promise.all([samplePortrait('first'), samplePortrait('first', 'second'), samplePortrait('second')]);

    // The course: a real video behind each of its three lectures, in two sections.
    const videoId = await uploadLectureVideo(app.baseUrl, instructor.idToken);
    const lecture = (title: string, i: number) => ({ title, mediaId: videoId, durationSeconds: 120 + i * 65, isFreePreview: i === 0 });
    const created = await postMultipart(
      app.baseUrl,
      '/courses',
      instructor.idToken,
      {
        title: COURSE.title,
        shortDescription: 'Từ mở gian hàng đến đơn đầu tiên.',
        description: 'Khóa học thực chiến.',
        level: 'beginner',
        price: 490_000,
        originalPrice: null,
        sections: [
          { title: 'Bắt đầu', lectures: LECTURES.slice(0, 2).map(lecture) },
          { title: 'Sản phẩm', lectures: [lecture(LECTURES[2], 2)] },
        ],
      },
      { courseThumbnail: await coverPicture(COURSE.colours) },
    );
    expect(created.status).toBe(201);
    courseId = created.body.course._id;
    expect((await api('PATCH', `/instructor/me/courses/${courseId}/toggle-publish`, { token: instructor.idToken })).status).toBe(200);
    expect((await api('POST', '/admin/courses/review', { token: admin.idToken, body: { courseId, action: 'approve' } })).status).toBe(200);
    const coursePage = await api('GET', `/courses/${COURSE.slug}`);
    lectureIds.push(...coursePage.body.course.curriculum.flatMap((section: { lectures: Array<{ _id: string }> }) => section.lectures.map((l) => l._id)));
    expect(lectureIds).toHaveLength(3);
    const granted = await api('POST', '/admin/enrollments', { token: admin.idToken, body: { userId: student.uid, courseId } });
    expect(granted).toMatchObject({ status: 200, body: { message: LEARNING_MESSAGES.granted } });

    // Chromium's fake camera shows the learner's portrait (a one-frame Y4M video, looped).
    const camera = join(tmpdir(), `learning-journey-camera-${process.pid}.y4m`);
    writeFileSync(camera, await y4mFrame(photos.first));
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${camera}`,
      ],
    });
    context = await browser.newContext({ viewport: DESKTOP, locale: 'vi-VN', permissions: ['camera'] });
    page = await context.newPage();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('sends the student from /my-courses to verification, where the consent comes before the camera', async () => {
    await signInAtLoginPage(page, app.baseUrl, student);
    await page.goto(url('/my-courses'));
    const card = page.getByTestId('my-course-card');
    await card.waitFor();
    expect(await card.getByTestId('my-course-progress-percent').innerText()).toBe('0%');
    expect(await card.getByTestId('my-course-action').innerText()).toBe('Vào học');
    expect(await card.getAttribute('href')).toBe(`/learn/${COURSE.slug}/${lectureIds[0]}`);

    await card.click();
    await page.waitForURL(`**/learn/${COURSE.slug}/verify`);
    expect(await page.getByTestId('verify-course-title').innerText()).toBe(COURSE.title);
    const consent = page.getByTestId('face-consent');
    const consentText = await consent.innerText();
    for (const words of ['Nghị định 13/2023/NĐ-CP', 'mã hóa', 'Ảnh chụp không bao giờ được lưu', 'đặt lại']) expect(consentText).toContain(words);
    // Nothing asks for the camera before the learner agrees.
    expect(await page.getByTestId('face-capture').count()).toBe(0);
    await shots('h2-verify-consent');
  });

  it('enrols the face from the camera and opens the lecture to resume, whose video plays from a signed link', async () => {
    await page.getByTestId('face-consent-checkbox').check();
    const captureButton = page.getByTestId('face-capture-button');
    await captureButton.waitFor();
    await page.waitForFunction(() => ((document.querySelector('[data-testid="face-camera"]') as HTMLVideoElement | null)?.videoWidth ?? 0) > 0);
    await shots('h2-verify-camera');
    await captureButton.click();
    await page.getByTestId('face-photo').waitFor();
    await page.getByTestId('face-submit').click();

    await page.waitForURL(`**/learn/${COURSE.slug}/${lectureIds[0]}`, { timeout: 30_000 });
    expect(await page.getByTestId('player-lecture-title').innerText()).toBe(LECTURES[0]);
    expect(JSON.parse((await storedToken()) ?? '{}')).toMatchObject({ courseId, token: expect.any(String), expiresAt: expect.any(String) });

    const video = page.getByTestId('lecture-video');
    await page.waitForFunction(() => ((document.querySelector('[data-testid="lecture-video"]') as HTMLVideoElement | null)?.readyState ?? 0) >= 1, undefined, { timeout: 15_000 });
    expect(await video.getAttribute('preload')).toBe('metadata');
    // Seeking asks for a byte range: the signed link answers 206 with that range.
    const ranged = await page.evaluate(async (src) => {
      const response = await fetch(src, { headers: { Range: 'bytes=100-199' } });
      return { status: response.status, length: (await response.arrayBuffer()).byteLength };
    }, (await video.getAttribute('src')) ?? '');
    expect(ranged).toEqual({ status: 206, length: 100 });
  });

  it('marks lectures complete: the bar and the marks move with the server, next and previous move between lectures', async () => {
    const percent = page.getByTestId('player-progress-percent');
    expect(await percent.innerText()).toBe('0%');
    await page.getByTestId('lecture-complete').click();
    await page.getByTestId('lecture-completed').waitFor();
    expect(await percent.innerText()).toBe('33%');
    expect(await page.locator(`[data-testid="player-lecture"][data-lecture-id="${lectureIds[0]}"]`).getAttribute('data-completed')).toBe('true');

    await page.getByTestId('lecture-next').click();
    await page.waitForURL(`**/learn/${COURSE.slug}/${lectureIds[1]}`);
    expect(await page.getByTestId('player-lecture-title').innerText()).toBe(LECTURES[1]);
    // The focus follows to the new lecture's title, for keyboard and screen reader users.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('player-lecture-title');
    expect(await page.locator('[data-testid="player-lecture"][aria-current="page"]').getAttribute('data-lecture-id')).toBe(lectureIds[1]);
    await page.getByTestId('lecture-complete').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('lecture-completed').waitFor();
    expect(await percent.innerText()).toBe('67%');
    await page.getByTestId('lecture-previous').click();
    await page.waitForURL(`**/learn/${COURSE.slug}/${lectureIds[0]}`);
    await page.getByTestId('lecture-completed').waitFor();

    // On a phone the curriculum is a drawer: opened by its button, closed by Escape.
    await shots('h2-player', async () => {
      const toggle = page.getByTestId('player-curriculum-toggle');
      expect(await page.getByTestId('player-curriculum').isVisible()).toBe(false);
      await toggle.click();
      await page.waitForTimeout(400);
      expect(await page.getByTestId('player-curriculum').isVisible()).toBe(true);
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await page.screenshot({ path: join(SHOTS, 'h2-player-drawer-mobile.png') });
      await page.keyboard.press('Escape');
      await page.waitForTimeout(400);
      expect(await page.getByTestId('player-curriculum').isVisible()).toBe(false);
    });
  });

  it('shows the progress on /my-courses and on the course page, and /learn/{slug} resumes where the learner stopped', async () => {
    await page.goto(url('/my-courses'));
    const card = page.getByTestId('my-course-card');
    await card.getByTestId('my-course-progress-percent').filter({ hasText: '67%' }).waitFor();
    expect(await card.getByTestId('my-course-action').innerText()).toBe('Tiếp tục học');
    expect(await card.getAttribute('href')).toBe(`/learn/${COURSE.slug}/${lectureIds[2]}`);

    await page.goto(url(`/courses/${COURSE.slug}`));
    expect(await page.getByTestId('course-progress-percent').innerText()).toBe('67%');
    await page.getByTestId('course-learn').click();
    await page.waitForURL(`**/learn/${COURSE.slug}/${lectureIds[2]}`);
    await page.getByTestId('lecture-complete').click();
    await page.getByTestId('course-completed').waitFor();
    expect(await page.getByTestId('player-progress-percent').innerText()).toBe('100%');

    await page.goto(url('/my-courses'));
    await page.getByTestId('my-course-completed').waitFor();
    expect(await page.getByTestId('my-course-progress-percent').innerText()).toBe('100%');
    expect(await page.getByTestId('my-course-action').innerText()).toBe('Xem lại khóa học');
    await page.screenshot({ path: join(SHOTS, 'h2-my-courses-desktop.png'), fullPage: true });
  });

  it('sends a refused token back to verification, refuses another person, and lets the learner back in by an uploaded photo', async () => {
    await page.evaluate(
      ([slug, id]) => sessionStorage.setItem(`academy.course-access.${slug}`, JSON.stringify({ courseId: id, token: 'forged.token', expiresAt: '2099-01-01T00:00:00.000Z' })),
      [COURSE.slug, courseId],
    );
    await page.goto(url(`/learn/${COURSE.slug}`));
    await page.waitForURL(`**/learn/${COURSE.slug}/verify`);
    expect(await page.getByTestId('verify-access-message').innerText()).toBe(LEARNING_ERRORS.COURSE_ACCESS_TOKEN_INVALID);
    expect(await storedToken()).toBeNull();

    await page.getByTestId('face-consent-checkbox').check();
    const file = page.getByTestId('face-file');
    await file.setInputFiles({ name: 'nguoi-khac.jpg', mimeType: 'image/jpeg', buffer: photos.second });
    await page.getByTestId('face-submit').click();
    const error = page.getByTestId('face-error');
    await error.waitFor({ timeout: 30_000 });
    expect(await error.innerText()).toBe(LEARNING_ERRORS.FACE_MISMATCH);
    expect(await error.getAttribute('data-code')).toBe('FACE_MISMATCH');
    expect(page.url()).toContain('/verify');
    await shots('h2-verify-refused');

    await file.setInputFiles({ name: 'khong-co-mat.jpg', mimeType: 'image/jpeg', buffer: await sampleNoFacePhoto() });
    expect(await page.getByTestId('face-error').count()).toBe(0);
    await page.getByTestId('face-submit').click();
    await error.waitFor({ timeout: 30_000 });
    expect(await error.innerText()).toBe(LEARNING_ERRORS.FACE_NOT_FOUND);

    await file.setInputFiles({ name: 'toi.jpg', mimeType: 'image/jpeg', buffer: photos.firstAgain });
    await page.getByTestId('face-submit').click();
    await page.waitForURL(`**/learn/${COURSE.slug}/${lectureIds[2]}`, { timeout: 30_000 });
    await page.getByTestId('course-completed').waitFor();
  });

  it('sends a signed-in learner who does not have the course to its page, saying why', async () => {
    const stranger = await signedInVerifiedUser(app, 'student');
    const other = await browser.newContext({ viewport: MOBILE, locale: 'vi-VN' });
    const otherPage = await other.newPage();
    await signInAtLoginPage(otherPage, app.baseUrl, stranger);
    await otherPage.goto(url(`/learn/${COURSE.slug}/${lectureIds[1]}`));
    await otherPage.waitForURL(`**/courses/${COURSE.slug}`);
    await otherPage.getByText(LEARNING_ERRORS.COURSE_NOT_ENROLLED).waitFor();
    expect(await otherPage.getByTestId('course-player').count()).toBe(0);
    await other.close();
  });
});
