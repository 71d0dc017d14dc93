import { Category, COURSE_ERRORS, CourseDetail } from '@academy/contracts';
import { call, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { toRemoteError } from '../../lib/remote';
import { ApiError } from '../../platform/api-client';
import { CourseCatalogueApi, CoursePage } from './course-catalogue.api';
import { selectCatalogueCategories, selectCatalogueList, selectCatalogueQuery } from './course-catalogue.selectors';
import { courseCatalogueActions as actions } from './course-catalogue.slice';
import { CatalogueQuery } from './catalogue-query';

export interface CourseCatalogueSagaDeps {
  api: CourseCatalogueApi;
}

/** Texts of the course page and the preview player when the server said nothing. */
export const COURSE_PAGE_LOAD_FAILED = 'Không thể tải thông tin khóa học.';
/** Spec part 2 §8 (media): the playback address could not be had. */
export const PREVIEW_URL_FAILED = 'Không thể lấy link xem an toàn.';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export function createCourseCatalogueSaga({ api }: CourseCatalogueSagaDeps) {
  function* loadCourses() {
    const list: ReturnType<typeof selectCatalogueList> = yield select(selectCatalogueList);
    const query: CatalogueQuery | null = yield select(selectCatalogueQuery);
    // The reducer keeps a query already on screen as it is: nothing to load then.
    if (list.status !== 'loading' || !query) return;
    try {
      const page: CoursePage = yield call(api.listCourses, query);
      yield put(actions.coursesReceived({ query, page }));
    } catch (error) {
      yield put(actions.coursesLoadFailed(toRemoteError(error, COURSE_ERRORS.COURSE_LIST_FAILED)));
    }
  }

  /** The filter chips load once, beside the first list; a failure only hides them until the next visit. */
  function* loadCategories() {
    const categories: ReturnType<typeof selectCatalogueCategories> = yield select(selectCatalogueCategories);
    if (categories.status !== 'loading') return;
    try {
      const rows: Category[] = yield call(api.listActiveCategories);
      yield put(actions.categoriesReceived(rows));
    } catch (error) {
      yield put(actions.categoriesLoadFailed(toRemoteError(error)));
    }
  }

  function* loadCourse({ payload: slug }: ReturnType<typeof actions.coursePageViewed>) {
    try {
      const course: CourseDetail = yield call(api.getCourse, slug);
      yield put(actions.courseReceived(course));
    } catch (error) {
      yield put(actions.courseLoadFailed({ slug, error: toRemoteError(error, COURSE_PAGE_LOAD_FAILED), notFound: isNotFound(error) }));
    }
  }

  /** Closing the player abandons the request: its answer must not reopen it. */
  function* loadPreview({ payload: { courseId, lecture } }: ReturnType<typeof actions.previewOpened>) {
    if (!lecture.mediaId) return;
    try {
      const answer: { playbackUrl?: string; closed?: unknown } = yield race({
        playbackUrl: call(api.previewPlaybackUrl, lecture.mediaId, courseId),
        closed: take(actions.previewClosed.type),
      });
      if (answer.closed) return;
      if (!answer.playbackUrl) throw new Error(PREVIEW_URL_FAILED);
      yield put(actions.previewUrlReceived({ lectureId: lecture._id, playbackUrl: answer.playbackUrl }));
    } catch (error) {
      yield put(actions.previewFailed({ lectureId: lecture._id, error: toRemoteError(error, PREVIEW_URL_FAILED) }));
    }
  }

  return function* courseCatalogueSaga() {
    yield takeLatest([actions.catalogueViewed.type, actions.catalogueRetried.type], loadCourses);
    yield takeLeading(actions.catalogueViewed.type, loadCategories);
    yield takeLatest(actions.coursePageViewed.type, loadCourse);
    yield takeLatest(actions.previewOpened.type, loadPreview);
  };
}
