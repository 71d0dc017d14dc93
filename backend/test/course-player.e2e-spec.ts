import { COURSE_ACCESS_HEADER, courseNotFoundMessage, ERROR_MESSAGES, LEARNING_MESSAGES, type CourseContentResponse, type MyCourse, type Order } from '@academy/contracts';
import { mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { mediaLibraryRows } from '../src/modules/catalogue/read-models/media-library/media-library.read-model';
import { CourseAccessTokens } from '../src/modules/learning/face/course-access-token';
import { samplePortrait } from '../src/modules/learning/face/sample-face-photos';
import { EVENT_STORE, EventStore } from '../src/platform/event-store/event-store.port';
import { READ_STORE, ReadStore } from '../src/platform/read-store/read-store.port';
import { TestClock } from '../src/platform/testing/test-clock';
import { signedInUser } from './support/accounts';
import { apiSuite } from './support/api-suite';
import type { EmulatorUser } from './support/auth-emulator';
import { eventually } from './support/eventually';
import type { JsonResponse } from './support/http-client';
import { publishedCourse } from './support/on-sale';
import { reportTransfer, sepayNotification } from './support/sepay';

const HOUR_MS = 60 * 60 * 1000;

/** A course as the player test needs it: its lectures in curriculum order with their videos. */
interface PlayerCourse {
  courseId: string;
  slug: string;
  lectures: Array<{ lectureId: string; mediaId: string; isFreePreview: boolean }>;
}

/**
 * The course player over HTTP (learning issue items 1, 3 and 6): content and progress need the
 * enrolment and a course access token from a face verification; video links too.
 */
describe('the course player (GET /learn/:slug/content, POST /learn/progress/update, POST /media/playback-url)', () => {
  const clock = new TestClock('2026-12-01T09:00:00.000Z');
  const suite = apiSuite({ FILES_DIR: mkdtempSync(join(tmpdir(), 'academy-player-files-')) }, { clock });
  let instructor: EmulatorUser;
  let course: PlayerCourse;
  let draft: PlayerCourse;
  let otherCourse: { courseId: string; slug: string };

  let counter = 0;
  /** A video of the instructor's library, written straight into its read model (uploads are media.e2e-spec.ts's subject). */
  async function video(owner: EmulatorUser): Promise<string> {
    const mediaId = `media-player-${Date.now().toString(36)}${(counter += 1)}`;
    const row = { title: 'Video', originalName: 'video.mp4', contentType: 'video/mp4', size: 1000, durationSeconds: 300, createdAt: clock.now().toISOString() };
    await mediaLibraryRows(suite.app.app.get<ReadStore>(READ_STORE)).upsert({ id: mediaId, ownerId: owner.uid, fileKey: `private/media/${owner.uid}/${mediaId}.mp4`, ...row });
    return mediaId;
  }

  /** Three lectures in two sections, the first a free preview; published through the catalogue's API unless `publish` is false. */
  async function threeLectureCourse(title: string, publish = true): Promise<PlayerCourse> {
    const [m1, m2, m3] = [await video(instructor), await video(instructor), await video(instructor)];
    const lecture = (name: string, mediaId: string, isFreePreview = false) => ({ title: name, mediaId, durationSeconds: 300, isFreePreview });
    const form = {
      title: `${title} ${Date.now().toString(36)}${(counter += 1)}`,
      shortDescription: 'Học thực chiến.',
      description: 'Khóa học thử cho trình phát.',
      level: 'beginner',
      price: 499_000,
      originalPrice: null,
      sections: [
        { title: 'Bắt đầu', lectures: [lecture('Giới thiệu', m1, true), lecture('Cài đặt', m2)] },
        { title: 'Thực hành', lectures: [lecture('Bài tập lớn', m3)] },
      ],
    };
    const created = await suite.api('POST', '/courses', { token: instructor.idToken, body: form });
    expect(created).toMatchObject({ status: 201 });
    const { _id: courseId, slug } = created.body.course;
    if (publish) {
      await suite.api('PATCH', `/instructor/me/courses/${courseId}/toggle-publish`, { token: instructor.idToken });
      expect((await suite.api('POST', '/admin/courses/review', { token: suite.admin.idToken, body: { courseId, action: 'approve', reason: '' } })).status).toBe(200);
    }
    const editable = await suite.api('GET', `/instructor/me/courses/${courseId}`, { token: instructor.idToken });
    const lectures = (editable.body.course.sections as Array<{ lectures: Array<{ lectureId: string; mediaId: string; isFreePreview: boolean }> }>).flatMap((section) =>
      section.lectures.map(({ lectureId, mediaId, isFreePreview }) => ({ lectureId, mediaId, isFreePreview })),
    );
    return { courseId, slug, lectures };
  }

  beforeAll(async () => {
    instructor = await signedInUser(suite.app, 'instructor');
    course = await threeLectureCourse('Trình phát Excel');
    draft = await threeLectureCourse('Bản nháp', false);
    otherCourse = await publishedCourse(suite, instructor, 'Quảng cáo Facebook', 990_000);
  }, 60_000);

  const as = (user: EmulatorUser, accessToken?: string) => ({ token: user.idToken, headers: accessToken === undefined ? undefined : { [COURSE_ACCESS_HEADER]: accessToken } });
  const tokens = () => suite.app.app.get(CourseAccessTokens);
  const refusal = (status: number, code: keyof typeof ERROR_MESSAGES) => ({ status, body: { code, message: ERROR_MESSAGES[code] } });
  const content = (user: EmulatorUser, accessToken?: string, slug = course.slug): Promise<JsonResponse<CourseContentResponse>> =>
    suite.api('GET', `/learn/${slug}/content`, as(user, accessToken));
  const mark = (user: EmulatorUser, lectureId: string, accessToken?: string, courseId = course.courseId) =>
    suite.api('POST', '/learn/progress/update', { ...as(user, accessToken), body: { courseId, lectureId } });
  const playback = (user: EmulatorUser | null, mediaId: string, courseId: string | undefined, accessToken?: string) =>
    suite.api('POST', '/media/playback-url', { ...(user ? as(user, accessToken) : {}), body: courseId === undefined ? { mediaId } : { mediaId, courseId } });
  const progressStream = (userId: string, courseId = course.courseId) => suite.app.app.get<EventStore>(EVENT_STORE).readStream(`learning_progress-${userId}~${courseId}`);
  const myCourse = async (user: EmulatorUser, courseId = course.courseId): Promise<MyCourse | undefined> => {
    const response = await suite.api('GET', '/students/me/courses', as(user));
    expect(response.status).toBe(200);
    return (response.body.courses as MyCourse[]).find((listed) => listed._id === courseId);
  };

  /** A learner enrolled by the admin's grant, with a course access token minted for them now (the face is face-verification.e2e-spec.ts's subject). */
  async function enrolledLearner(courseId = course.courseId): Promise<{ learner: EmulatorUser; token: string }> {
    const learner = await signedInUser(suite.app, 'student');
    expect(await suite.api('POST', '/admin/enrollments', { token: suite.admin.idToken, body: { userId: learner.uid, courseId } })).toMatchObject({ status: 200 });
    return { learner, token: tokens().issue(learner.uid, courseId, clock.now()).accessToken };
  }

  it('opens the content to a learner who verified their face: every lecture with its video, nothing completed yet', async () => {
    const learner = await signedInUser(suite.app, 'student');
    expect((await suite.api('POST', '/admin/enrollments', { token: suite.admin.idToken, body: { userId: learner.uid, courseId: course.courseId } })).status).toBe(200);
    // The real path: a photo at POST /learn/verify-access gives the token.
    const form = new FormData();
    form.set('data', JSON.stringify({ courseId: course.courseId }));
    form.set('faceImage', new Blob([new Uint8Array(await samplePortrait('first'))], { type: 'image/jpeg' }), 'face.jpg');
    const verified = await fetch(`${suite.app.baseUrl}/api/learn/verify-access`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${learner.idToken}` } });
    expect(verified.status).toBe(200);
    const { accessToken } = (await verified.json()) as { accessToken: string };

    const opened = await content(learner, accessToken);
    expect(opened.status).toBe(200);
    const [l1, l2, l3] = course.lectures;
    expect(opened.body).toEqual({
      course: expect.objectContaining({ _id: course.courseId, slug: course.slug, totalLectures: 3, instructorName: expect.any(String) }),
      curriculum: [
        {
          _id: expect.any(String),
          title: 'Bắt đầu',
          lectures: [
            { _id: l1.lectureId, title: 'Giới thiệu', duration: 300, isFreePreview: true, thumbnailUrl: null, mediaId: l1.mediaId, completed: false },
            { _id: l2.lectureId, title: 'Cài đặt', duration: 300, isFreePreview: false, thumbnailUrl: null, mediaId: l2.mediaId, completed: false },
          ],
        },
        { _id: expect.any(String), title: 'Thực hành', lectures: [{ _id: l3.lectureId, title: 'Bài tập lớn', duration: 300, isFreePreview: false, thumbnailUrl: null, mediaId: l3.mediaId, completed: false }] },
      ],
      progress: { progress: 0, completedLectureIds: [], resumeLectureId: l1.lectureId, completedAt: null },
    });
    // The same token plays a lecture that is not a free preview.
    expect(await playback(learner, l2.mediaId, course.courseId, accessToken)).toMatchObject({ status: 200, body: { playbackUrl: expect.any(String) } });
  }, 60_000);

  it('403 COURSE_ACCESS_TOKEN_INVALID without a token, with an expired, forged, another course’s or another learner’s token', async () => {
    const { learner, token } = await enrolledLearner();
    const other = await enrolledLearner();
    const expired = tokens().issue(learner.uid, course.courseId, new Date(clock.now().getTime() - 2 * HOUR_MS - 1000)).accessToken;
    const otherCourses = tokens().issue(learner.uid, otherCourse.courseId, clock.now()).accessToken;
    const [payload, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ userId: learner.uid, courseId: course.courseId, expiresAt: '2099-01-01T00:00:00.000Z' })).toString('base64url')}.${signature}`;
    for (const bad of [undefined, '', 'not-a-token', expired, otherCourses, other.token, forged, `${payload}.${'A'.repeat(43)}`, 'x'.repeat(5_000)]) {
      expect(await content(learner, bad)).toMatchObject(refusal(403, 'COURSE_ACCESS_TOKEN_INVALID'));
      expect(await mark(learner, course.lectures[1].lectureId, bad)).toMatchObject(refusal(403, 'COURSE_ACCESS_TOKEN_INVALID'));
    }
    expect(await progressStream(learner.uid)).toEqual([]);
    expect((await content(learner, token)).status).toBe(200);
  });

  it('a token runs out two hours after the verification (the clock moves, the same token is refused)', async () => {
    const { learner, token } = await enrolledLearner();
    expect((await content(learner, token)).status).toBe(200);
    clock.advance(2 * HOUR_MS + 1000);
    try {
      expect(await content(learner, token)).toMatchObject(refusal(403, 'COURSE_ACCESS_TOKEN_INVALID'));
      expect(await playback(learner, course.lectures[1].mediaId, course.courseId, token)).toMatchObject(refusal(403, 'COURSE_ACCESS_TOKEN_INVALID'));
    } finally {
      clock.advance(-(2 * HOUR_MS + 1000));
    }
  });

  it('403 COURSE_NOT_ENROLLED for a learner without the course, even with a token made out to them; 404 for an unknown slug or a draft; 401 signed out', async () => {
    const stranger = await signedInUser(suite.app, 'student');
    const token = tokens().issue(stranger.uid, course.courseId, clock.now()).accessToken;
    expect(await content(stranger, token)).toMatchObject(refusal(403, 'COURSE_NOT_ENROLLED'));
    expect(await mark(stranger, course.lectures[0].lectureId, token)).toMatchObject(refusal(403, 'COURSE_NOT_ENROLLED'));
    expect(await playback(stranger, course.lectures[1].mediaId, course.courseId, token)).toMatchObject(refusal(403, 'MEDIA_PLAYBACK_FORBIDDEN'));
    expect(await content(stranger, token, 'khoa-hoc-khong-co')).toMatchObject({ status: 404, body: { code: 'COURSE_NOT_FOUND', message: courseNotFoundMessage('khoa-hoc-khong-co') } });
    expect(await content(stranger, token, draft.slug)).toMatchObject({ status: 404, body: { code: 'COURSE_NOT_FOUND' } });
    expect(await mark(stranger, draft.lectures[0].lectureId, token, draft.courseId)).toMatchObject(refusal(404, 'COURSE_NOT_FOUND_BY_ID'));
    expect(await mark(stranger, course.lectures[0].lectureId, token, 'no-such-course')).toMatchObject(refusal(404, 'COURSE_NOT_FOUND_BY_ID'));
    expect((await suite.api('GET', `/learn/${course.slug}/content`, { headers: { [COURSE_ACCESS_HEADER]: token } })).status).toBe(401);
    expect((await suite.api('POST', '/learn/progress/update', { body: { courseId: course.courseId, lectureId: course.lectures[0].lectureId } })).status).toBe(401);
    expect(await progressStream(stranger.uid)).toEqual([]);
  });

  let orderKey = 0;
  /** The real purchase: POST /orders, then the bank's notification through the SePay webhook. */
  async function bought(buyer: EmulatorUser, courseId: string): Promise<Order> {
    const placed = await suite.api('POST', '/orders', {
      token: buyer.idToken,
      body: { items: [{ courseId }], paymentMethod: 'bank_transfer' },
      headers: { 'Idempotency-Key': `player-${Date.now()}-${(orderKey += 1)}` },
    });
    expect(placed.status).toBe(201);
    const order: Order = placed.body;
    expect((await reportTransfer(suite.api, sepayNotification(`${order.code} chuyen tien`, order.totalAmount))).status).toBe(200);
    return order;
  }

  it('a refunded learner loses the content, the progress marks and the videos at once, though their token has not run out', async () => {
    const buyer = await signedInUser(suite.app, 'student');
    const order = await bought(buyer, course.courseId);
    await eventually(async () => expect(await myCourse(buyer)).toBeDefined());
    const token = tokens().issue(buyer.uid, course.courseId, clock.now()).accessToken;
    expect((await content(buyer, token)).status).toBe(200);
    expect((await mark(buyer, course.lectures[0].lectureId, token)).status).toBe(200);

    expect((await suite.api('POST', `/admin/orders/${order._id}/refund`, { token: suite.admin.idToken, body: { reason: 'Khách hàng yêu cầu hoàn tiền' } })).status).toBe(201);
    await eventually(async () => expect(await content(buyer, token)).toMatchObject(refusal(403, 'COURSE_NOT_ENROLLED')));
    expect(await mark(buyer, course.lectures[1].lectureId, token)).toMatchObject(refusal(403, 'COURSE_NOT_ENROLLED'));
    expect(await playback(buyer, course.lectures[1].mediaId, course.courseId, token)).toMatchObject(refusal(403, 'MEDIA_PLAYBACK_FORBIDDEN'));
    expect((await progressStream(buyer.uid)).map((event) => event.type)).toEqual(['LectureCompleted']);
  });

  it('counts a lecture once, reaches 100 % exactly at the last one and records the course completed once; every screen agrees at once', async () => {
    const { learner, token } = await enrolledLearner();
    const [l1, l2, l3] = course.lectures.map((lecture) => lecture.lectureId);

    const first = await mark(learner, l2, token);
    expect(first).toEqual({
      status: 200,
      headers: expect.anything(),
      body: { message: LEARNING_MESSAGES.lectureCompleted, lectureCompleted: true, progress: 33, completedLectureIds: [l2], resumeLectureId: l1, completedAt: null },
    });
    // Read-your-writes: the next content call, /my-courses and the course page already show it.
    const opened = await content(learner, token);
    expect(opened.body.progress).toEqual({ progress: 33, completedLectureIds: [l2], resumeLectureId: l1, completedAt: null });
    expect(opened.body.curriculum[0].lectures.map((lecture) => lecture.completed)).toEqual([false, true]);
    expect(await myCourse(learner)).toMatchObject({ progress: 33, resumeLectureId: l1, completedAt: null, totalLectures: 3 });
    expect((await suite.api('GET', `/courses/${course.slug}`, as(learner))).body.course).toMatchObject({ isEnrolled: true, enrollmentDetails: { progress: 33 } });

    // The same lecture again (a double click, a retry): counted once, nothing recorded.
    expect(await mark(learner, l2, token)).toMatchObject({ status: 200, body: { message: LEARNING_MESSAGES.lectureAlreadyCompleted, lectureCompleted: false, progress: 33 } });
    expect((await mark(learner, l1, token)).body).toMatchObject({ progress: 67, resumeLectureId: l3, completedLectureIds: [l1, l2] });

    clock.advance(60_000);
    const completedAt = clock.now().toISOString();
    const last = await mark(learner, l3, token);
    expect(last.body).toEqual({ message: LEARNING_MESSAGES.courseFinished, lectureCompleted: true, progress: 100, completedLectureIds: [l1, l2, l3], resumeLectureId: l3, completedAt });
    expect((await content(learner, token)).body.progress).toEqual({ progress: 100, completedLectureIds: [l1, l2, l3], resumeLectureId: l3, completedAt });
    expect(await myCourse(learner)).toMatchObject({ progress: 100, resumeLectureId: l3, completedAt });
    expect((await mark(learner, l3, token)).body).toMatchObject({ lectureCompleted: false, progress: 100, completedAt });

    const recorded = await progressStream(learner.uid);
    expect(recorded.map((event) => event.type)).toEqual(['LectureCompleted', 'LectureCompleted', 'LectureCompleted', 'CourseCompleted']);
    expect(recorded.map((event) => event.data.progress)).toEqual([33, 67, 100, undefined]);
    expect(recorded[3].data).toEqual({ userId: learner.uid, courseId: course.courseId, completedAt });
  });

  it('404 LECTURE_NOT_FOUND for a lecture of another course or a made-up one, recording nothing; 400 for a bad body', async () => {
    const { learner, token } = await enrolledLearner();
    const otherLecture = (await suite.api('GET', `/instructor/me/courses/${otherCourse.courseId}`, { token: instructor.idToken })).body.course.sections[0].lectures[0].lectureId;
    expect(await mark(learner, otherLecture, token)).toMatchObject(refusal(404, 'LECTURE_NOT_FOUND'));
    expect(await mark(learner, 'no-such-lecture', token)).toMatchObject(refusal(404, 'LECTURE_NOT_FOUND'));
    // The lecture's own course named, with this course's token: that course's token is what counts, and the learner does not have it.
    expect(await mark(learner, otherLecture, token, otherCourse.courseId)).toMatchObject(refusal(403, 'COURSE_NOT_ENROLLED'));
    for (const body of [{}, { courseId: course.courseId }, { courseId: course.courseId, lectureId: '../x' }, { courseId: 5, lectureId: [] }, { courseId: course.courseId, lectureId: 'a\u0000b' }]) {
      expect(await suite.api('POST', '/learn/progress/update', { ...as(learner, token), body })).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    }
    expect(await content(learner, token, '..%2Fadmin')).toMatchObject({ status: 400 });
    expect(await progressStream(learner.uid)).toEqual([]);
  });

  it('video links: a learner needs the token, a free preview plays for anyone, another course’s video is refused, an unknown one is 404', async () => {
    const { learner, token } = await enrolledLearner();
    const [free, paid] = course.lectures;
    expect(await playback(learner, paid.mediaId, course.courseId)).toMatchObject(refusal(403, 'COURSE_ACCESS_TOKEN_INVALID'));
    expect(await playback(learner, paid.mediaId, course.courseId, tokens().issue(learner.uid, otherCourse.courseId, clock.now()).accessToken)).toMatchObject(
      refusal(403, 'COURSE_ACCESS_TOKEN_INVALID'),
    );
    expect(await playback(learner, paid.mediaId, course.courseId, token)).toMatchObject({ status: 200, body: { playbackUrl: expect.any(String) } });
    // Without naming the course, or naming another course that does not play it: nothing opens.
    expect(await playback(learner, paid.mediaId, undefined, token)).toMatchObject(refusal(403, 'MEDIA_PLAYBACK_FORBIDDEN'));
    expect(await playback(learner, paid.mediaId, otherCourse.courseId, token)).toMatchObject(refusal(403, 'MEDIA_PLAYBACK_FORBIDDEN'));
    expect(await playback(learner, 'no-such-media', course.courseId, token)).toMatchObject(refusal(404, 'MEDIA_NOT_FOUND'));
    // A free preview needs neither an account nor a token.
    expect(await playback(null, free.mediaId, course.courseId)).toMatchObject({ status: 200, body: { playbackUrl: expect.any(String) } });
    expect(await playback(learner, free.mediaId, course.courseId)).toMatchObject({ status: 200 });
    expect(await playback(null, paid.mediaId, course.courseId)).toMatchObject(refusal(403, 'MEDIA_PLAYBACK_FORBIDDEN'));
  });

  it('a course taken off sale stays open to its learners (with their token), and its free preview stops playing for visitors', async () => {
    const offSale = await threeLectureCourse('Ngừng bán');
    const { learner, token } = await enrolledLearner(offSale.courseId);
    expect((await suite.api('PATCH', `/instructor/me/courses/${offSale.courseId}/toggle-publish`, { token: instructor.idToken })).status).toBe(200);
    expect((await suite.api('GET', `/courses/${offSale.slug}`)).status).toBe(404);
    expect(await content(learner, token, offSale.slug)).toMatchObject({ status: 200, body: { course: { _id: offSale.courseId } } });
    expect((await mark(learner, offSale.lectures[2].lectureId, token, offSale.courseId)).body).toMatchObject({ progress: 33 });
    expect(await playback(learner, offSale.lectures[1].mediaId, offSale.courseId, token)).toMatchObject({ status: 200 });
    expect(await playback(null, offSale.lectures[0].mediaId, offSale.courseId)).toMatchObject(refusal(403, 'MEDIA_PLAYBACK_FORBIDDEN'));
    expect(await content(await signedInUser(suite.app, 'student'), token, offSale.slug)).toMatchObject(refusal(403, 'COURSE_NOT_ENROLLED'));
  });

  it('the instructor and admins preview the content without a token (a draft too), but record no progress in a course they do not have', async () => {
    for (const viewer of [instructor, suite.admin]) {
      const opened = await content(viewer);
      expect(opened).toMatchObject({ status: 200, body: { course: { _id: course.courseId }, progress: { progress: 0, completedLectureIds: [] } } });
      expect(opened.body.curriculum.flatMap((section) => section.lectures.map((lecture) => lecture.mediaId))).toEqual(course.lectures.map((lecture) => lecture.mediaId));
      expect(await mark(viewer, course.lectures[0].lectureId)).toMatchObject(refusal(403, 'COURSE_NOT_ENROLLED'));
      expect(await playback(viewer, course.lectures[2].mediaId, course.courseId)).toMatchObject({ status: 200 });
    }
    expect(await content(instructor, undefined, draft.slug)).toMatchObject({ status: 200, body: { course: { _id: draft.courseId, totalLectures: 3 } } });
    // Another instructor is a stranger to this course.
    const stranger = await signedInUser(suite.app, 'instructor');
    expect(await content(stranger)).toMatchObject(refusal(403, 'COURSE_NOT_ENROLLED'));
    expect(await content(stranger, undefined, draft.slug)).toMatchObject({ status: 404, body: { code: 'COURSE_NOT_FOUND' } });
  });
});
