import { CourseReview, CourseReviewsResponse, ERROR_MESSAGES, MyCourseReviewResponse, REVIEW_MESSAGES } from '@academy/contracts';
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { toRemoteError } from '../../lib/remote';
import { Notifier } from '../../platform/notify';
import { CourseReviewsApi } from './course-reviews.api';
import { selectCourseReviews } from './course-reviews.selectors';
import { courseReviewsActions as actions, CourseReviewsState } from './course-reviews.slice';

export interface CourseReviewsSagaDeps {
  api: CourseReviewsApi;
  notify: Notifier;
}

export function createCourseReviewsSaga({ api, notify }: CourseReviewsSagaDeps) {
  function* loadList() {
    const { courseId, page }: CourseReviewsState = yield select(selectCourseReviews);
    if (!courseId) return;
    try {
      const response: CourseReviewsResponse = yield call(api.list, courseId, page);
      yield put(actions.reviewsReceived({ courseId, page, response }));
    } catch (error) {
      yield put(actions.reviewsFailed({ courseId, error: toRemoteError(error, ERROR_MESSAGES.REVIEWS_LOAD_FAILED) }));
    }
  }

  function* loadMine(courseId: string) {
    try {
      const response: MyCourseReviewResponse = yield call(api.mine, courseId);
      yield put(actions.myReviewReceived({ courseId, response }));
    } catch (error) {
      yield put(actions.myReviewFailed({ courseId, error: toRemoteError(error, ERROR_MESSAGES.REVIEWS_LOAD_FAILED) }));
    }
  }

  function* viewed({ payload }: ReturnType<typeof actions.reviewsViewed>) {
    yield all([call(loadList), ...(payload.signedIn ? [call(loadMine, payload.courseId)] : [])]);
  }

  /** The rating moved: the first page shows the change, and the course page reloads its figures. */
  function* ratingMoved(courseId: string) {
    yield put(actions.courseRatingChanged({ courseId }));
    yield put(actions.pageChosen(1));
  }

  function* save({ payload: { courseId, review, editing } }: ReturnType<typeof actions.reviewSubmitted>) {
    try {
      const saved: CourseReview = yield call(editing ? api.edit : api.post, courseId, review);
      yield put(actions.reviewSaved(saved));
      notify.success(editing ? REVIEW_MESSAGES.edited : REVIEW_MESSAGES.posted);
      yield* ratingMoved(courseId);
    } catch (error) {
      const failure = toRemoteError(error, ERROR_MESSAGES.REVIEW_SAVE_FAILED);
      yield put(actions.reviewSaveFailed(failure));
      notify.error(failure.message);
    }
  }

  /** One review's answer or moderation; `moved` when it changes the course's rating. */
  function* change(reviewId: string, send: () => Promise<CourseReview>, success: string, moved: boolean) {
    try {
      const review: CourseReview = yield call(send);
      yield put(actions.reviewChanged(review));
      notify.success(success);
      if (moved) yield* ratingMoved(review.courseId);
    } catch (error) {
      const failure = toRemoteError(error, ERROR_MESSAGES.REVIEW_SAVE_FAILED);
      yield put(actions.reviewChangeFailed({ reviewId, error: failure }));
      notify.error(failure.message);
    }
  }

  return function* courseReviewsSaga() {
    yield takeLatest(actions.reviewsViewed.type, viewed);
    yield takeLatest(actions.pageChosen.type, loadList);
    yield takeLatest(actions.reviewSubmitted.type, save);
    yield takeEvery(actions.answerSubmitted.type, ({ payload }: ReturnType<typeof actions.answerSubmitted>) =>
      change(payload.reviewId, () => api.answer(payload.reviewId, payload.answer), REVIEW_MESSAGES.answered, false),
    );
    yield takeEvery(actions.hideSubmitted.type, ({ payload }: ReturnType<typeof actions.hideSubmitted>) =>
      change(payload.reviewId, () => api.hide(payload.reviewId, payload.reason), REVIEW_MESSAGES.hidden, true),
    );
    yield takeEvery(actions.unhideSubmitted.type, ({ payload }: ReturnType<typeof actions.unhideSubmitted>) =>
      change(payload.reviewId, () => api.unhide(payload.reviewId), REVIEW_MESSAGES.unhidden, true),
    );
  };
}
