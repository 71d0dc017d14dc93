import {
  COURSE_ERRORS,
  COURSE_MESSAGES,
  CourseChangedResponse,
  CreateCourseRequest,
  DeleteCourseResponse,
  EditableCourse,
  InstructorSummary,
  MANAGED_COURSES_PAGE_SIZE,
  UpdateCourseRequest,
} from '@academy/contracts';
import { nanoid } from '@reduxjs/toolkit';
import { all, call, fork, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { Page, createPagedListSaga } from '../../lib/paged-list';
import { PickedFiles } from '../../lib/picked-files';
import { toRemoteError } from '../../lib/remote';
import { uploadWithProgress } from '../../lib/upload-progress';
import { ApiError } from '../../platform/api-client';
import { Notifier } from '../../platform/notify';
import { BuilderImages } from './builder-draft';
import { CategoryOption, CourseFiles, CourseStudioApi, MediaLabel } from './course-studio.api';
import { CourseBuilderState, StudioArea, courseBuilderActions } from './course-builder.slice';
import { allCourses, courseListsActions, myCourses, pendingCourses } from './course-lists.slice';
import { courseReviewActions } from './course-review.slice';
import { studioPaths } from './course-studio.paths';
import { selectAllCourses, selectBuilder, selectCourseLists, selectCourseDeletion, selectMyCourses, selectPendingCourses, selectReview } from './course-studio.selectors';

export interface CourseStudioSagaDeps {
  api: CourseStudioApi;
  notify: Notifier;
  files: PickedFiles;
  navigate(to: string, options?: { replace?: boolean }): Promise<void> | void;
}

/** Texts the spec and the contracts give no words for. */
export const STUDIO_TEXTS = {
  loadFailed: COURSE_MESSAGES.contentLoadFailed,
  categoriesFailed: 'Không thể tải danh sách danh mục.',
  updateFailed: 'Không thể cập nhật khóa học.',
  toggleFailed: 'Không thể đổi trạng thái xuất bản của khóa học.',
  deleteFailed: 'Không thể xóa khóa học.',
  reviewFailed: 'Không thể gửi kết quả duyệt khóa học.',
  imageMissing: 'Không còn đọc được ảnh đã chọn; vui lòng chọn lại ảnh.',
} as const;

const ADMIN = { area: 'admin' } as const;

const isCode = (error: unknown, code: string) => error instanceof ApiError && error.code === code;

/** An edit sends the form without an instructor: a course keeps the one it was created for. */
function editOf({ instructorId, ...form }: CreateCourseRequest): UpdateCourseRequest {
  void instructorId;
  return form;
}

export function createCourseStudioSaga({ api, notify, files, navigate }: CourseStudioSagaDeps) {
  const toastOptions = (area: StudioArea) => (area === 'admin' ? ADMIN : undefined);

  // ---- Lists ----

  function* toggle({ payload: course }: ReturnType<typeof courseListsActions.toggleRequested>) {
    try {
      const response: CourseChangedResponse = yield call(api.togglePublish, course._id, course.revision);
      yield put(courseListsActions.toggled(response.course));
      notify.success(response.message);
    } catch (error) {
      const failure = toRemoteError(error, STUDIO_TEXTS.toggleFailed);
      yield put(courseListsActions.toggleFailed({ id: course._id, error: failure }));
      notify.error(failure.message);
      // The row was stale (a double click, another tab): show the course as it now stands.
      if (isCode(error, 'EDIT_CONFLICT')) yield put(myCourses.actions.opened());
    }
  }

  function* remove() {
    const { course }: ReturnType<typeof selectCourseDeletion> = yield select(selectCourseDeletion);
    if (!course) return;
    try {
      const response: DeleteCourseResponse = yield call(api.removeMine, course._id);
      yield put(courseListsActions.deleted({ id: response._id, archived: response.archived }));
      // The answer says which happened: erased, or archived because the course has students.
      notify.success(response.message);
    } catch (error) {
      const failure = toRemoteError(error, STUDIO_TEXTS.deleteFailed);
      yield put(courseListsActions.deleteFailed({ id: course._id, error: failure }));
      notify.error(failure.message);
    }
  }

  function* loadPendingCount() {
    try {
      const page: Page<unknown> = yield call(api.adminPending, { page: 1, limit: 1 });
      yield put(courseListsActions.pendingCountReceived(page.totalItems));
    } catch {
      // The badge is a hint: without it the menu still works, so a failure stays quiet.
    }
  }

  function* loadListInstructors() {
    const { instructors: known }: ReturnType<typeof selectCourseLists> = yield select(selectCourseLists);
    if (known.status === 'succeeded') return;
    try {
      const instructors: InstructorSummary[] = yield call(api.instructors);
      yield put(courseListsActions.instructorsReceived(instructors));
    } catch (error) {
      const failure = toRemoteError(error, COURSE_MESSAGES.instructorsLoadFailed);
      yield put(courseListsActions.instructorsFailed(failure));
      notify.error(failure.message, ADMIN);
    }
  }

  // ---- Builder ----

  function* loadCourse(area: StudioArea, id: string) {
    try {
      const course: EditableCourse = yield call(area === 'admin' ? api.adminGet : api.getMine, id);
      yield put(courseBuilderActions.courseLoaded(course));
      yield fork(loadMediaLabels, area === 'admin' ? course.instructorId : undefined);
    } catch (error) {
      yield put(courseBuilderActions.courseLoadFailed(toRemoteError(error, STUDIO_TEXTS.loadFailed)));
    }
  }

  function* loadMediaLabels(ownerId?: string) {
    try {
      const labels: Record<string, MediaLabel> = yield call(api.mediaLabels, ownerId);
      yield put(courseBuilderActions.mediaLabelsReceived(labels));
    } catch {
      // Only names: a lecture whose video is not named still shows that it has one.
    }
  }

  function* loadCategories() {
    try {
      const categories: CategoryOption[] = yield call(api.categories);
      yield put(courseBuilderActions.categoriesReceived(categories));
    } catch (error) {
      yield put(courseBuilderActions.categoriesFailed(toRemoteError(error, STUDIO_TEXTS.categoriesFailed)));
    }
  }

  function* loadBuilderInstructors() {
    try {
      const instructors: InstructorSummary[] = yield call(api.instructors);
      yield put(courseBuilderActions.instructorsReceived(instructors));
    } catch (error) {
      const failure = toRemoteError(error, COURSE_MESSAGES.instructorsLoadFailed);
      yield put(courseBuilderActions.instructorsFailed(failure));
      notify.error(failure.message, ADMIN);
    }
  }

  function* openBuilder() {
    const builder: CourseBuilderState = yield select(selectBuilder);
    const { area, courseId } = builder;
    yield all([
      call(loadCategories),
      ...(area === 'admin' && courseId === null ? [call(loadBuilderInstructors)] : []),
      ...(courseId !== null && builder.course.status === 'loading' ? [call(loadCourse, area, courseId)] : []),
    ]);
  }

  function* reloadCourse() {
    const { area, courseId }: CourseBuilderState = yield select(selectBuilder);
    if (courseId) yield call(loadCourse, area, courseId);
  }

  function filesOf(images: BuilderImages): CourseFiles {
    const named: Record<string, string> = {
      ...(images.courseThumbnail ? { courseThumbnail: images.courseThumbnail } : {}),
      ...(images.seoThumbnail ? { seoThumbnail: images.seoThumbnail } : {}),
    };
    for (const [position, key] of Object.entries(images.lectureThumbnails)) named[`lectureThumbnails[${position}]`] = key;
    const found: CourseFiles = {};
    for (const [field, key] of Object.entries(named)) {
      const file = files.get(key);
      if (!file) throw new Error(STUDIO_TEXTS.imageMissing);
      found[field] = file;
    }
    return found;
  }

  function releaseFiles(images: BuilderImages) {
    for (const key of [images.courseThumbnail, images.seoThumbnail, ...Object.values(images.lectureThumbnails)]) if (key) files.release(key);
  }

  function* sendForm({ request, images }: ReturnType<typeof courseBuilderActions.saveSubmitted>['payload'], builder: CourseBuilderState) {
    const { area, courseId } = builder;
    const form = filesOf(images);
    const progressed = courseBuilderActions.saveProgressed;
    const course = builder.course.status === 'succeeded' ? builder.course.data : null;
    if (courseId && course) {
      const update = editOf(request);
      return yield* uploadWithProgress<CourseChangedResponse>(
        (onProgress, signal) =>
          area === 'admin'
            ? api.adminUpdate(courseId, update, form, course.revision, { onProgress, signal })
            : api.updateMine(courseId, update, form, course.revision, { onProgress, signal }),
        progressed,
      );
    }
    const create = (key: string) => (onProgress: (percent: number) => void, signal: AbortSignal) => api.create(request, form, key, { onProgress, signal });
    try {
      return yield* uploadWithProgress(create(builder.draftKey), progressed);
    } catch (error) {
      // An earlier attempt under this key was recorded with other content: this is a new course.
      if (!isCode(error, 'IDEMPOTENCY_KEY_REUSED')) throw error;
      const fresh = nanoid();
      yield put(courseBuilderActions.draftKeyReplaced(fresh));
      return yield* uploadWithProgress(create(fresh), progressed);
    }
  }

  function* save({ payload }: ReturnType<typeof courseBuilderActions.saveSubmitted>) {
    const builder: CourseBuilderState = yield select(selectBuilder);
    const { area, courseId } = builder;
    let response: CourseChangedResponse;
    try {
      response = yield* sendForm(payload, builder);
    } catch (error) {
      const fallback = courseId ? STUDIO_TEXTS.updateFailed : COURSE_ERRORS.COURSE_CREATE_FAILED;
      const failure = toRemoteError(error, fallback);
      yield put(courseBuilderActions.saveFailed({ error: failure, conflict: isCode(error, 'EDIT_CONFLICT') }));
      notify.error(failure.message, toastOptions(area));
      return;
    }
    releaseFiles(payload.images);
    yield put(courseBuilderActions.saved({ course: response.course, nextKey: nanoid() }));
    notify.success(response.message, toastOptions(area));
    if (payload.submitForReview) {
      yield call(submitForReview, area, response.course);
      return;
    }
    // A new course gets its own address, so a reload edits it instead of creating another.
    if (!courseId) yield call(navigate, studioPaths.edit(area, response.course._id), { replace: true });
  }

  function* submitForReview(area: StudioArea, course: EditableCourse) {
    yield put(courseBuilderActions.submitForReviewStarted());
    try {
      const response: CourseChangedResponse = yield call(api.togglePublish, course._id, course.revision);
      yield put(courseBuilderActions.submittedForReview(response.course));
      notify.success(response.message, toastOptions(area));
      yield call(navigate, studioPaths.list(area));
    } catch (error) {
      const failure = toRemoteError(error, STUDIO_TEXTS.toggleFailed);
      yield put(courseBuilderActions.submitForReviewFailed(failure));
      notify.error(failure.message, toastOptions(area));
      // Saved but not sent: the builder now edits the saved course at its own address.
      yield call(navigate, studioPaths.edit(area, course._id), { replace: true });
    }
  }

  // ---- Review ----

  function* loadReview({ payload: id }: ReturnType<typeof courseReviewActions.reviewOpened>) {
    try {
      const course: EditableCourse = yield call(api.adminGet, id);
      yield put(courseReviewActions.reviewLoaded(course));
    } catch (error) {
      yield put(courseReviewActions.reviewLoadFailed(toRemoteError(error, STUDIO_TEXTS.loadFailed)));
    }
  }

  function* decide({ payload }: ReturnType<typeof courseReviewActions.decisionSubmitted>) {
    const { courseId }: ReturnType<typeof selectReview> = yield select(selectReview);
    if (!courseId) return;
    try {
      const response: CourseChangedResponse = yield call(api.review, { courseId, action: payload.action, reason: payload.reason });
      yield put(courseReviewActions.reviewDecided(response.course));
      notify.success(response.message, ADMIN);
      yield call(navigate, studioPaths.pending);
    } catch (error) {
      const failure = toRemoteError(error, STUDIO_TEXTS.reviewFailed);
      yield put(courseReviewActions.decisionFailed(failure));
      notify.error(failure.message, ADMIN);
    }
  }

  const lists = [
    createPagedListSaga(myCourses, {
      select: selectMyCourses,
      fetch: api.listMine,
      fallback: COURSE_ERRORS.COURSE_LIST_FAILED,
      pageSize: MANAGED_COURSES_PAGE_SIZE,
      // An erased course leaves a gap on its page: the page is read again.
      reloadOn: [courseListsActions.deleted.type],
    }),
    createPagedListSaga(allCourses, { select: selectAllCourses, fetch: api.adminList, fallback: COURSE_ERRORS.COURSE_LIST_FAILED, pageSize: MANAGED_COURSES_PAGE_SIZE }),
    createPagedListSaga(pendingCourses, {
      select: selectPendingCourses,
      fetch: api.adminPending,
      fallback: COURSE_ERRORS.COURSE_LIST_FAILED,
      pageSize: MANAGED_COURSES_PAGE_SIZE,
    }),
  ];

  return function* courseStudioSaga() {
    for (const list of lists) yield fork(list);
    yield takeEvery(courseListsActions.toggleRequested.type, toggle);
    yield takeLatest(courseListsActions.deleteConfirmed.type, remove);
    // The badge: when the admin area shows, and after each review.
    yield takeLatest([courseListsActions.adminAreaShown.type, courseReviewActions.reviewDecided.type], loadPendingCount);
    yield takeLatest(courseListsActions.instructorsRequested.type, loadListInstructors);
    yield takeLatest(courseBuilderActions.builderOpened.type, openBuilder);
    yield takeLatest(courseBuilderActions.reloadRequested.type, reloadCourse);
    yield takeLatest(courseBuilderActions.saveSubmitted.type, save);
    yield takeLatest(courseReviewActions.reviewOpened.type, loadReview);
    yield takeLatest(courseReviewActions.decisionSubmitted.type, decide);
  };
}
