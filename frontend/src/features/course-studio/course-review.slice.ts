import { CourseReviewAction, EditableCourse } from '@academy/contracts';
import { PayloadAction, createSlice } from '@reduxjs/toolkit';
import { Remote, RemoteError, remote } from '../../lib/remote';

export interface CourseReviewState {
  courseId: string | null;
  course: Remote<EditableCourse>;
  /** The reject dialog (its reason is required). */
  rejecting: boolean;
  decision: { action: CourseReviewAction | null; submission: Remote<void> };
}

export const initialCourseReviewState: CourseReviewState = {
  courseId: null,
  course: remote.idle(),
  rejecting: false,
  decision: { action: null, submission: remote.idle() },
};

const courseReviewSlice = createSlice({
  name: 'courseReview',
  initialState: initialCourseReviewState,
  reducers: {
    reviewOpened(state, action: PayloadAction<string>) {
      return { ...initialCourseReviewState, courseId: action.payload, course: remote.loading() };
    },
    reviewLoaded(state, action: PayloadAction<EditableCourse>) {
      if (action.payload._id === state.courseId) state.course = remote.succeeded(action.payload);
    },
    reviewLoadFailed(state, action: PayloadAction<RemoteError>) {
      state.course = remote.failed(action.payload);
    },
    rejectOpened(state) {
      state.rejecting = true;
      state.decision = initialCourseReviewState.decision;
    },
    rejectCancelled(state) {
      if (state.decision.submission.status !== 'loading') state.rejecting = false;
    },
    decisionSubmitted(state, action: PayloadAction<{ action: CourseReviewAction; reason: string }>) {
      state.decision = { action: action.payload.action, submission: remote.loading() };
    },
    /** The course left the queue, approved (published) or rejected (the instructor is told why). */
    reviewDecided(state, action: PayloadAction<EditableCourse>) {
      state.course = remote.succeeded(action.payload);
      state.rejecting = false;
      state.decision.submission = remote.done();
    },
    decisionFailed(state, action: PayloadAction<RemoteError>) {
      state.decision.submission = remote.failed(action.payload);
    },
  },
});

export const courseReviewActions = courseReviewSlice.actions;
export const courseReviewReducer = courseReviewSlice.reducer;
