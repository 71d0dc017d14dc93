import { CERTIFICATE_MESSAGES, CERTIFICATE_CODE_PATTERN, LEARNING_ERRORS } from '@academy/contracts';
import { readFileSync } from 'fs';
import { join } from 'path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { samplePortrait } from '../backend/src/modules/learning/face/sample-face-photos';
import { signedInUser, signedInVerifiedUser } from '../backend/test/support/accounts';
import type { EmulatorUser } from '../backend/test/support/auth-emulator';
import { apiClient } from '../backend/test/support/http-client';
import { pdfPages } from '../backend/test/support/pdf-text';
import { startTestApp, TestApp } from '../backend/test/support/test-app';
import { coverPicture, DESKTOP, SCREENSHOTS, signInAtLoginPage, uploadLectureVideo } from './browser';
import {
  browserWithCamera,
  buyCourseByBankTransfer,
  learnerNamed,
  PublishedCourse,
  publishCourseWithLectures,
  screenshotsAtBothWidths,
  storedAccessToken,
  videoReady,
} from './learning-steps';

/*
 * Issue 14, "Done when", as one journey: a student who bought a course (cart, checkout, bank
 * transfer) opens it from /my-courses, is sent to face verification, enrols a face from the camera
 * (Chromium's fake camera fed with a real photo), watches a lecture, marks lectures complete and sees
 * the progress move on /my-courses; in a second tab a photo of another person is refused; the
 * instructor sees the student's progress; the learner rates the course and its page's rating moves
 * (their review shows their profile picture); finishing the last lecture offers the certificate in
 * the player and on the course's card, and its code verifies on the public page. The player and the
 * verification pages are photographed at 1280 and 390 px.
 */

