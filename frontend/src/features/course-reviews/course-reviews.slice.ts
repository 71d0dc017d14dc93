import { CourseReview, CourseReviewsResponse, MyCourseReviewResponse, ReviewRequest } from '@academy/contracts';
import { PayloadAction, createSlice } from '@reduxjs/toolkit';
import { Remote, RemoteError, remote } from '../../lib/remote';

export interface CourseReviewsState {
  /** The course whose reviews are on screen; answers for another course are dropped. */
  courseId: string | null;
  page: number;
  list: Remote<CourseReviewsResponse>;
  /** The signed-in caller's own review and what they may do (idle for a visitor). */
  mine: Remote<MyCourseReviewResponse>;
  /** The learner's form (a first review or an edit). */
  saving: Remote<CourseReview>;
  /** Reviews whose answer or moderation is being sent, with the last refusal of each. */
  busy: Record<string, boolean>;
  failures: Record<string, RemoteError>;
}

export const initialCourseReviewsState: CourseReviewsState = {
  courseId: null,
  page: 1,
  list: remote.idle(),
  mine: remote.idle(),
  saving: remote.idle(),
  busy: {},
  failures: {},
};

/** Replaces a review wherever the screen shows it (the list and the caller's own). */
function replaced(state: CourseReviewsState, review: CourseReview) {
  const list = state.list.status === 'succeeded' ? state.list.data : null;
  if (list) list.reviews = list.reviews.map((row) => (row._id === review._id ? review : row));
  const mine = state.mine.status === 'succeeded' ? state.mine.data : null;
  if (mine?.review?._id === review._id) mine.review = review;
}

const courseReviewsSlice = createSlice({
  name: 'courseReviews',
  initialState: initialCourseReviewsState,
  reducers: {
    /** The course page shows the reviews of `courseId`; `signedIn` also asks for the caller's own. */
    reviewsViewed(state, action: PayloadAction<{ courseId: string; signedIn: boolean }>) {
      const same = state.courseId === action.payload.courseId;
      state.courseId = action.payload.courseId;
      state.page = 1;
      state.list = same ? remote.reload(state.list) : remote.loading();
      state.mine = action.payload.signedIn ? (same ? remote.reload(state.mine) : remote.loading()) : remote.idle();
      if (!same) Object.assign(state, { saving: remote.idle(), busy: {}, failures: {} });
    },
    pageChosen(state, action: PayloadAction<number>) {
      state.page = action.payload;
      state.list = remote.reload(state.list);
    },
    reviewsReceived(state, action: PayloadAction<{ courseId: string; page: number; response: CourseReviewsResponse }>) {
      if (state.courseId === action.payload.courseId && state.page === action.payload.page) state.list = remote.succeeded(action.payload.response);
    },
    reviewsFailed(state, action: PayloadAction<{ courseId: string; error: RemoteError }>) {
      if (state.courseId === action.payload.courseId) state.list = remote.fail(state.list, action.payload.error);
    },
    myReviewReceived(state, action: PayloadAction<{ courseId: string; response: MyCourseReviewResponse }>) {
      if (state.courseId === action.payload.courseId) state.mine = remote.succeeded(action.payload.response);
    },
    myReviewFailed(state, action: PayloadAction<{ courseId: string; error: RemoteError }>) {
      if (state.courseId === action.payload.courseId) state.mine = remote.fail(state.mine, action.payload.error);
    },

    /** `editing`: the learner already has a review, so this changes it. */
    reviewSubmitted(state, _action: PayloadAction<{ courseId: string; review: ReviewRequest; editing: boolean }>) {
      state.saving = remote.loading();
    },
    reviewSaved(state, action: PayloadAction<CourseReview>) {
      state.saving = remote.succeeded(action.payload);
      const mine = state.mine.status === 'succeeded' ? state.mine.data : null;
      if (mine) mine.review = action.payload;
    },
    reviewSaveFailed(state, action: PayloadAction<RemoteError>) {
      state.saving = remote.failed(action.payload);
    },
    reviewFormClosed(state) {
      state.saving = remote.idle();
    },

    answerSubmitted(state, action: PayloadAction<{ reviewId: string; answer: string }>) {
      state.busy[action.payload.reviewId] = true;
      delete state.failures[action.payload.reviewId];
    },
    hideSubmitted(state, action: PayloadAction<{ reviewId: string; reason: string }>) {
      state.busy[action.payload.reviewId] = true;
      delete state.failures[action.payload.reviewId];
    },
    unhideSubmitted(state, action: PayloadAction<{ reviewId: string }>) {
      state.busy[action.payload.reviewId] = true;
      delete state.failures[action.payload.reviewId];
    },
    /** An answer, a hide or an unhide went through: the review as the server now holds it. */
    reviewChanged(state, action: PayloadAction<CourseReview>) {
      delete state.busy[action.payload._id];
      replaced(state, action.payload);
    },
    reviewChangeFailed(state, action: PayloadAction<{ reviewId: string; error: RemoteError }>) {
      delete state.busy[action.payload.reviewId];
      state.failures[action.payload.reviewId] = action.payload.error;
    },
    /** The course's rating moved (a review posted, edited, hidden or shown): the page's own figures reload. */
    courseRatingChanged(_state, _action: PayloadAction<{ courseId: string }>) {},
  },
});

export const courseReviewsActions = courseReviewsSlice.actions;
export const courseReviewsReducer = courseReviewsSlice.reducer;
