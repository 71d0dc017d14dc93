import { CourseReview, CourseReviewsResponse, MyCourseReviewResponse, ReviewRequest } from '@academy/contracts';
import { ApiClient } from '../../platform/api-client';

/** A course's reviews, the signed-in caller's own, and the writes of learners, instructors and admins. */
export interface CourseReviewsApi {
  list(courseId: string, page: number): Promise<CourseReviewsResponse>;
  mine(courseId: string): Promise<MyCourseReviewResponse>;
  post(courseId: string, review: ReviewRequest): Promise<CourseReview>;
  edit(courseId: string, review: ReviewRequest): Promise<CourseReview>;
  answer(reviewId: string, answer: string): Promise<CourseReview>;
  hide(reviewId: string, reason: string): Promise<CourseReview>;
  unhide(reviewId: string): Promise<CourseReview>;
}

export function createCourseReviewsApi(client: ApiClient): CourseReviewsApi {
  return {
    list: (courseId, page) => client.call('listCourseReviews', { params: { courseId }, query: { page } }),
    mine: (courseId) => client.call('myCourseReview', { params: { courseId } }),
    post: async (courseId, body) => (await client.call('postCourseReview', { params: { courseId }, body })).review,
    edit: async (courseId, body) => (await client.call('editMyCourseReview', { params: { courseId }, body })).review,
    answer: async (reviewId, answer) => (await client.call('answerCourseReview', { params: { reviewId }, body: { answer } })).review,
    hide: async (reviewId, reason) => (await client.call('hideCourseReview', { params: { reviewId }, body: { reason } })).review,
    unhide: async (reviewId) => (await client.call('unhideCourseReview', { params: { reviewId } })).review,
  };
}
