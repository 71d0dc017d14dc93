import { AdminHomepage, HOMEPAGE_MESSAGES, HomepageChangedResponse, HomepageCourseOption, HomepageHistoryResponse } from '@academy/contracts';
import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import type { PickedFiles } from '../../lib/picked-files';
import { dataOf, toRemoteError } from '../../lib/remote';
import { ApiError } from '../../platform/api-client';
import type { Notifier } from '../../platform/notify';
import type { HomepageContentApi } from './homepage-content.api';
import { selectEditedHomepage, selectHomepageRestore } from './homepage-content.selectors';
import { homepageContentActions as actions, HomepageContentState } from './homepage-content.slice';

export interface HomepageContentSagaDeps {
  api: HomepageContentApi;
  notify: Notifier;
  files: PickedFiles;
}

const ADMIN = { area: 'admin' } as const;
const isConflict = (error: unknown) => error instanceof ApiError && error.code === 'EDIT_CONFLICT';

export function createHomepageContentSaga({ api, notify, files }: HomepageContentSagaDeps) {
  function* loadHomepage() {
    try {
      const homepage: AdminHomepage = yield call(api.homepage);
      yield put(actions.homepageReceived(homepage));
    } catch (error) {
      yield put(actions.homepageFailed(toRemoteError(error, HOMEPAGE_MESSAGES.loadFailed)));
    }
  }

  function* loadCourses() {
    try {
      const courses: HomepageCourseOption[] = yield call(api.courses);
      yield put(actions.coursesReceived(courses));
    } catch (error) {
      yield put(actions.coursesFailed(toRemoteError(error, HOMEPAGE_MESSAGES.coursesLoadFailed)));
    }
  }

  function* loadHistory(page: number) {
    try {
      const history: HomepageHistoryResponse = yield call(api.history, page);
      yield put(actions.historyReceived(history));
    } catch (error) {
      yield put(actions.historyFailed(toRemoteError(error, HOMEPAGE_MESSAGES.historyLoadFailed)));
    }
  }

  function* open() {
    // One failing part must not hold back the others.
    yield all([call(loadHomepage), call(loadCourses), call(loadHistory, 1)]);
  }

  /** The revision the editor shows, sent as If-Match: a save over another admin's change is refused. */
  function* revision() {
    const homepage: ReturnType<typeof selectEditedHomepage> = yield select(selectEditedHomepage);
    return dataOf(homepage)?.revision ?? null;
  }

  /** After any change: the newest version heads the history. A conflict reloads the page the admin edits. */
  function* settle(error: unknown | null) {
    if (error === null || isConflict(error)) yield all([call(loadHistory, 1), ...(error ? [call(loadHomepage)] : [])]);
  }

  function* saveHero({ payload: { form, imageKey } }: ReturnType<typeof actions.heroSubmitted>) {
    const image = imageKey ? files.get(imageKey) : undefined;
    try {
      const response: HomepageChangedResponse = yield call(api.saveHero, form, image, yield* revision());
      if (imageKey) files.release(imageKey);
      yield put(actions.heroSaved(response.homepage));
      notify.success(response.message, ADMIN);
      yield* settle(null);
    } catch (error) {
      const failure = toRemoteError(error, HOMEPAGE_MESSAGES.saveFailed);
      yield put(actions.heroSaveFailed(failure));
      notify.error(failure.message, ADMIN);
      yield* settle(error);
    }
  }

  function* saveFeatured({ payload: courseIds }: ReturnType<typeof actions.featuredSubmitted>) {
    try {
      const response: HomepageChangedResponse = yield call(api.saveFeatured, courseIds, yield* revision());
      yield put(actions.featuredSaved(response.homepage));
      notify.success(response.message, ADMIN);
      yield* settle(null);
    } catch (error) {
      const failure = toRemoteError(error, HOMEPAGE_MESSAGES.saveFailed);
      yield put(actions.featuredSaveFailed(failure));
      notify.error(failure.message, ADMIN);
      yield* settle(error);
    }
  }

  /** The picked photos by item index; each is let go once the save went through. */
  function photosOf(photoKeys: Array<string | null>): Map<number, Blob> {
    const photos = new Map<number, Blob>();
    photoKeys.forEach((key, index) => {
      const file = key ? files.get(key) : undefined;
      if (file) photos.set(index, file);
    });
    return photos;
  }
  const release = (photoKeys: Array<string | null>) => photoKeys.forEach((key) => key && files.release(key));

  function* saveTestimonials({ payload: { items, photoKeys } }: ReturnType<typeof actions.testimonialsSubmitted>) {
    try {
      const response: HomepageChangedResponse = yield call(api.saveTestimonials, items, photosOf(photoKeys), yield* revision());
      release(photoKeys);
      yield put(actions.testimonialsSaved(response.homepage));
      notify.success(response.message, ADMIN);
      yield* settle(null);
    } catch (error) {
      const failure = toRemoteError(error, HOMEPAGE_MESSAGES.saveFailed);
      yield put(actions.testimonialsSaveFailed(failure));
      notify.error(failure.message, ADMIN);
      yield* settle(error);
    }
  }

  function* saveInstructors({ payload: { items, photoKeys } }: ReturnType<typeof actions.instructorsSubmitted>) {
    try {
      const response: HomepageChangedResponse = yield call(api.saveInstructors, items, photosOf(photoKeys), yield* revision());
      release(photoKeys);
      yield put(actions.instructorsSaved(response.homepage));
      notify.success(response.message, ADMIN);
      yield* settle(null);
    } catch (error) {
      const failure = toRemoteError(error, HOMEPAGE_MESSAGES.saveFailed);
      yield put(actions.instructorsSaveFailed(failure));
      notify.error(failure.message, ADMIN);
      yield* settle(error);
    }
  }

  function* restore() {
    const { version }: HomepageContentState['restore'] = yield select(selectHomepageRestore);
    if (!version) return;
    try {
      const response: HomepageChangedResponse = yield call(api.restore, version.version, yield* revision());
      yield put(actions.restored(response.homepage));
      notify.success(response.message, ADMIN);
      yield* settle(null);
    } catch (error) {
      const failure = toRemoteError(error, HOMEPAGE_MESSAGES.restoreFailed);
      yield put(actions.restoreFailed(failure));
      notify.error(failure.message, ADMIN);
      yield* settle(error);
    }
  }

  return function* homepageContentSaga() {
    yield takeLatest(actions.editorOpened.type, open);
    yield takeLatest(actions.historyPageRequested.type, ({ payload }: ReturnType<typeof actions.historyPageRequested>) => loadHistory(payload));
    yield takeLatest(actions.heroSubmitted.type, saveHero);
    yield takeLatest(actions.featuredSubmitted.type, saveFeatured);
    yield takeLatest(actions.testimonialsSubmitted.type, saveTestimonials);
    yield takeLatest(actions.instructorsSubmitted.type, saveInstructors);
    yield takeLatest(actions.restoreConfirmed.type, restore);
  };
}