const WEB_DIST = process.env.WEB_DIST ?? join(__dirname, '..', 'frontend', 'dist');
const SHOTS = process.env.LEARNING_SHOTS ?? join(SCREENSHOTS, 'learning');
const COURSE = {
  title: 'Bán hàng trên TikTok Shop',
  price: 490_000,
  colours: ['#0f172a', '#f43f5e'],
  sections: [
    { title: 'Bắt đầu', lectures: ['Giới thiệu khóa học', 'Mở gian hàng'] },
    { title: 'Sản phẩm', lectures: ['Đăng sản phẩm đầu tiên'] },
  ],
};
const LECTURES = COURSE.sections.flatMap((section) => section.lectures);
const LEARNER = { name: 'Trần Thị Lan', avatarUrl: 'https://anh.hocvien.example/tran-thi-lan.png' };

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('the whole learning journey in the browser: bought, verified, studied, rated, certified', () => {
  let app: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let instructor: EmulatorUser;
  let learner: EmulatorUser;
  let course: PublishedCourse;
  let otherPerson: Buffer;
  let avatar: Buffer;
  let certificateCode = '';

  const url = (path: string) => `${app.baseUrl}${path}`;
  const lecturePath = (i: number) => `**/learn/${course.slug}/${course.lectureIds[i]}`;
  const shots = (name: string, atMobile?: () => Promise<void>) => screenshotsAtBothWidths(page, SHOTS, `learning-${name}`, atMobile);

  /** A context in Vietnam whose requests for the learner's profile picture get a picture (the machine is offline). */
  async function contextInVietnam(options: { camera?: boolean } = {}): Promise<BrowserContext> {
    const created = await browser.newContext({ viewport: DESKTOP, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh', acceptDownloads: true, permissions: options.camera ? ['camera'] : [] });
    await created.route(LEARNER.avatarUrl, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: avatar }));
    return created;
  }

  /** The enrolment follows the payment a moment later (a reaction): /my-courses is reloaded until the card is there. */
  async function myCourseCardShown(): Promise<void> {
    const card = page.getByTestId('my-course-card');
    for (let attempt = 0; attempt < 20 && (await card.count()) === 0; attempt += 1) {
      await page.waitForTimeout(500);
      if ((await card.count()) === 0) await page.reload();
    }
    await card.waitFor();
  }

  /** Saves the download `click` starts and answers its file name and the PDF's text. */
  async function downloadedPdf(click: () => Promise<void>): Promise<{ fileName: string; text: string }> {
    const [download] = await Promise.all([page.waitForEvent('download'), click()]);
    const pdf = readFileSync((await download.path())!);
    return { fileName: download.suggestedFilename(), text: plain((await pdfPages(pdf))[0].text).replace(/ +/g, ' ') };
  }

  beforeAll(async () => {
    app = await startTestApp({ WEB_DIST });
    const api = apiClient(app.baseUrl);
    let admin: EmulatorUser;
    [instructor, admin] = await Promise.all([signedInVerifiedUser(app, 'instructor'), signedInUser(app, 'admin')]);
    learner = await learnerNamed(app, LEARNER.name, LEARNER.avatarUrl);
    const [learnerPhoto, otherPhoto, picture] = await Promise.all([samplePortrait('first'), samplePortrait('second'), coverPicture(['#f43f5e', '#fb923c'], 160, 160)]);
    otherPerson = otherPhoto;
    avatar = picture;

    const videoId = await uploadLectureVideo(app.baseUrl, instructor.idToken);
    course = await publishCourseWithLectures(app.baseUrl, { instructor: instructor.idToken, admin: admin.idToken }, COURSE, videoId);
    expect(course.lectureIds).toHaveLength(3);
    // An earlier learner rated the course five stars, so "the rating moves" moves from something.
    const earlier = await learnerNamed(app, 'Đỗ Văn Minh');
    expect((await api('POST', '/admin/enrollments', { token: admin.idToken, body: { userId: earlier.uid, courseId: course.id } })).status).toBe(200);
    const review = await api('POST', `/courses/${course.id}/reviews`, { token: earlier.idToken, body: { rating: 5, comment: 'Rất thực tế, áp dụng được ngay.' } });
    expect(review.status).toBe(201);

    // The learner's camera shows their face.
    browser = await browserWithCamera(learnerPhoto, 'learning-complete-journey');
    context = await contextInVietnam({ camera: true });
    page = await context.newPage();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('the learner buys the course through the cart and a bank transfer, and finds it on /my-courses', async () => {
    await signInAtLoginPage(page, app.baseUrl, learner);
    await buyCourseByBankTransfer(page, app.baseUrl, course.slug);
    await page.getByTestId('payment-my-courses').click();
    await page.waitForURL('**/my-courses');
    await myCourseCardShown();
    const card = page.getByTestId('my-course-card');
    expect(await card.getByTestId('my-course-title').innerText()).toBe(COURSE.title);
    expect(await card.getByTestId('my-course-progress-percent').innerText()).toBe('0%');
    expect(await card.getByTestId('my-course-action').innerText()).toBe('Vào học');
    expect(await card.getAttribute('href')).toBe(`/learn/${course.slug}/${course.lectureIds[0]}`);
  });

  it('opens it from /my-courses and is sent to face verification, where the consent comes before the camera', async () => {
    await page.getByTestId('my-course-card').click();
    await page.waitForURL(`**/learn/${course.slug}/verify`);
    expect(await page.getByTestId('verify-course-title').innerText()).toBe(COURSE.title);
    const consent = await page.getByTestId('face-consent').innerText();
    for (const words of ['Nghị định 13/2023/NĐ-CP', 'mã hóa', 'Ảnh chụp không bao giờ được lưu', 'đặt lại']) expect(consent).toContain(words);
    // Nothing asks for the camera before the learner agrees.
    expect(await page.getByTestId('face-capture').count()).toBe(0);
    await shots('verify-consent');
  });

  it('enrols the face from the camera and lands on the lecture to resume', async () => {
    await page.getByTestId('face-consent-checkbox').check();
    const capture = page.getByTestId('face-capture-button');
    await capture.waitFor();
    await page.waitForFunction(() => ((document.querySelector('[data-testid="face-camera"]') as HTMLVideoElement | null)?.videoWidth ?? 0) > 0);
    await shots('verify-camera');
    await capture.click();
    await page.getByTestId('face-photo').waitFor();
    await page.getByTestId('face-submit').click();

    await page.waitForURL(lecturePath(0), { timeout: 30_000 });
    expect(await page.getByTestId('player-lecture-title').innerText()).toBe(LECTURES[0]);
    expect(JSON.parse((await storedAccessToken(page, course.slug)) ?? '{}')).toMatchObject({ courseId: course.id, token: expect.any(String), expiresAt: expect.any(String) });
  });

  it('watches the lecture: the video plays from its signed link, and seeking asks for a byte range', async () => {
    await videoReady(page);
    const video = page.getByTestId('lecture-video');
    expect(await video.getAttribute('preload')).toBe('metadata');
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await page.waitForFunction(() => ((document.querySelector('[data-testid="lecture-video"]') as HTMLVideoElement | null)?.currentTime ?? 0) > 0.2, undefined, { timeout: 15_000 });
    await video.evaluate((element: HTMLVideoElement) => element.pause());
    const ranged = await page.evaluate(async (src) => {
      const response = await fetch(src, { headers: { Range: 'bytes=100-199' } });
      return { status: response.status, length: (await response.arrayBuffer()).byteLength };
    }, (await video.getAttribute('src')) ?? '');
    expect(ranged).toEqual({ status: 206, length: 100 });
  });

  it('marks lectures complete: the bar and the marks follow the server, with the mouse and the keyboard', async () => {
    const percent = page.getByTestId('player-progress-percent');
    expect(await percent.innerText()).toBe('0%');
    await page.getByTestId('lecture-complete').click();
    await page.getByTestId('lecture-completed').waitFor();
    expect(await percent.innerText()).toBe('33%');
    expect(await page.locator(`[data-testid="player-lecture"][data-lecture-id="${course.lectureIds[0]}"]`).getAttribute('data-completed')).toBe('true');

    await page.getByTestId('lecture-next').click();
    await page.waitForURL(lecturePath(1));
    expect(await page.getByTestId('player-lecture-title').innerText()).toBe(LECTURES[1]);
    // The focus follows to the new lecture's title, for keyboard and screen reader users.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('player-lecture-title');
    await page.getByTestId('lecture-complete').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('lecture-completed').waitFor();
    expect(await percent.innerText()).toBe('67%');
    await page.getByTestId('lecture-previous').click();
    await page.waitForURL(lecturePath(0));
    await page.getByTestId('lecture-completed').waitFor();
    await videoReady(page);

    // On a phone the curriculum is a drawer: opened by its button, closed by Escape.
    await shots('player', async () => {
      const toggle = page.getByTestId('player-curriculum-toggle');
      expect(await page.getByTestId('player-curriculum').isVisible()).toBe(false);
      await toggle.click();
      await page.waitForTimeout(400);
      expect(await page.getByTestId('player-curriculum').isVisible()).toBe(true);
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await page.screenshot({ path: join(SHOTS, 'learning-player-drawer-mobile.png') });
      await page.keyboard.press('Escape');
      await page.waitForTimeout(400);
      expect(await page.getByTestId('player-curriculum').isVisible()).toBe(false);
    });
  });

  it('sees the progress moved on /my-courses and on the course page', async () => {
    await page.goto(url('/my-courses'));
    const card = page.getByTestId('my-course-card');
    await card.getByTestId('my-course-progress-percent').filter({ hasText: '67%' }).waitFor();
    expect(await card.getByTestId('my-course-action').innerText()).toBe('Tiếp tục học');
    expect(await card.getAttribute('href')).toBe(`/learn/${course.slug}/${course.lectureIds[2]}`);
    // Not completed: no certificate is offered yet.
    expect(await page.getByTestId('certificate-offer').count()).toBe(0);

    await page.goto(url(`/courses/${course.slug}`));
    expect(await page.getByTestId('course-progress-percent').innerText()).toBe('67%');
  });

  it('in a second tab the face is asked for again, and a photo of another person is refused', async () => {
    const first = page;
    page = await context.newPage();
    try {
      await page.goto(url(`/learn/${course.slug}`));
      await page.waitForURL(`**/learn/${course.slug}/verify`);
      await page.getByTestId('face-consent-checkbox').check();
      await page.getByTestId('face-file').setInputFiles({ name: 'nguoi-khac.jpg', mimeType: 'image/jpeg', buffer: otherPerson });
      await page.getByTestId('face-submit').click();
      const error = page.getByTestId('face-error');
      await error.waitFor({ timeout: 30_000 });
      expect(await error.innerText()).toBe(LEARNING_ERRORS.FACE_MISMATCH);
      expect(await error.getAttribute('data-code')).toBe('FACE_MISMATCH');
      expect(page.url()).toContain('/verify');
      expect(await storedAccessToken(page, course.slug)).toBeNull();
      await shots('verify-refused');
    } finally {
      await page.close();
      page = first;
    }
  });

  it('the instructor sees the learner’s progress on /instructor/students', async () => {
    const instructorContext = await contextInVietnam();
    const instructorPage = await instructorContext.newPage();
    await signInAtLoginPage(instructorPage, app.baseUrl, instructor);
    await instructorPage.goto(url('/instructor/students'));
    const row = instructorPage.locator(`[data-testid="student-row"][data-student-email="${learner.email}"]`);
    await row.waitFor();
    expect(await row.getByTestId('student-name').innerText()).toBe(LEARNER.name);
    expect(await row.getByTestId('student-course').innerText()).toBe(COURSE.title);
    expect(await row.getByTestId('student-progress-percent').innerText()).toBe('67%');
    expect(await row.innerText()).toContain('2/3 bài học');
    await instructorContext.close();
  });

  it('the learner rates the course on its page: the rating moves at once, and the review shows their picture', async () => {
    await page.goto(url(`/courses/${course.slug}`));
    const heroRating = async () => plain(await page.getByTestId('course-rating').innerText());
    expect(await heroRating()).toBe('5,0 (1 đánh giá)');
    await page.getByTestId('review-form').scrollIntoViewIfNeeded();
    await page.getByTestId('review-star-4').click();
    await page.getByTestId('review-comment').fill('Dễ hiểu, làm theo là mở được gian hàng.');
    await page.getByTestId('review-submit').click();
    await page.getByTestId('my-review').waitFor();
    await page.getByTestId('course-rating').filter({ hasText: '2 đánh giá' }).waitFor();
    expect(await heroRating()).toBe('4,5 (2 đánh giá)');

    // Newest first: the learner's review with their profile picture, then the earlier one with initials.
    const [mine, earlier] = [page.getByTestId('review-item').nth(0), page.getByTestId('review-item').nth(1)];
    expect(await mine.innerText()).toContain(LEARNER.name);
    const picture = mine.locator('img.avatar');
    expect(await picture.getAttribute('src')).toBe(LEARNER.avatarUrl);
    await page.waitForFunction(() => ((document.querySelector('[data-testid="review-item"] img.avatar') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0);
    expect(await earlier.innerText()).toContain('Đỗ Văn Minh');
    expect(await earlier.locator('img.avatar').count()).toBe(0);
    expect(await earlier.locator('.avatar-initial').innerText()).toBe('M');
    await page.getByTestId('course-reviews').scrollIntoViewIfNeeded();
    await screenshotsAtBothWidths(page, SHOTS, 'learning-course-reviews');
  });

  it('finishing the last lecture offers the certificate in the player, whose PDF names the learner and the course', async () => {
    await page.getByTestId('course-learn').click();
    await page.waitForURL(lecturePath(2));
    expect(await page.getByTestId('player-lecture-title').innerText()).toBe(LECTURES[2]);
    await page.getByTestId('lecture-complete').click();
    await page.getByTestId('course-completed').waitFor();
    expect(await page.getByTestId('player-progress-percent').innerText()).toBe('100%');

    // The certificate is issued by a reaction a moment later: the offer waits for it.
    const offer = page.locator('[data-testid="certificate-offer"][data-state="issued"]');
    await offer.waitFor({ timeout: 20_000 });
    certificateCode = await offer.getByTestId('certificate-offer-code').innerText();
    expect(certificateCode).toMatch(CERTIFICATE_CODE_PATTERN);
    await videoReady(page);
    await shots('player-completed');

    const pdf = await downloadedPdf(() => offer.getByTestId('certificate-offer-download').click());
    expect(pdf.fileName).toBe(`chung-chi-${course.slug}.pdf`);
    for (const expected of [CERTIFICATE_MESSAGES.pdfTitle, LEARNER.name, COURSE.title, 'Người dùng instructor', certificateCode]) expect(pdf.text).toContain(expected);
  });

  it('/my-courses shows the course finished, with the certificate on its card and under “Chứng chỉ của tôi”', async () => {
    await page.goto(url('/my-courses'));
    const item = page.getByTestId('my-course');
    await item.getByTestId('my-course-completed').waitFor();
    expect(await item.getByTestId('my-course-progress-percent').innerText()).toBe('100%');
    expect(await item.getByTestId('my-course-action').innerText()).toBe('Xem lại khóa học');
    const download = item.getByTestId('certificate-offer-download');
    await download.waitFor();
    expect(await item.getByTestId('certificate-offer-code').innerText()).toBe(certificateCode);
    expect(await page.getByTestId('my-certificate-code').innerText()).toBe(certificateCode);
    await screenshotsAtBothWidths(page, SHOTS, 'learning-my-courses-completed');

    const pdf = await downloadedPdf(() => download.click());
    expect(pdf.fileName).toBe(`chung-chi-${course.slug}.pdf`);
    expect(pdf.text).toContain(certificateCode);
    expect(await download.innerText()).toBe(CERTIFICATE_MESSAGES.download);
  });

  it('the certificate’s code verifies on the public page, for anyone', async () => {
    await page.getByTestId('my-course').getByTestId('certificate-offer-verify').click();
    await page.waitForURL(`**/certificates/${certificateCode}`);
    const shown = async (on: Page) => {
      const result = on.getByTestId('certificate-result');
      await result.waitFor();
      return {
        valid: await result.getAttribute('data-valid'),
        status: await on.getByTestId('certificate-status').innerText(),
        learner: await on.getByTestId('certificate-learner').innerText(),
        course: await on.getByTestId('certificate-course').innerText(),
        code: await on.getByTestId('certificate-code').innerText(),
      };
    };
    const expected = { valid: 'true', status: CERTIFICATE_MESSAGES.valid, learner: LEARNER.name, course: COURSE.title, code: certificateCode };
    expect(await shown(page)).toEqual(expected);

    // Someone the learner shows the PDF to, not signed in, on a phone.
    const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'vi-VN' });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(url(`/certificates/${certificateCode}`));
    expect(await shown(visitorPage)).toEqual(expected);
    await visitor.close();
  });
});
