import { CourseContentResponse, ERROR_MESSAGES, UpdateProgressResponse, VerifyCourseAccessResponse } from '@academy/contracts';
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { PickedFiles } from '../../lib/picked-files';
import { toRemoteError } from '../../lib/remote';
import { ApiError } from '../../platform/api-client';
import { Notifier } from '../../platform/notify';
import { CourseAccessTokens } from './course-access.storage';
import { CoursePlayerApi, VerifyCourse } from './course-player.api';
import { selectCoursePlayer } from './course-player.selectors';
import { CoursePlayerState, coursePlayerActions } from './course-player.slice';
import { coursePath, findLecture, learnPath, verifyPath } from './curriculum';

export interface CoursePlayerSagaDeps {
  api: CoursePlayerApi;
  tokens: CourseAccessTokens;
  files: PickedFiles;
  notify: Notifier;
  navigate(to: string, options?: { replace?: boolean }): unknown;
  now(): Date;
}

/**
 * Spec part 2 §4: the access becomes invalid "when the error text says the course access token is
 * invalid". The code says it without depending on the wording; the text is the spec's fallback
 * for an answer without a code.
 */
export function saysAccessTokenInvalid(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.code === 'COURSE_ACCESS_TOKEN_INVALID' || (error.code === null && error.serverMessage === ERROR_MESSAGES.COURSE_ACCESS_TOKEN_INVALID);
}

const saysNotEnrolled = (error: unknown) => error instanceof ApiError && error.code === 'COURSE_NOT_ENROLLED';

