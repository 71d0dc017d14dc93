import { defineProjection, ProjectionContext } from '../../../../platform/projections/define-projection';
import { appliedByOf, countOnce } from '../../../../platform/projections/guarded-count';
import type { EnrolmentEvent } from '../../domain/enrolment/enrolment.events';
import type { ReviewEvent } from '../../domain/review/review.events';
import {
  COUNTED_REVIEWS_COLLECTION,
  CountedReviewRow,
  COURSE_STATS_COLLECTION,
  CourseStatsRow,
  countedReviewRows,
  courseStatsRows,
  emptyStatsOf,
  starsField,
} from './course-stats.read-model';

const NAME = 'learning.course-stats.v1';

type Counted = Pick<CountedReviewRow, 'rating' | 'visible'>;
type Change = Partial<Record<keyof CourseStatsRow & string, number>>;

/** How the course's figures move when a review goes from counting as `before` to counting as `after`. */
export function changeBetween(before: Counted | null, after: Counted): Change {
  const change: Change = {};
  const add = (field: keyof CourseStatsRow & string, by: number) => (change[field] = (change[field] ?? 0) + by);
  if (before?.visible) {
    add('ratingSum', -before.rating);
    add('ratingCount', -1);
    add(starsField(before.rating), -1);
  }
  if (after.visible) {
    add('ratingSum', after.rating);
    add('ratingCount', 1);
    add(starsField(after.rating), 1);
  }
  return change;
}

/**
 * Moves the course's figures from what the review counted for to what it counts for now, then
 * remembers the latter. The figures move by one guarded write (a redelivered event counts nothing
 * twice) made before the review's own row changes: after a crash between the two, the redelivery
 * still finds the old row, computes the same difference and only catches the row up.
 */
async function recount(reviewId: string, courseId: string, next: (before: CountedReviewRow | null) => Counted, context: ProjectionContext) {
  const { store } = context;
  const before = await countedReviewRows(store).get(reviewId);
  const after = next(before);
  await countOnce(courseStatsRows(store), emptyStatsOf(courseId), changeBetween(before, after), appliedByOf(NAME, context));
  await countedReviewRows(store).upsert({ id: reviewId, courseId, ...after });
}

/** A review whose row is missing (never expected: the first event creates it) counts from its next event as visible. */
const stillVisible = (before: CountedReviewRow | null) => before?.visible ?? true;

/**
 * The figures the course cards show (`learning_course_stats`): students from enrolments granted and
 * withdrawn (the decider grants a learner a course at most once at a time), and the stars of the
 * visible reviews. Exact under replay: every change to a course's figures is a guarded increment.
 */
export const courseStatsProjection = defineProjection<EnrolmentEvent | ReviewEvent>({
  name: NAME,
  collections: [COURSE_STATS_COLLECTION, COUNTED_REVIEWS_COLLECTION],
  handlers: {
    async EnrolmentGranted({ data }, context) {
      await countOnce(courseStatsRows(context.store), emptyStatsOf(data.courseId), { students: 1 }, appliedByOf(NAME, context));
    },
    async EnrolmentWithdrawn({ data }, context) {
      await countOnce(courseStatsRows(context.store), emptyStatsOf(data.courseId), { students: -1 }, appliedByOf(NAME, context));
    },
    async CourseReviewed({ data }, context) {
      await recount(data.reviewId, data.courseId, () => ({ rating: data.rating, visible: true }), context);
    },
    async CourseReviewEdited({ data }, context) {
      await recount(data.reviewId, data.courseId, (before) => ({ rating: data.rating, visible: stillVisible(before) }), context);
    },
    // An answer changes no figure.
    CourseReviewAnswered: async () => undefined,
    async CourseReviewHidden({ data }, context) {
      await recount(data.reviewId, data.courseId, (before) => ({ rating: before?.rating ?? 0, visible: false }), context);
    },
    async CourseReviewUnhidden({ data }, context) {
      await recount(data.reviewId, data.courseId, (before) => ({ rating: before?.rating ?? 0, visible: before !== null }), context);
    },
  },
});
