import { ProjectionSpec, GivenEvent } from '../../../../platform/testing/projection-spec';
import type { EnrolmentEvent } from '../../domain/enrolment/enrolment.events';
import type { ReviewEvent } from '../../domain/review/review.events';
import { courseStatsProjection } from './course-stats.projection';
import { averageOf, COUNTED_REVIEWS_COLLECTION, COURSE_STATS_COLLECTION, CourseStatsRow, emptyStatsOf } from './course-stats.read-model';

const at = '2026-12-01T09:00:00.000Z';
const stream = (userId: string, courseId: string, kind: string) => `learning_${kind}-${userId}~${courseId}`;

const granted = (userId: string, courseId: string): EnrolmentEvent & GivenEvent => ({
  type: 'EnrolmentGranted',
  data: { userId, courseId, source: { kind: 'order', orderId: `o-${userId}` }, enrolledAt: at },
  streamId: stream(userId, courseId, 'enrolment'),
});
const withdrawn = (userId: string, courseId: string): EnrolmentEvent & GivenEvent => ({
  type: 'EnrolmentWithdrawn',
  data: { userId, courseId, orderId: `o-${userId}`, reason: 'order_refunded', withdrawnAt: at },
  streamId: stream(userId, courseId, 'enrolment'),
});
const on = (userId: string, courseId: string) => ({ reviewId: `r-${userId}-${courseId}`, userId, courseId });
const reviewed = (userId: string, courseId: string, rating: number): ReviewEvent & GivenEvent => ({
  type: 'CourseReviewed',
  data: { ...on(userId, courseId), rating, comment: '', reviewedAt: at },
  streamId: stream(userId, courseId, 'review'),
});
const edited = (userId: string, courseId: string, rating: number): ReviewEvent & GivenEvent => ({
  type: 'CourseReviewEdited',
  data: { ...on(userId, courseId), rating, comment: 'sửa', editedAt: at },
  streamId: stream(userId, courseId, 'review'),
});
const answered = (userId: string, courseId: string): ReviewEvent & GivenEvent => ({
  type: 'CourseReviewAnswered',
  data: { ...on(userId, courseId), answer: 'Cảm ơn', answeredBy: 'u-teacher', answeredAt: at },
  streamId: stream(userId, courseId, 'review'),
});
const hidden = (userId: string, courseId: string): ReviewEvent & GivenEvent => ({
  type: 'CourseReviewHidden',
  data: { ...on(userId, courseId), reason: 'spam', hiddenBy: 'u-admin', hiddenAt: at },
  streamId: stream(userId, courseId, 'review'),
});
const unhidden = (userId: string, courseId: string): ReviewEvent & GivenEvent => ({
  type: 'CourseReviewUnhidden',
  data: { ...on(userId, courseId), unhiddenBy: 'u-admin', unhiddenAt: at },
  streamId: stream(userId, courseId, 'review'),
});

/** A course's figures from its students and the stars of its visible reviews, as [stars, how many]. */
function stats(courseId: string, students: number, stars: Array<[number, number]> = []): CourseStatsRow {
  const row = { ...emptyStatsOf(courseId), students };
  for (const [rating, count] of stars) {
    row[`stars${rating}` as 'stars1'] += count;
    row.ratingSum += rating * count;
    row.ratingCount += count;
  }
  return row;
}

describe('course stats projection (every case applied twice: the figures must not move on the replay)', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => (spec = await ProjectionSpec.of(courseStatsProjection)));
  afterAll(() => spec.close());

  it('counts the students who have the course now', async () => {
    await spec
      .givenEvents(granted('a', 'c1'), granted('b', 'c1'), granted('a', 'c2'), withdrawn('b', 'c1'))
      .thenRows(COURSE_STATS_COLLECTION, [stats('c1', 1), stats('c2', 1)]);
  });

  it('sums the stars of the reviews, and counts each star', async () => {
    await spec
      .givenEvents(granted('a', 'c1'), granted('b', 'c1'), granted('c', 'c1'), reviewed('a', 'c1', 5), reviewed('b', 'c1', 4), reviewed('c', 'c1', 4))
      .thenRows(COURSE_STATS_COLLECTION, [stats('c1', 3, [[5, 1], [4, 2]])]);
  });

  it('moves the figures by an edit’s difference; an answer moves nothing', async () => {
    await spec
      .givenEvents(reviewed('a', 'c1', 5), reviewed('b', 'c1', 2), edited('a', 'c1', 3), answered('b', 'c1'), edited('a', 'c1', 1))
      .thenRows(COURSE_STATS_COLLECTION, [stats('c1', 0, [[2, 1], [1, 1]])]);
  });

  it('leaves a hidden review out, even after it is edited, and counts it again once shown (at its latest stars)', async () => {
    await spec.givenEvents(reviewed('a', 'c1', 1), reviewed('b', 'c1', 5), hidden('a', 'c1')).thenRows(COURSE_STATS_COLLECTION, [stats('c1', 0, [[5, 1]])]);
    await spec
      .givenEvents(reviewed('a', 'c1', 1), reviewed('b', 'c1', 5), hidden('a', 'c1'), edited('a', 'c1', 2), hidden('a', 'c1'))
      .thenRows(COURSE_STATS_COLLECTION, [stats('c1', 0, [[5, 1]])]);
    await spec
      .givenEvents(reviewed('a', 'c1', 1), reviewed('b', 'c1', 5), hidden('a', 'c1'), edited('a', 'c1', 2), unhidden('a', 'c1'), unhidden('a', 'c1'))
      .thenRows(COURSE_STATS_COLLECTION, [stats('c1', 0, [[5, 1], [2, 1]])]);
  });

  it('remembers what each review counts for', async () => {
    await spec
      .givenEvents(reviewed('a', 'c1', 4), reviewed('b', 'c2', 3), hidden('b', 'c2'))
      .thenRows(COUNTED_REVIEWS_COLLECTION, [
        { id: 'r-a-c1', courseId: 'c1', rating: 4, visible: true },
        { id: 'r-b-c2', courseId: 'c2', rating: 3, visible: false },
      ]);
  });

  it('averages to one decimal, null with no review', () => {
    expect(averageOf({ ratingSum: 0, ratingCount: 0 })).toBeNull();
    expect(averageOf({ ratingSum: 17, ratingCount: 4 })).toBe(4.3);
    expect(averageOf({ ratingSum: 14, ratingCount: 3 })).toBe(4.7);
    expect(averageOf({ ratingSum: 5, ratingCount: 1 })).toBe(5);
  });
});
