import { assertNever } from '../../../../platform/domain/decider';
import type { ReviewEvent } from './review.events';

export interface ReviewState {
  /** Null until the learner reviews the course. */
  readonly review: {
    reviewId: string;
    rating: number;
    comment: string;
    answer: string | null;
    hidden: boolean;
  } | null;
}

export const initialState: ReviewState = { review: null };

export function evolve(state: ReviewState, event: ReviewEvent): ReviewState {
  switch (event.type) {
    case 'CourseReviewed': {
      const { reviewId, rating, comment } = event.data;
      return { review: { reviewId, rating, comment, answer: null, hidden: false } };
    }
    case 'CourseReviewEdited':
      return state.review ? { review: { ...state.review, rating: event.data.rating, comment: event.data.comment } } : state;
    case 'CourseReviewAnswered':
      return state.review ? { review: { ...state.review, answer: event.data.answer } } : state;
    case 'CourseReviewHidden':
      return state.review ? { review: { ...state.review, hidden: true } } : state;
    case 'CourseReviewUnhidden':
      return state.review ? { review: { ...state.review, hidden: false } } : state;
    default:
      return assertNever(event);
  }
}
