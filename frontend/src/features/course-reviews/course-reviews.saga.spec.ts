import { CourseReview, CourseReviewsResponse, ERROR_MESSAGES, REVIEW_MESSAGES } from '@academy/contracts';
import { combineReducers } from '@reduxjs/toolkit';
import { recordingNotifier, startSaga } from '../../../test/saga-harness';
import { dataOf } from '../../lib/remote';
import { ApiError } from '../../platform/api-client';
import { CourseReviewsApi } from './course-reviews.api';
import { createCourseReviewsSaga } from './course-reviews.saga';
import { courseReviewsActions as actions, courseReviewsReducer } from './course-reviews.slice';

const reducer = combineReducers({ courseReviews: courseReviewsReducer });

const review = (id: string, changes: Partial<CourseReview> = {}): CourseReview => ({
  _id: id,
  courseId: 'c1',
  rating: 5,
  comment: 'Rất hay',
  learnerName: 'Nguyễn Thu Hà',
  learnerAvatarUrl: null,
  createdAt: '2026-12-01T09:00:00.000Z',
  editedAt: null,
  answer: null,
  hidden: null,
  ...changes,
});

function page(reviews: CourseReview[], rating: number | null = 5): CourseReviewsResponse {
  return {
    summary: { rating, reviewsCount: reviews.length, distribution: { 5: reviews.length, 4: 0, 3: 0, 2: 0, 1: 0 } },
    reviews,
    pagination: { currentPage: 1, totalPages: 1, totalItems: reviews.length, limit: 5 },
  };
}

function fakeApi(overrides: Partial<CourseReviewsApi> = {}): CourseReviewsApi & { listed: Array<[string, number]> } {
  const listed: Array<[string, number]> = [];
  return {
    listed,
    list: async (courseId, pageNumber) => {
      listed.push([courseId, pageNumber]);
      return page([review('r1')]);
    },
    mine: async () => ({ review: null, canReview: true, canAnswer: false }),
    post: async (_courseId, body) => review('r-mine', { rating: body.rating, comment: body.comment ?? '' }),
    edit: async (_courseId, body) => review('r-mine', { rating: body.rating, editedAt: '2026-12-02T09:00:00.000Z' }),
    answer: async (reviewId, answer) => review(reviewId, { answer: { text: answer, answeredAt: '2026-12-02T09:00:00.000Z' } }),
    hide: async (reviewId, reason) => review(reviewId, { hidden: { reason, hiddenAt: '2026-12-02T09:00:00.000Z' } }),
    unhide: async (reviewId) => review(reviewId),
    ...overrides,
  };
}

function setup(api = fakeApi()) {
  const notify = recordingNotifier();
  return { harness: startSaga(reducer, createCourseReviewsSaga({ api, notify })), notify, api };
}

