import { CourseContentResponse, UpdateProgressResponse, VerifyCourseAccessResponse } from '@academy/contracts';
import { PayloadAction, createSlice } from '@reduxjs/toolkit';
import { Remote, RemoteError, remote } from '../../lib/remote';
import { VerifyCourse } from './course-player.api';
import { withProgress } from './curriculum';

/**
 * Spec part 2 §4: unknown until the server has answered the course's content with this tab's token;
 * valid once it has (or a face was just verified); invalid when the server says the course access
 * token is invalid (missing, expired, another learner's or course's), which sends the learner to
 * verification.
 */
export type CourseAccessStatus = 'unknown' | 'valid' | 'invalid';

export interface CoursePlayerState {
  /** The course the player or the verification page is on. */
  slug: string | null;
  access: CourseAccessStatus;
  /** Why the access became invalid, for the verification page; null when the learner simply had no token yet. */
  accessMessage: string | null;
  content: Remote<CourseContentResponse>;
  /** The lecture on screen and its signed video link. */
  playback: { lectureId: string | null; url: Remote<string> };
  /** Lectures whose "completed" mark is being sent. */
  completing: Record<string, true>;
  verification: {
    course: Remote<VerifyCourse>;
    submission: Remote<VerifyCourseAccessResponse>;
  };
}

export const initialCoursePlayerState: CoursePlayerState = {
  slug: null,
  access: 'unknown',
  accessMessage: null,
  content: remote.idle(),
  playback: { lectureId: null, url: remote.idle() },
  completing: {},
  verification: { course: remote.idle(), submission: remote.idle() },
};

/** Another course's data never shows while this one loads. */
function enterCourse(state: CoursePlayerState, slug: string) {
  if (state.slug === slug) return;
  const { verification, ...fresh } = initialCoursePlayerState;
  Object.assign(state, fresh, { slug, verification: { ...verification } });
}

const coursePlayerSlice = createSlice({
  name: 'coursePlayer',
  initialState: initialCoursePlayerState,
  reducers: {
    /** `/learn/{slug}` or one of its lectures was opened: the content loads (again) with this tab's token. */
    playerOpened(state, action: PayloadAction<{ slug: string }>) {
      enterCourse(state, action.payload.slug);
      state.content = remote.reload(state.content);
    },
    contentReceived(state, action: PayloadAction<CourseContentResponse>) {
      state.content = remote.succeeded(action.payload);
      state.access = 'valid';
      state.accessMessage = null;
    },
    contentFailed(state, action: PayloadAction<RemoteError>) {
      state.content = remote.fail(state.content, action.payload);
    },
    /** No token in this tab, or the server refused it: the learner verifies their face again. */
    accessInvalidated(state, action: PayloadAction<{ slug: string; message: string | null }>) {
      enterCourse(state, action.payload.slug);
      state.access = 'invalid';
      state.accessMessage = action.payload.message;
      state.content = remote.idle();
      state.playback = initialCoursePlayerState.playback;
      state.completing = {};
    },
    /** The learner does not have the course (never bought, or refunded): the course page takes over. */
    enrolmentMissing(state, action: PayloadAction<RemoteError>) {
      state.content = remote.failed(action.payload);
      state.verification.submission = remote.idle();
    },

    lectureOpened(state, action: PayloadAction<{ lectureId: string }>) {
      state.playback = { lectureId: action.payload.lectureId, url: remote.loading() };
    },
    playbackReceived(state, action: PayloadAction<{ lectureId: string; url: string }>) {
      if (state.playback.lectureId === action.payload.lectureId) state.playback.url = remote.succeeded(action.payload.url);
    },
    playbackFailed(state, action: PayloadAction<{ lectureId: string; error: RemoteError }>) {
      if (state.playback.lectureId === action.payload.lectureId) state.playback.url = remote.failed(action.payload.error);
    },

    lectureCompletionRequested(state, action: PayloadAction<{ lectureId: string }>) {
      state.completing[action.payload.lectureId] = true;
    },
    /** The server's progress after the mark: the bar and every completed mark follow it. */
    progressUpdated(state, action: PayloadAction<{ lectureId: string; response: UpdateProgressResponse }>) {
      delete state.completing[action.payload.lectureId];
      if (state.content.status === 'succeeded') state.content = remote.succeeded(withProgress(state.content.data, action.payload.response));
    },
    progressUpdateFailed(state, action: PayloadAction<{ lectureId: string; error: RemoteError }>) {
      delete state.completing[action.payload.lectureId];
    },

    /** `/learn/{slug}/verify` was opened: the course's title and id load, any earlier refusal is cleared. */
    verifyPageOpened(state, action: PayloadAction<{ slug: string }>) {
      enterCourse(state, action.payload.slug);
      state.verification = { course: remote.reload(state.verification.course), submission: remote.idle() };
    },
    verifyCourseReceived(state, action: PayloadAction<VerifyCourse>) {
      state.verification.course = remote.succeeded(action.payload);
    },
    verifyCourseFailed(state, action: PayloadAction<RemoteError>) {
      state.verification.course = remote.fail(state.verification.course, action.payload);
    },
    /** The learner sent a photo (a camera capture or a picked file), kept in `pickedFiles` under `photoKey`. */
    faceSubmitted(state, _action: PayloadAction<{ slug: string; courseId: string; photoKey: string }>) {
      state.verification.submission = remote.loading();
    },
    faceVerified(state, action: PayloadAction<VerifyCourseAccessResponse>) {
      state.verification.submission = remote.succeeded(action.payload);
      state.access = 'valid';
      state.accessMessage = null;
    },
    faceRefused(state, action: PayloadAction<RemoteError>) {
      state.verification.submission = remote.failed(action.payload);
    },
    /** A new photo is being taken: the last refusal no longer applies. */
    faceRetaken(state) {
      state.verification.submission = remote.idle();
    },

    /** Someone else may sign in on this tab next. */
    sessionEnded() {
      return initialCoursePlayerState;
    },
  },
});

export const coursePlayerActions = coursePlayerSlice.actions;
export const coursePlayerReducer = coursePlayerSlice.reducer;
