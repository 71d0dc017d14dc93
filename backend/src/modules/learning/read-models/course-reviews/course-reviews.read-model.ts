import type { CourseReview } from '@academy/contracts';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import { peopleWithAvatars } from '../people-with-avatars';

/** A review as the course page lists it; the learner is named when read (`reviewers`). */
export interface CourseReviewRow {
  /** The review's random public id. */
  id: string;
  userId: string;
  courseId: string;
  rating: number;
  comment: string;
  createdAt: string;
  editedAt: string | null;
  answer: { text: string; answeredBy: string; answeredAt: string } | null;
  hidden: { reason: string; hiddenBy: string; hiddenAt: string } | null;
  /** Not hidden: what the public list filters on. */
  visible: boolean;
}

export const COURSE_REVIEWS_COLLECTION = 'learning_course_reviews';

/** A course's reviews, newest first (visible ones, or all for admins); one learner's review of a course. */
export const courseReviewRows = (store: ReadStore) =>
  store.collection<CourseReviewRow>(COURSE_REVIEWS_COLLECTION, {
    present: ['courseId', 'userId', 'createdAt'],
    indexes: [
      ['courseId', 'visible', { field: 'createdAt', direction: 'desc' }],
      ['courseId', { field: 'createdAt', direction: 'desc' }],
      ['userId', 'courseId'],
    ],
  });

/**
 * Learning's view of the people who may review, fed by identity's public events: every account's
 * details stay sealed until the person posts a review, so learning holds in the clear the names and
 * avatars of its reviewers and of no one else. They are joined when a page of reviews is read, so
 * no review row is rewritten after a profile edit.
 */
export const reviewers = peopleWithAvatars('learning_reviewers');

/** The reviewer as the list shows them: both null once the account is deleted (or before any name was opened). */
export interface Reviewer {
  name: string | null;
  avatarUrl: string | null;
}

export const UNKNOWN_REVIEWER: Reviewer = { name: null, avatarUrl: null };

export function courseReviewOf(row: CourseReviewRow, learner: Reviewer, withHidden: boolean): CourseReview {
  return {
    _id: row.id,
    courseId: row.courseId,
    rating: row.rating,
    comment: row.comment,
    learnerName: learner.name,
    learnerAvatarUrl: learner.avatarUrl,
    createdAt: row.createdAt,
    editedAt: row.editedAt,
    answer: row.answer && { text: row.answer.text, answeredAt: row.answer.answeredAt },
    hidden: withHidden && row.hidden ? { reason: row.hidden.reason, hiddenAt: row.hidden.hiddenAt } : null,
  };
}