describe('course reviews saga', () => {
  it('loads the list, and the caller’s own review only when signed in', async () => {
    const { harness, api } = setup();
    harness.dispatch(actions.reviewsViewed({ courseId: 'c1', signedIn: false }));
    await harness.waitFor(actions.reviewsReceived.type);
    expect(dataOf(harness.getState().courseReviews.list)?.reviews.map((r) => r._id)).toEqual(['r1']);
    expect(harness.getState().courseReviews.mine.status).toBe('idle');

    harness.dispatch(actions.reviewsViewed({ courseId: 'c1', signedIn: true }));
    await harness.waitFor(actions.myReviewReceived.type);
    expect(dataOf(harness.getState().courseReviews.mine)).toEqual({ review: null, canReview: true, canAnswer: false });
    expect(api.listed).toEqual([
      ['c1', 1],
      ['c1', 1],
    ]);
  });

  it('posts a first review: shows it as the learner’s own, says thanks, reloads page 1 and tells the course page its rating moved', async () => {
    const { harness, notify, api } = setup();
    harness.dispatch(actions.reviewsViewed({ courseId: 'c1', signedIn: true }));
    await harness.waitFor(actions.myReviewReceived.type);
    harness.dispatch(actions.pageChosen(3));
    await harness.waitFor(actions.reviewsReceived.type, 2);

    harness.dispatch(actions.reviewSubmitted({ courseId: 'c1', review: { rating: 4, comment: 'Hay' }, editing: false }));
    await harness.waitFor(actions.reviewsReceived.type, 3);
    expect(harness.types()).toContain(actions.courseRatingChanged.type);
    expect(dataOf(harness.getState().courseReviews.mine)?.review).toMatchObject({ _id: 'r-mine', rating: 4, comment: 'Hay' });
    expect(harness.getState().courseReviews.page).toBe(1);
    expect(api.listed[api.listed.length - 1]).toEqual(['c1', 1]);
    expect(notify.calls).toEqual([{ kind: 'success', message: REVIEW_MESSAGES.posted, options: undefined }]);
  });

  it('shows the server’s refusal of a review and changes nothing on the page', async () => {
    const api = fakeApi({
      post: async () => {
        throw new ApiError(ERROR_MESSAGES.REVIEW_NOT_ENROLLED, 403, ERROR_MESSAGES.REVIEW_NOT_ENROLLED, 'REVIEW_NOT_ENROLLED', null);
      },
    });
    const { harness, notify } = setup(api);
    harness.dispatch(actions.reviewsViewed({ courseId: 'c1', signedIn: true }));
    await harness.waitFor(actions.myReviewReceived.type);
    harness.dispatch(actions.reviewSubmitted({ courseId: 'c1', review: { rating: 4 }, editing: false }));
    await harness.waitFor(actions.reviewSaveFailed.type);
    expect(harness.getState().courseReviews.saving).toMatchObject({ status: 'failed', error: { message: ERROR_MESSAGES.REVIEW_NOT_ENROLLED, code: 'REVIEW_NOT_ENROLLED' } });
    expect(harness.types()).not.toContain(actions.courseRatingChanged.type);
    expect(notify.calls).toEqual([{ kind: 'error', message: ERROR_MESSAGES.REVIEW_NOT_ENROLLED, options: undefined }]);
  });

  it('an instructor’s answer replaces the review in place and moves no rating', async () => {
    const { harness } = setup();
    harness.dispatch(actions.reviewsViewed({ courseId: 'c1', signedIn: true }));
    await harness.waitFor(actions.reviewsReceived.type);
    harness.dispatch(actions.answerSubmitted({ reviewId: 'r1', answer: 'Cảm ơn bạn!' }));
    expect(harness.getState().courseReviews.busy).toEqual({ r1: true });
    await harness.waitFor(actions.reviewChanged.type);
    expect(dataOf(harness.getState().courseReviews.list)?.reviews[0].answer).toMatchObject({ text: 'Cảm ơn bạn!' });
    expect(harness.getState().courseReviews.busy).toEqual({});
    expect(harness.types()).not.toContain(actions.courseRatingChanged.type);
  });

  it('an admin’s hide marks the review and moves the rating; a refusal stays on that review', async () => {
    const { harness } = setup();
    harness.dispatch(actions.reviewsViewed({ courseId: 'c1', signedIn: true }));
    await harness.waitFor(actions.reviewsReceived.type);
    harness.dispatch(actions.hideSubmitted({ reviewId: 'r1', reason: 'Spam' }));
    await harness.waitFor(actions.courseRatingChanged.type);

    const failing = setup(
      fakeApi({
        hide: async () => {
          throw new ApiError(ERROR_MESSAGES.REVIEW_NOT_FOUND, 404, ERROR_MESSAGES.REVIEW_NOT_FOUND, 'REVIEW_NOT_FOUND', null);
        },
      }),
    );
    failing.harness.dispatch(actions.hideSubmitted({ reviewId: 'r9', reason: 'Spam' }));
    await failing.harness.waitFor(actions.reviewChangeFailed.type);
    expect(failing.harness.getState().courseReviews.failures.r9).toMatchObject({ message: ERROR_MESSAGES.REVIEW_NOT_FOUND });
    expect(failing.harness.getState().courseReviews.busy).toEqual({});
  });
});
