import { ERROR_MESSAGES, LEARNING_MESSAGES } from '@academy/contracts';
import { mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { CourseAccessTokens } from '../src/modules/learning/face/course-access-token';
import { sampleGroupPhoto, sampleNoFacePhoto, samplePortrait } from '../src/modules/learning/face/sample-face-photos';
import { EVENT_STORE, EventStore } from '../src/platform/event-store/event-store.port';
import { TestClock } from '../src/platform/testing/test-clock';
import { signedInUser } from './support/accounts';
import { apiSuite } from './support/api-suite';
import type { EmulatorUser } from './support/auth-emulator';
import type { JsonResponse } from './support/http-client';
import { publishedCourse } from './support/on-sale';

/** Face verification over HTTP with the real models and real photos from the face-api package. */
describe('face verification before a course (POST /learn/verify-access)', () => {
  const clock = new TestClock('2026-12-01T09:00:00.000Z');
  const suite = apiSuite({ FILES_DIR: mkdtempSync(join(tmpdir(), 'academy-face-files-')) }, { clock });
  let course: { courseId: string };
  let otherCourse: { courseId: string };
  const photos = {} as Record<'first' | 'firstAgain' | 'second' | 'noFace' | 'group', Buffer>;

  beforeAll(async () => {
    const instructor = await signedInUser(suite.app, 'instructor');
    [course, otherCourse] = await Promise.all([publishedCourse(suite, instructor, 'Excel thực chiến', 499_000), publishedCourse(suite, instructor, 'Quảng cáo Facebook', 990_000)]);
    [photos.first, photos.firstAgain, photos.second, photos.noFace, photos.group] = await Promise.all([
      samplePortrait('first'),
      samplePortrait('first', 'second'),
      samplePortrait('second'),
      sampleNoFacePhoto(),
      sampleGroupPhoto(),
    ]);
  }, 60_000);

  /** A learner enrolled in the course by the admin's grant. */
  async function enrolledLearner(courseId = course.courseId): Promise<EmulatorUser> {
    const learner = await signedInUser(suite.app, 'student');
    const granted = await suite.api('POST', '/admin/enrollments', { token: suite.admin.idToken, body: { userId: learner.uid, courseId } });
    expect(granted.status).toBe(200);
    return learner;
  }

  /** The verification page's multipart form: `data` names the course, `faceImage` is the photo. */
  async function verify(user: EmulatorUser | null, courseId: string, image?: Buffer, type = 'image/jpeg', data?: string): Promise<JsonResponse> {
    const form = new FormData();
    form.set('data', data ?? JSON.stringify({ courseId }));
    if (image) form.set('faceImage', new Blob([new Uint8Array(image)], { type }), 'face.jpg');
    const headers: Record<string, string> = user ? { Authorization: `Bearer ${user.idToken}` } : {};
    const response = await fetch(`${suite.app.baseUrl}/api/learn/verify-access`, { method: 'POST', body: form, headers });
    return { status: response.status, body: await response.json(), headers: response.headers };
  }

  const faceStream = (userId: string) => suite.app.app.get<EventStore>(EVENT_STORE).readStream(`learning_face-${userId}`);
  const eventTypes = async (userId: string) => (await faceStream(userId)).map((event) => event.type);
  const refusal = (status: number, code: keyof typeof ERROR_MESSAGES) => ({ status, body: { code, message: ERROR_MESSAGES[code] } });
  const tokens = () => suite.app.app.get(CourseAccessTokens);

  it('enrols the face on the first verification and answers a course access token for two hours', async () => {
    const learner = await enrolledLearner();
    const answer = await verify(learner, course.courseId, photos.first);
    expect(answer).toMatchObject({
      status: 200,
      body: { message: LEARNING_MESSAGES.faceEnrolled, courseId: course.courseId, faceEnrolled: true, expiresAt: '2026-12-01T11:00:00.000Z' },
    });
    expect(tokens().verify(answer.body.accessToken, learner.uid, course.courseId, clock.now())).toBe(true);
    expect(tokens().verify(answer.body.accessToken, learner.uid, otherCourse.courseId, clock.now())).toBe(false);

    // The descriptor is sealed under the learner's key; the photo is nowhere in the log.
    const [enrolled] = await faceStream(learner.uid);
    expect(enrolled).toMatchObject({ type: 'FaceEnrolled', data: { userId: learner.uid, courseId: course.courseId, descriptor: { sealed: 'aes-256-gcm', subject: learner.uid } } });
    expect(JSON.stringify(enrolled.data).length).toBeLessThan(8_000);
  });

  it('accepts another photo of the same person and refuses another person, recording only the match', async () => {
    const learner = await enrolledLearner();
    expect((await verify(learner, course.courseId, photos.first)).status).toBe(200);

    const again = await verify(learner, course.courseId, photos.firstAgain);
    expect(again).toMatchObject({ status: 200, body: { message: LEARNING_MESSAGES.faceVerified, faceEnrolled: false } });
    expect(tokens().verify(again.body.accessToken, learner.uid, course.courseId, clock.now())).toBe(true);

    expect(await verify(learner, course.courseId, photos.second)).toMatchObject(refusal(403, 'FACE_MISMATCH'));
    expect(await eventTypes(learner.uid)).toEqual(['FaceEnrolled', 'FaceVerified']);
  });

  it('refuses a photo with no face or several faces with a clear message, and enrols nothing', async () => {
    const learner = await enrolledLearner();
    expect(await verify(learner, course.courseId, photos.noFace)).toMatchObject(refusal(400, 'FACE_NOT_FOUND'));
    expect(await verify(learner, course.courseId, photos.group)).toMatchObject(refusal(400, 'FACE_SEVERAL_FOUND'));
    expect(await eventTypes(learner.uid)).toEqual([]);
  });

  it('refuses a learner who is not enrolled in the course, before looking at the photo', async () => {
    const learner = await enrolledLearner(otherCourse.courseId);
    expect(await verify(learner, course.courseId, photos.first)).toMatchObject(refusal(403, 'COURSE_NOT_ENROLLED'));
    expect(await verify(learner, 'no-such-course', photos.first)).toMatchObject(refusal(403, 'COURSE_NOT_ENROLLED'));
    expect(await eventTypes(learner.uid)).toEqual([]);
  });

  it('refuses bad input with 400 (a 50-character junk file, a broken image, no file, a bad course id) and 401 without a token', async () => {
    const learner = await enrolledLearner();
    expect(await verify(learner, course.courseId, Buffer.from('x'.repeat(50)))).toMatchObject({ status: 400, body: { code: 'FILE_TYPE_INVALID' } });
    const cutShort = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('y'.repeat(46))]);
    expect(await verify(learner, course.courseId, cutShort)).toMatchObject(refusal(400, 'FACE_IMAGE_UNREADABLE'));
    expect(await verify(learner, course.courseId)).toMatchObject(refusal(400, 'FACE_IMAGE_REQUIRED'));
    expect(await verify(learner, course.courseId, photos.first, 'image/jpeg', JSON.stringify({ courseId: '../x' }))).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect(await verify(learner, course.courseId, photos.first, 'image/jpeg', JSON.stringify({}))).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect((await verify(null, course.courseId, photos.first)).status).toBe(401);
    expect(await eventTypes(learner.uid)).toEqual([]);
  });

  describe('an admin resets a learner’s face (POST /admin/learners/:userId/face/reset)', () => {
    const reset = (userId: string, body: unknown, user: EmulatorUser = suite.admin) => suite.api('POST', `/admin/learners/${userId}/face/reset`, { token: user.idToken, body });

    it('records who reset it and why; the next photo enrols a new face; a repeat records nothing', async () => {
      const learner = await enrolledLearner();
      expect((await verify(learner, course.courseId, photos.first)).status).toBe(200);

      expect(await reset(learner.uid, { reason: 'Học viên đổi điện thoại' })).toMatchObject({ status: 200, body: { message: LEARNING_MESSAGES.faceReset, reset: true } });
      expect((await faceStream(learner.uid))[1]).toMatchObject({ type: 'FaceReset', data: { userId: learner.uid, resetBy: suite.admin.uid, reason: 'Học viên đổi điện thoại' } });
      expect(await reset(learner.uid, { reason: 'Lần nữa' })).toMatchObject({ status: 200, body: { message: LEARNING_MESSAGES.faceNothingToReset, reset: false } });

      expect(await verify(learner, course.courseId, photos.second)).toMatchObject({ status: 200, body: { faceEnrolled: true } });
      expect(await verify(learner, course.courseId, photos.first)).toMatchObject(refusal(403, 'FACE_MISMATCH'));
      expect(await eventTypes(learner.uid)).toEqual(['FaceEnrolled', 'FaceReset', 'FaceEnrolled']);
    });

    it('403 for anyone but an admin, 404 for an unknown learner, 400 without a reason', async () => {
      const learner = await enrolledLearner();
      expect(await reset(learner.uid, { reason: 'Tự đặt lại' }, learner)).toMatchObject({ status: 403 });
      expect(await reset('nobody-here', { reason: 'Nhầm' })).toMatchObject(refusal(404, 'USER_NOT_FOUND'));
      for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
        expect(await reset(learner.uid, body)).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
      }
    });
  });
});
