import { dataOf, errorOf } from '../../lib/remote';
import type { CourseReviewsState } from './course-reviews.slice';

type RootWithReviews = { courseReviews: CourseReviewsState };

export const selectCourseReviews = (state: RootWithReviews) => state.courseReviews;
export const selectReviewList = (state: RootWithReviews) => dataOf(state.courseReviews.list);
export const selectReviewListFailure = (state: RootWithReviews) => errorOf(state.courseReviews.list);
export const selectMyReview = (state: RootWithReviews) => dataOf(state.courseReviews.mine);
export const selectReviewSaving = (state: RootWithReviews) => state.courseReviews.saving;
