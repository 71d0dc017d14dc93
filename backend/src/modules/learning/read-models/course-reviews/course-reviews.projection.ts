import { defineProjection } from '../../../../platform/projections/define-projection';
import type { AccountEvent } from '../../../identity';
import type { ReviewEvent } from '../../domain/review/review.events';
import { COURSE_REVIEWS_COLLECTION, courseReviewRows, reviewers } from './course-reviews.read-model';

/**
 * The reviews the course page lists. Idempotent: a review replaces its row, every later event sets
 * absolute values, and identity's events set the reviewer's details, so a replay ends where the
 * first delivery did. v2: the reviewers' avatars (a rebuild opens them for earlier reviewers).
 */
export const courseReviewsProjection = defineProjection<ReviewEvent | AccountEvent>({
  name: 'learning.course-reviews.v2',
  collections: [COURSE_REVIEWS_COLLECTION, reviewers.collection],
  handlers: {
    async CourseReviewed({ data }, { store, tools }) {
      // From now on learning shows this person: their sealed name and avatar are opened and kept.
      await reviewers.shown(store, tools, data.userId);
      const { reviewId, userId, courseId, rating, comment, reviewedAt } = data;
      await courseReviewRows(store).upsert({ id: reviewId, userId, courseId, rating, comment, createdAt: reviewedAt, editedAt: null, answer: null, hidden: null, visible: true });
    },
    async CourseReviewEdited({ data }, { store }) {
      await courseReviewRows(store).patch(data.reviewId, { rating: data.rating, comment: data.comment, editedAt: data.editedAt });
    },
    async CourseReviewAnswered({ data }, { store }) {
      await courseReviewRows(store).patch(data.reviewId, { answer: { text: data.answer, answeredBy: data.answeredBy, answeredAt: data.answeredAt } });
    },
    async CourseReviewHidden({ data }, { store }) {
      await courseReviewRows(store).patch(data.reviewId, { hidden: { reason: data.reason, hiddenBy: data.hiddenBy, hiddenAt: data.hiddenAt }, visible: false });
    },
    async CourseReviewUnhidden({ data }, { store }) {
      await courseReviewRows(store).patch(data.reviewId, { hidden: null, visible: true });
    },
    ...reviewers.handlers,
  },
});
