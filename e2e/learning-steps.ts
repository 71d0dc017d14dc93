import { mkdirSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { PRIVACY_VERSION, TERMS_VERSION } from '@academy/contracts';
import { UserAccountRegistrar } from '../backend/src/modules/identity';
import { CLOCK, Clock } from '../backend/src/platform/clock/clock';
import { createEmulatorUser, type EmulatorUser, verifyEmail } from '../backend/test/support/auth-emulator';
import { apiClient } from '../backend/test/support/http-client';
import type { TestApp } from '../backend/test/support/test-app';
import { bankTransfer, coverPicture, DESKTOP, launchBrowser, MOBILE, postMultipart } from './browser';

/*
 * Steps the learning browser tests share: a course with real lectures, a learner with their own
 * name, a browser whose camera shows a photo, buying in the browser, the player's token.
 */

export interface LearningCourse {
  title: string;
  price: number;
  /** The cover's gradient. */
  colours: string[];
  /** Section titles, each with its lectures' titles. */
  sections: Array<{ title: string; lectures: string[] }>;
}

export interface PublishedCourse {
  id: string;
  slug: string;
  /** Every lecture's id, in curriculum order. */
  lectureIds: string[];
}

/**
 * On sale: created by the instructor with a cover and `videoId` behind every lecture (the first one a
 * free preview), sent for review and approved by the admin; its slug and lecture ids from its page.
 */
export async function publishCourseWithLectures(baseUrl: string, tokens: { instructor: string; admin: string }, course: LearningCourse, videoId: string): Promise<PublishedCourse> {
  let position = 0;
  const sections = course.sections.map((section) => ({
    title: section.title,
    lectures: section.lectures.map((title) => {
      position += 1;
      return { title, mediaId: videoId, durationSeconds: 60 + position * 65, isFreePreview: position === 1 };
    }),
  }));
  const form = { title: course.title, shortDescription: 'Từ con số 0 đến đơn hàng đầu tiên.', description: 'Khóa học thực chiến.\n\nMỗi bài có bài tập.', level: 'beginner', price: course.price, originalPrice: null, sections };
  const created = await postMultipart(baseUrl, '/courses', tokens.instructor, form, { courseThumbnail: await coverPicture(course.colours) });
  if (created.status !== 201) throw new Error(`The course was not created: ${JSON.stringify(created.body)}`);
  const id = created.body.course._id as string;
  const api = apiClient(baseUrl);
  const submitted = await api('PATCH', `/instructor/me/courses/${id}/toggle-publish`, { token: tokens.instructor });
  const approved = await api('POST', '/admin/courses/review', { token: tokens.admin, body: { courseId: id, action: 'approve' } });
  if (submitted.status !== 200 || approved.status !== 200) throw new Error(`The course was not published: ${submitted.status}, ${approved.status}`);
  const slug = created.body.course.slug as string;
  const page = await api('GET', `/courses/${slug}`);
  const lectureIds = (page.body.course.curriculum as Array<{ lectures: Array<{ _id: string }> }>).flatMap((section) => section.lectures.map((lecture) => lecture._id));
  return { id, slug, lectureIds };
}

/** A learner registered with their own name (and picture), as the sign-up form and a Google account record them; email verified. */
export async function learnerNamed(app: TestApp, name: string, avatarUrl: string | null = null): Promise<EmulatorUser> {
  const user = await createEmulatorUser('student');
  await app.app.get(UserAccountRegistrar).register({
    uid: user.uid,
    role: 'student',
    personal: { name, email: user.email, phoneNumber: '', age: null, avatarUrl },
    emailVerified: true,
    source: 'seed',
    registeredBy: null,
    registeredAt: app.app.get<Clock>(CLOCK).now(),
    // They signed up, so they agreed to the terms in force (the web app's consent dialog does not stop them).
    consent: { termsVersion: TERMS_VERSION, privacyVersion: PRIVACY_VERSION },
  });
  return { ...user, idToken: await verifyEmail(user) };
}

/** A picture as a one-frame YUV4MPEG2 video (4:2:0), the format Chromium's fake camera reads. */
export async function y4mFrame(picture: Buffer): Promise<Buffer> {
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

/** Chromium whose camera shows `photo` (a one-frame video, looped) and never asks before giving it. */
export async function browserWithCamera(photo: Buffer, name: string): Promise<Browser> {
  const camera = join(tmpdir(), `${name}-camera-${process.pid}.y4m`);
  writeFileSync(camera, await y4mFrame(photo));
  return launchBrowser(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${camera}`]);
}

/** What a course access token of this tab is worth: the entry the player keeps in session storage. */
export const storedAccessToken = (page: Page, slug: string) => page.evaluate((courseSlug) => sessionStorage.getItem(`academy.course-access.${courseSlug}`), slug);

/** Waits until the lecture's video has loaded its metadata from the signed link. */
export async function videoReady(page: Page): Promise<void> {
  await page.waitForFunction(() => ((document.querySelector('[data-testid="lecture-video"]') as HTMLVideoElement | null)?.readyState ?? 0) >= 1, undefined, { timeout: 15_000 });
}

/**
 * `<name>-desktop.png` and `<name>-mobile.png` (1280 and 390 px wide) in `dir`; the page must not
 * scroll sideways on the phone. `atMobile` runs while the page is at phone width. Ends at desktop width.
 */
export async function screenshotsAtBothWidths(page: Page, dir: string, name: string, atMobile?: () => Promise<void>): Promise<void> {
  mkdirSync(dir, { recursive: true });
  // From the top: a full-page shot of a scrolled page draws the sticky header in the middle.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(250);
  await page.screenshot({ path: join(dir, `${name}-desktop.png`), fullPage: true });
  await page.setViewportSize(MOBILE);
  await page.waitForTimeout(400);
  await page.evaluate(() => window.scrollTo(0, 0));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (overflow > 0) throw new Error(`${name} scrolls sideways by ${overflow}px at ${MOBILE.width}px wide`);
  await page.screenshot({ path: join(dir, `${name}-mobile.png`), fullPage: true });
  await atMobile?.();
  await page.setViewportSize(DESKTOP);
}

/**
 * Buys one course as a learner does: "add to cart" on its page, the cart, the checkout by bank
 * transfer, then the bank simulator pays the amount the payment page shows into the account it
 * shows, and the page turns paid by itself. Ends on the paid payment page; answers the order code.
 */
export async function buyCourseByBankTransfer(page: Page, baseUrl: string, courseSlug: string): Promise<string> {
  await page.goto(`${baseUrl}/courses/${courseSlug}`);
  await page.locator('[data-testid="course-price-box"] [data-testid="add-to-cart"]').click();
  await page.getByTestId('cart-count').filter({ hasText: '1' }).waitFor();
  await page.goto(`${baseUrl}/cart`);
  await page.getByTestId('cart-item').first().waitFor();
  await page.getByTestId('cart-checkout').click();
  await page.waitForURL('**/checkout');
  await page.getByTestId('checkout-item').first().waitFor();
  await page.getByTestId('checkout-place').click();
  await page.waitForURL('**/payment?code=*');
  await page.getByTestId('payment-qr').waitFor();
  const code = new URL(page.url()).searchParams.get('code') as string;
  const amount = Number((await page.getByTestId('payment-amount').innerText()).replace(/\D/g, ''));
  const account = await page.getByTestId('payment-account').innerText();
  const answer = await bankTransfer(baseUrl, code, amount, account);
  if (!answer.includes('{"success":true}')) throw new Error(`The bank simulator was refused: ${answer}`);
  await page.getByTestId('payment-paid').waitFor({ timeout: 20_000 });
  return code;
}