export function createCoursePlayerSaga({ api, tokens, files, notify, navigate, now }: CoursePlayerSagaDeps) {
  /** No token, or one the server refused: forget it and send the learner to verify their face. */
  function* toVerification(slug: string, message: string | null) {
    tokens.forget(slug);
    yield put(coursePlayerActions.accessInvalidated({ slug, message }));
    yield call(navigate, verifyPath(slug), { replace: true });
  }

  /** The learner does not have the course (or lost it to a refund): the course page, with the reason. */
  function* toCoursePage(slug: string, error: unknown) {
    tokens.forget(slug);
    const failure = toRemoteError(error);
    yield put(coursePlayerActions.enrolmentMissing(failure));
    notify.error(failure.message);
    yield call(navigate, coursePath(slug), { replace: true });
  }

  /**
   * The refusals every content call shares. Returns false when the error is this call's own
   * (a network failure, a 404), for the caller to show.
   */
  function* redirectedBy(slug: string, error: unknown) {
    if (saysAccessTokenInvalid(error)) {
      yield* toVerification(slug, toRemoteError(error).message);
      return true;
    }
    if (saysNotEnrolled(error)) {
      yield* toCoursePage(slug, error);
      return true;
    }
    return false;
  }

  /**
   * The server decides, with or without a token (an instructor previews their course without one).
   * A refusal of a token this tab did not have is the learner's first visit: no message.
   */
  function* openPlayer({ payload: { slug } }: ReturnType<typeof coursePlayerActions.playerOpened>) {
    const token = tokens.get(slug, now())?.token ?? null;
    try {
      const content: CourseContentResponse = yield call(api.content, slug, token);
      yield put(coursePlayerActions.contentReceived(content));
    } catch (error) {
      if (token === null && saysAccessTokenInvalid(error)) {
        yield* toVerification(slug, null);
        return;
      }
      if (yield* redirectedBy(slug, error)) return;
      yield put(coursePlayerActions.contentFailed(toRemoteError(error, ERROR_MESSAGES.COURSE_CONTENT_LOAD_FAILED)));
    }
  }

  /** The course on screen once its content is loaded, with this tab's token for it (if still unexpired). */
  function* openCourse() {
    const state: CoursePlayerState = yield select(selectCoursePlayer);
    if (state.slug === null || state.content.status !== 'succeeded') return null;
    return { slug: state.slug, content: state.content.data, token: tokens.get(state.slug, now())?.token ?? null };
  }

  function* openLecture({ payload: { lectureId } }: ReturnType<typeof coursePlayerActions.lectureOpened>) {
    const current: { slug: string; content: CourseContentResponse; token: string | null } | null = yield* openCourse();
    if (!current) return;
    const found = findLecture(current.content, lectureId);
    if (!found) {
      yield put(coursePlayerActions.playbackFailed({ lectureId, error: toRemoteError(null, ERROR_MESSAGES.LECTURE_NOT_FOUND) }));
      return;
    }
    try {
      const url: string = yield call(api.playbackUrl, { mediaId: found.lecture.mediaId, courseId: current.content.course._id }, current.token);
      yield put(coursePlayerActions.playbackReceived({ lectureId, url }));
    } catch (error) {
      if (yield* redirectedBy(current.slug, error)) return;
      yield put(coursePlayerActions.playbackFailed({ lectureId, error: toRemoteError(error, ERROR_MESSAGES.MEDIA_PLAYBACK_FAILED) }));
    }
  }

  function* completeLecture({ payload: { lectureId } }: ReturnType<typeof coursePlayerActions.lectureCompletionRequested>) {
    const current: { slug: string; content: CourseContentResponse; token: string | null } | null = yield* openCourse();
    if (!current) return;
    try {
      const response: UpdateProgressResponse = yield call(api.updateProgress, { courseId: current.content.course._id, lectureId }, current.token);
      yield put(coursePlayerActions.progressUpdated({ lectureId, response }));
    } catch (error) {
      if (yield* redirectedBy(current.slug, error)) return;
      const failure = toRemoteError(error, ERROR_MESSAGES.PROGRESS_UPDATE_FAILED);
      yield put(coursePlayerActions.progressUpdateFailed({ lectureId, error: failure }));
      notify.error(failure.message);
    }
  }

  function* openVerification({ payload: { slug } }: ReturnType<typeof coursePlayerActions.verifyPageOpened>) {
    try {
      const course: VerifyCourse = yield call(api.course, slug);
      if (!course.enrolled) {
        const text = ERROR_MESSAGES.COURSE_NOT_ENROLLED;
        yield* toCoursePage(slug, new ApiError(text, 403, text, 'COURSE_NOT_ENROLLED', null));
        return;
      }
      yield put(coursePlayerActions.verifyCourseReceived(course));
    } catch (error) {
      yield put(coursePlayerActions.verifyCourseFailed(toRemoteError(error, ERROR_MESSAGES.COURSE_CONTENT_LOAD_FAILED)));
    }
  }

  /** A matched (or first) face gives the token; the player then opens the lecture to resume. */
  function* verifyFace({ payload: { slug, courseId, photoKey } }: ReturnType<typeof coursePlayerActions.faceSubmitted>) {
    const photo = files.get(photoKey);
    files.release(photoKey);
    try {
      if (!photo) throw new ApiError(ERROR_MESSAGES.FACE_IMAGE_REQUIRED, 400, ERROR_MESSAGES.FACE_IMAGE_REQUIRED, 'FACE_IMAGE_REQUIRED', null);
      const response: VerifyCourseAccessResponse = yield call(api.verify, courseId, photo);
      tokens.save(slug, { courseId: response.courseId, token: response.accessToken, expiresAt: response.expiresAt });
      yield put(coursePlayerActions.faceVerified(response));
      notify.success(response.message);
      yield call(navigate, learnPath(slug), { replace: true });
    } catch (error) {
      if (saysNotEnrolled(error)) {
        yield* toCoursePage(slug, error);
        return;
      }
      yield put(coursePlayerActions.faceRefused(toRemoteError(error, ERROR_MESSAGES.FACE_VERIFICATION_FAILED)));
    }
  }

  return function* coursePlayerSaga() {
    yield takeLatest(coursePlayerActions.playerOpened.type, openPlayer);
    yield takeLatest(coursePlayerActions.lectureOpened.type, openLecture);
    yield takeEvery(coursePlayerActions.lectureCompletionRequested.type, completeLecture);
    yield takeLatest(coursePlayerActions.verifyPageOpened.type, openVerification);
    yield takeLatest(coursePlayerActions.faceSubmitted.type, verifyFace);
    yield takeEvery(coursePlayerActions.sessionEnded.type, () => tokens.clear());
  };
}
