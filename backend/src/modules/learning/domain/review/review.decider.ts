import { Aggregate, assertNever } from '../../../../platform/domain/decider';
import { DomainError } from '../../../../platform/domain/domain-error';
import type { ReviewEvent } from './review.events';
import { evolve, initialState, ReviewState } from './review.state';
import { toReviewStreamId } from './review.stream';

/** Every command names the learner and the course: the one stream that holds that learner's review. */
interface OnReview {
  userId: string;
  courseId: string;
  at: string;
}

/**
 * The learner rates the course. `reviewId` is a fresh random id (used only if this is the first
 * review); `enrolled` is whether the learner has the course now, as the enrolments say.
 */
export type PostReview = { type: 'PostReview'; data: OnReview & { reviewId: string; rating: number; comment: string; enrolled: boolean } };
export type EditReview = { type: 'EditReview'; data: OnReview & { rating: number; comment: string; enrolled: boolean } };
/** `byCourseInstructor`: whether `answeredBy` teaches the course now, as the catalogue says. */
export type AnswerReview = { type: 'AnswerReview'; data: OnReview & { answer: string; answeredBy: string; byCourseInstructor: boolean } };
export type HideReview = { type: 'HideReview'; data: OnReview & { reason: string; hiddenBy: string } };
export type UnhideReview = { type: 'UnhideReview'; data: OnReview & { unhiddenBy: string } };

export type ReviewCommand = PostReview | EditReview | AnswerReview | HideReview | UnhideReview;

export function decide(command: ReviewCommand, state: ReviewState): ReviewEvent[] {
  switch (command.type) {
    case 'PostReview':
      return post(command, state);
    case 'EditReview':
      return edit(command, state);
    case 'AnswerReview':
      return answer(command, state);
    case 'HideReview':
      return hide(command, state);
    case 'UnhideReview':
      return unhide(command, state);
    default:
      return assertNever(command);
  }
}

const notEnrolled = () => new DomainError('REVIEW_NOT_ENROLLED', 'forbidden');
const notFound = () => new DomainError('REVIEW_NOT_FOUND', 'not_found');

function post({ data }: PostReview, state: ReviewState): ReviewEvent[] {
  // Only someone who has the course may judge it: no reviews from buyers of nothing.
  if (!data.enrolled) throw notEnrolled();
  // Once per learner: a second opinion is an edit of the first, so the count stays one per learner.
  if (state.review) throw new DomainError('REVIEW_ALREADY_POSTED', 'conflict');
  const { reviewId, userId, courseId, rating, comment, at } = data;
  return [{ type: 'CourseReviewed', data: { reviewId, userId, courseId, rating, comment, reviewedAt: at } }];
}

function edit({ data }: EditReview, state: ReviewState): ReviewEvent[] {
  if (!state.review) throw notFound();
  // A learner whose access was taken back (a refund) keeps their review but may no longer change it.
  if (!data.enrolled) throw notEnrolled();
  const { rating, comment } = data;
  // The same review sent again (a double click, a retry) changes nothing.
  if (state.review.rating === rating && state.review.comment === comment) return [];
  const { userId, courseId, at } = data;
  return [{ type: 'CourseReviewEdited', data: { reviewId: state.review.reviewId, userId, courseId, rating, comment, editedAt: at } }];
}

function answer({ data }: AnswerReview, state: ReviewState): ReviewEvent[] {
  // Someone else's course is answered as an unknown review: nobody learns which reviews exist where.
  if (!state.review || !data.byCourseInstructor) throw notFound();
  if (state.review.answer === data.answer) return [];
  const { userId, courseId, answer, answeredBy, at } = data;
  return [{ type: 'CourseReviewAnswered', data: { reviewId: state.review.reviewId, userId, courseId, answer, answeredBy, answeredAt: at } }];
}

function hide({ data }: HideReview, state: ReviewState): ReviewEvent[] {
  if (!state.review) throw notFound();
  // Hiding twice records the first reason only; the admin unhides first to restate it.
  if (state.review.hidden) return [];
  const { userId, courseId, reason, hiddenBy, at } = data;
  return [{ type: 'CourseReviewHidden', data: { reviewId: state.review.reviewId, userId, courseId, reason, hiddenBy, hiddenAt: at } }];
}

function unhide({ data }: UnhideReview, state: ReviewState): ReviewEvent[] {
  if (!state.review) throw notFound();
  if (!state.review.hidden) return [];
  const { userId, courseId, unhiddenBy, at } = data;
  return [{ type: 'CourseReviewUnhidden', data: { reviewId: state.review.reviewId, userId, courseId, unhiddenBy, unhiddenAt: at } }];
}

export const reviewAggregate: Aggregate<ReviewCommand, ReviewEvent, ReviewState> = {
  initialState,
  evolve,
  decide,
  streamIdOf: (command) => toReviewStreamId(command.data.userId, command.data.courseId),
};
