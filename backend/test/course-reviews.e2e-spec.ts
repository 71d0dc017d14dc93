import { CourseDetail, CourseReview, ERROR_MESSAGES, REVIEW_MESSAGES } from '@academy/contracts';
import { mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { enrolmentAggregate } from '../src/modules/learning/domain/enrolment/enrolment.decider';
import { CommandSender } from '../src/platform/commands/command-sender';
import { EVENT_STORE, EventStore } from '../src/platform/event-store/event-store.port';
import { seedDemoReviews } from '../src/seed/demo-review-seeding';
import { TestClock } from '../src/platform/testing/test-clock';
import { signedInUser } from './support/accounts';
import { apiSuite } from './support/api-suite';
import type { EmulatorUser } from './support/auth-emulator';
import { publishedCourse } from './support/on-sale';

describe('course ratings and reviews over HTTP', () => {
  const clock = new TestClock('2026-12-01T09:00:00.000Z');
  const suite = apiSuite({ FILES_DIR: mkdtempSync(join(tmpdir(), 'academy-review-files-')) }, { clock });
  let instructor: EmulatorUser;
  let otherInstructor: EmulatorUser;

  beforeAll(async () => {
    [instructor, otherInstructor] = await Promise.all([signedInUser(suite.app, 'instructor'), signedInUser(suite.app, 'instructor')]);
  }, 60_000);

  const as = (user: EmulatorUser) => ({ token: user.idToken });
  const course = () => publishedCourse(suite, instructor, 'Excel thực chiến', 499_000);
  const enrolled = async (courseId: string): Promise<EmulatorUser> => {
    const learner = await signedInUser(suite.app, 'student');
    expect((await suite.api('POST', '/admin/enrollments', { ...as(suite.admin), body: { userId: learner.uid, courseId } })).status).toBe(200);
    return learner;
  };
  const post = (user: EmulatorUser, courseId: string, body: unknown) => suite.api('POST', `/courses/${courseId}/reviews`, { ...as(user), body });
  const edit = (user: EmulatorUser, courseId: string, body: unknown) => suite.api('PUT', `/courses/${courseId}/reviews/me`, { ...as(user), body });
  const page = async (slug: string): Promise<CourseDetail> => {
    const response = await suite.api('GET', `/courses/${slug}`);
    expect(response.status).toBe(200);
    return response.body.course;
  };
  const listed = async (courseId: string, user?: EmulatorUser) => {
    const response = await suite.api('GET', `/courses/${courseId}/reviews`, user ? as(user) : {});
    expect(response.status).toBe(200);
    return response.body as { summary: { rating: number | null; reviewsCount: number; distribution: Record<string, number> }; reviews: CourseReview[] };
  };
  const reviewStream = (userId: string, courseId: string) => suite.app.app.get<EventStore>(EVENT_STORE).readStream(`learning_review-${userId}~${courseId}`);

  it('an enrolled learner rates the course once: the course page’s rating and count move on the very next request', async () => {
    const excel = await course();
    // Read (and cache) the page before anyone rates it.
    expect(await page(excel.slug)).toMatchObject({ rating: null, reviewsCount: 0, enrolledStudents: 0 });
    const learner = await enrolled(excel.courseId);

    const posted = await post(learner, excel.courseId, { rating: 4, comment: '  Rất dễ hiểu, ví dụ thực tế.  ' });
    expect(posted).toMatchObject({
      status: 201,
      body: { message: REVIEW_MESSAGES.posted, review: { courseId: excel.courseId, rating: 4, comment: 'Rất dễ hiểu, ví dụ thực tế.', learnerName: 'Người dùng student', createdAt: clock.now().toISOString(), editedAt: null, answer: null, hidden: null } },
    });
    // The review's public id never says whose it is.
    expect(posted.body.review._id).not.toContain(learner.uid);

    expect(await page(excel.slug)).toMatchObject({ rating: 4, reviewsCount: 1, enrolledStudents: 1 });
    const catalogue = await suite.api('GET', '/courses?limit=100');
    expect(catalogue.body.courses.find((c: { _id: string }) => c._id === excel.courseId)).toMatchObject({ rating: 4, reviewsCount: 1, enrolledStudents: 1 });
    expect(await listed(excel.courseId)).toMatchObject({
      summary: { rating: 4, reviewsCount: 1, distribution: { 5: 0, 4: 1, 3: 0, 2: 0, 1: 0 } },
      reviews: [{ _id: posted.body.review._id, rating: 4 }],
    });
    expect(await suite.api('GET', `/courses/${excel.courseId}/reviews/me`, as(learner))).toMatchObject({
      status: 200,
      body: { review: { _id: posted.body.review._id }, canReview: true, canAnswer: false },
    });

    // A second review is an edit of the first: 409, and nothing recorded.
    expect(await post(learner, excel.courseId, { rating: 1 })).toMatchObject({
      status: 409,
      body: { code: 'REVIEW_ALREADY_POSTED', message: ERROR_MESSAGES.REVIEW_ALREADY_POSTED },
    });
    expect((await reviewStream(learner.uid, excel.courseId)).map((event) => event.type)).toEqual(['CourseReviewed']);
    // The learner's name is joined when read, never recorded with the review.
    expect(JSON.stringify((await reviewStream(learner.uid, excel.courseId))[0].data)).not.toContain('Người dùng');
  });

  it('refuses a learner without the course (403) and an unknown course (404), recording nothing', async () => {
    const excel = await course();
    const stranger = await signedInUser(suite.app, 'student');
    expect(await post(stranger, excel.courseId, { rating: 5 })).toMatchObject({
      status: 403,
      body: { code: 'REVIEW_NOT_ENROLLED', message: ERROR_MESSAGES.REVIEW_NOT_ENROLLED },
    });
    expect(await post(stranger, 'no-such-course', { rating: 5 })).toMatchObject({ status: 404, body: { code: 'REVIEW_COURSE_NOT_FOUND' } });
    expect(await suite.api('GET', '/courses/no-such-course/reviews')).toMatchObject({ status: 404, body: { code: 'REVIEW_COURSE_NOT_FOUND' } });
    // Nothing to edit before a review.
    expect(await edit(stranger, excel.courseId, { rating: 5 })).toMatchObject({ status: 404, body: { code: 'REVIEW_NOT_FOUND' } });
    expect(await suite.api('GET', `/courses/${excel.courseId}/reviews/me`, as(stranger))).toMatchObject({ status: 200, body: { review: null, canReview: false, canAnswer: false } });
    expect(await suite.api('POST', `/courses/${excel.courseId}/reviews`, { body: { rating: 5 } })).toMatchObject({ status: 401 });
    expect(await reviewStream(stranger.uid, excel.courseId)).toEqual([]);
    expect(await page(excel.slug)).toMatchObject({ rating: null, reviewsCount: 0 });
  });

  it.each([
    [{ rating: 0 }, 'rating'],
    [{ rating: 6 }, 'rating'],
    [{ rating: 4.5 }, 'rating'],
    [{ rating: '5' }, 'rating'],
    [{}, 'rating'],
  ])('refuses a bad rating with the Vietnamese text (%#)', async (body, field) => {
    const excel = await course();
    const learner = await enrolled(excel.courseId);
    expect(await post(learner, excel.courseId, body)).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: REVIEW_MESSAGES.ratingInvalid, fields: { [field]: REVIEW_MESSAGES.ratingInvalid } },
    });
    expect(await reviewStream(learner.uid, excel.courseId)).toEqual([]);
  });

  it('refuses a text over the limit with its Vietnamese text', async () => {
    const excel = await course();
    const learner = await enrolled(excel.courseId);
    expect(await post(learner, excel.courseId, { rating: 5, comment: 'a'.repeat(2001) })).toMatchObject({
      status: 400,
      body: { message: REVIEW_MESSAGES.commentTooLong, fields: { comment: REVIEW_MESSAGES.commentTooLong } },
    });
  });

  it('an edit moves the average and the distribution', async () => {
    const excel = await course();
    const [ann, bob] = await Promise.all([enrolled(excel.courseId), enrolled(excel.courseId)]);
    expect((await post(ann, excel.courseId, { rating: 5, comment: 'Tuyệt vời' })).status).toBe(201);
    expect((await post(bob, excel.courseId, { rating: 4 })).status).toBe(201);
    expect(await page(excel.slug)).toMatchObject({ rating: 4.5, reviewsCount: 2, enrolledStudents: 2 });

    clock.advance(60_000);
    const edited = await edit(bob, excel.courseId, { rating: 2, comment: 'Phần sau hơi khó theo.' });
    expect(edited).toMatchObject({ status: 200, body: { message: REVIEW_MESSAGES.edited, review: { rating: 2, comment: 'Phần sau hơi khó theo.', editedAt: clock.now().toISOString() } } });
    expect(await page(excel.slug)).toMatchObject({ rating: 3.5, reviewsCount: 2 });
    expect((await listed(excel.courseId)).summary).toEqual({ rating: 3.5, reviewsCount: 2, distribution: { 5: 1, 4: 0, 3: 0, 2: 1, 1: 0 } });
    // The same review again changes nothing.
    expect((await edit(bob, excel.courseId, { rating: 2, comment: 'Phần sau hơi khó theo.' })).status).toBe(200);
    expect((await reviewStream(bob.uid, excel.courseId)).map((event) => event.type)).toEqual(['CourseReviewed', 'CourseReviewEdited']);
  });

  it('the course’s instructor answers and edits the answer; another instructor or a learner gets 404', async () => {
    const excel = await course();
    const learner = await enrolled(excel.courseId);
    const reviewId: string = (await post(learner, excel.courseId, { rating: 3, comment: 'Cần thêm bài tập.' })).body.review._id;
    const answer = (user: EmulatorUser, text: string) => suite.api('PUT', `/instructor/reviews/${reviewId}/answer`, { ...as(user), body: { answer: text } });

    expect(await suite.api('GET', `/courses/${excel.courseId}/reviews/me`, as(instructor))).toMatchObject({ body: { canAnswer: true, canReview: false } });
    expect(await answer(instructor, 'Cảm ơn bạn, mình sẽ bổ sung bài tập.')).toMatchObject({
      status: 200,
      body: { message: REVIEW_MESSAGES.answered, review: { _id: reviewId, answer: { text: 'Cảm ơn bạn, mình sẽ bổ sung bài tập.', answeredAt: clock.now().toISOString() } } },
    });
    expect(await answer(instructor, 'Đã bổ sung 10 bài tập.')).toMatchObject({ status: 200, body: { review: { answer: { text: 'Đã bổ sung 10 bài tập.' } } } });
    for (const someoneElse of [otherInstructor, learner]) {
      expect(await answer(someoneElse, 'Không phải khóa của tôi')).toMatchObject({ status: 404, body: { code: 'REVIEW_NOT_FOUND', message: ERROR_MESSAGES.REVIEW_NOT_FOUND } });
    }
    expect(await suite.api('PUT', '/instructor/reviews/no-such-review/answer', { ...as(instructor), body: { answer: 'x' } })).toMatchObject({ status: 404 });
    expect(await answer(instructor, '   ')).toMatchObject({ status: 400, body: { message: REVIEW_MESSAGES.answerRequired } });
    expect((await listed(excel.courseId)).reviews[0].answer).toMatchObject({ text: 'Đã bổ sung 10 bài tập.' });
  });

  it('an admin hides an abusive review with a reason: gone from the list and the average, shown to admins and its author; shown again on unhide', async () => {
    const excel = await course();
    const [polite, abusive] = await Promise.all([enrolled(excel.courseId), enrolled(excel.courseId)]);
    expect((await post(polite, excel.courseId, { rating: 5 })).status).toBe(201);
    const reviewId: string = (await post(abusive, excel.courseId, { rating: 1, comment: 'Lời lẽ xúc phạm' })).body.review._id;
    expect(await page(excel.slug)).toMatchObject({ rating: 3, reviewsCount: 2 });

    const hide = (body: unknown, user: EmulatorUser = suite.admin) => suite.api('POST', `/admin/reviews/${reviewId}/hide`, { ...as(user), body });
    expect(await hide({ reason: 'x' }, instructor)).toMatchObject({ status: 403 });
    expect(await hide({ reason: '' })).toMatchObject({ status: 400, body: { message: REVIEW_MESSAGES.hideReasonRequired } });
    expect(await hide({ reason: 'Ngôn từ xúc phạm' })).toMatchObject({
      status: 200,
      body: { message: REVIEW_MESSAGES.hidden, review: { _id: reviewId, hidden: { reason: 'Ngôn từ xúc phạm', hiddenAt: clock.now().toISOString() } } },
    });
    expect(await page(excel.slug)).toMatchObject({ rating: 5, reviewsCount: 1 });
    const seen = await listed(excel.courseId);
    expect(seen.reviews.map((review) => review._id)).not.toContain(reviewId);
    expect(seen.summary).toMatchObject({ rating: 5, reviewsCount: 1 });
    expect((await listed(excel.courseId, suite.admin)).reviews.find((review) => review._id === reviewId)).toMatchObject({ hidden: { reason: 'Ngôn từ xúc phạm' } });
    expect(await suite.api('GET', `/courses/${excel.courseId}/reviews/me`, as(abusive))).toMatchObject({ body: { review: { hidden: { reason: 'Ngôn từ xúc phạm' } } } });
    // Editing a hidden review keeps it hidden.
    expect((await edit(abusive, excel.courseId, { rating: 2, comment: 'Đã sửa' })).status).toBe(200);
    expect(await page(excel.slug)).toMatchObject({ rating: 5, reviewsCount: 1 });
    // Hiding twice records the first reason only.
    expect((await hide({ reason: 'Lý do khác' })).status).toBe(200);
    expect((await reviewStream(abusive.uid, excel.courseId)).filter((event) => event.type === 'CourseReviewHidden')).toHaveLength(1);

    expect(await suite.api('POST', `/admin/reviews/${reviewId}/unhide`, as(suite.admin))).toMatchObject({ status: 200, body: { message: REVIEW_MESSAGES.unhidden, review: { hidden: null } } });
    expect(await page(excel.slug)).toMatchObject({ rating: 3.5, reviewsCount: 2 });
    expect(await suite.api('POST', '/admin/reviews/no-such-review/hide', { ...as(suite.admin), body: { reason: 'x' } })).toMatchObject({ status: 404 });
  });

  it('counts the students: up on a grant, down when a refund withdraws the course', async () => {
    const excel = await course();
    expect(await page(excel.slug)).toMatchObject({ enrolledStudents: 0 });
    await enrolled(excel.courseId);
    expect(await page(excel.slug)).toMatchObject({ enrolledStudents: 1 });

    // What the refund reaction sends when an order is refunded: enrolled by an order, then withdrawn.
    const buyer = await signedInUser(suite.app, 'student');
    const decide = (command: Parameters<typeof enrolmentAggregate.decide>[0]) => suite.app.app.get(CommandSender).decide(enrolmentAggregate, command, { at: clock.now() });
    const on = { userId: buyer.uid, courseId: excel.courseId, at: clock.now().toISOString() };
    await decide({ type: 'EnrolLearner', data: { ...on, source: { kind: 'order', orderId: 'order-refunded' } } });
    expect(await page(excel.slug)).toMatchObject({ enrolledStudents: 2 });
    await decide({ type: 'WithdrawOrderEnrolment', data: { ...on, orderId: 'order-refunded' } });
    expect(await page(excel.slug)).toMatchObject({ enrolledStudents: 1 });
    const mine = await suite.api('GET', '/instructor/me/courses', as(instructor));
    expect(mine.body.courses.find((c: { _id: string }) => c._id === excel.courseId)).toMatchObject({ enrolledStudents: 1 });
    // The withdrawn buyer may no longer review.
    expect(await post(buyer, excel.courseId, { rating: 5 })).toMatchObject({ status: 403 });
  });

  it('seeds demo reviews through the real commands (enrolled first), and a second seed adds nothing', async () => {
    const excel = await course();
    const [ha, quan] = await Promise.all([signedInUser(suite.app, 'student'), signedInUser(suite.app, 'student')]);
    const learnerIds = new Map([['ha@demo', ha.uid], ['quan@demo', quan.uid]]);
    const reviews = [
      { courseId: excel.courseId, learnerEmail: 'ha@demo', rating: 5, comment: 'Rất hay', daysAgo: 10 },
      { courseId: excel.courseId, learnerEmail: 'quan@demo', rating: 4, comment: '', daysAgo: 3 },
    ];
    await seedDemoReviews(suite.app.app, { adminId: suite.admin.uid, learnerIds }, reviews);
    await seedDemoReviews(suite.app.app, { adminId: suite.admin.uid, learnerIds }, reviews);
    expect(await page(excel.slug)).toMatchObject({ rating: 4.5, reviewsCount: 2, enrolledStudents: 2 });
    expect((await listed(excel.courseId)).reviews.map((review) => [review.learnerName, review.rating])).toEqual([
      ['Người dùng student', 4],
      ['Người dùng student', 5],
    ]);
    expect((await reviewStream(ha.uid, excel.courseId)).map((event) => event.type)).toEqual(['CourseReviewed']);
  });
});
