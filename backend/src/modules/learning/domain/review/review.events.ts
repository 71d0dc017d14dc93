import type { DomainEvent } from '../../../../platform/domain/decider';

/**
 * The learner and the course by id only: the learner's name is joined when a review is read, so it
 * follows a profile edit and leaves with a deleted account. The text is the learner's own public
 * words, so it is recorded as written.
 */
interface ReviewOf {
  /** The review's public id: random, so a review's address never says whose it is. */
  reviewId: string;
  userId: string;
  courseId: string;
}

/** An enrolled learner rated the course (1 to 5 whole stars), with an optional text. */
export type CourseReviewed = DomainEvent<'CourseReviewed', ReviewOf & { rating: number; comment: string; reviewedAt: string }>;

/** The learner changed their stars or their text (the whole new review). */
export type CourseReviewEdited = DomainEvent<'CourseReviewEdited', ReviewOf & { rating: number; comment: string; editedAt: string }>;

/** The course's instructor answered the review, or changed their answer (the whole new text). */
export type CourseReviewAnswered = DomainEvent<'CourseReviewAnswered', ReviewOf & { answer: string; answeredBy: string; answeredAt: string }>;

/** An admin hid an abusive review, with the reason: it leaves the course page and the course's rating. */
export type CourseReviewHidden = DomainEvent<'CourseReviewHidden', ReviewOf & { reason: string; hiddenBy: string; hiddenAt: string }>;

/** An admin showed a hidden review again (a mistake undone): it counts again. */
export type CourseReviewUnhidden = DomainEvent<'CourseReviewUnhidden', ReviewOf & { unhiddenBy: string; unhiddenAt: string }>;

export type ReviewEvent = CourseReviewed | CourseReviewEdited | CourseReviewAnswered | CourseReviewHidden | CourseReviewUnhidden;

export const REVIEW_EVENT_TYPES = [
  'CourseReviewed',
  'CourseReviewEdited',
  'CourseReviewAnswered',
  'CourseReviewHidden',
  'CourseReviewUnhidden',
] as const satisfies ReadonlyArray<ReviewEvent['type']>;
