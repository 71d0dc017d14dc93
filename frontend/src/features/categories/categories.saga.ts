import { Category, CATEGORY_MESSAGES, CategoryChangedResponse, DeleteCategoryResponse } from '@academy/contracts';
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { toRemoteError } from '../../lib/remote';
import { ApiError } from '../../platform/api-client';
import { Notifier } from '../../platform/notify';
import { CategoriesApi } from './categories.api';
import { selectCategoryDeletion, selectCategoryEditor } from './categories.selectors';
import { categoriesActions } from './categories.slice';

export interface CategoriesSagaDeps {
  api: CategoriesApi;
  notify: Notifier;
}

const ADMIN = { area: 'admin' } as const;

/** Another admin changed the category since the list loaded: the list loads again to show it. */
const isEditConflict = (error: unknown) => error instanceof ApiError && error.code === 'EDIT_CONFLICT';

export function createCategoriesSaga({ api, notify }: CategoriesSagaDeps) {
  function* load() {
    try {
      const categories: Category[] = yield call(api.list);
      yield put(categoriesActions.received(categories));
    } catch (error) {
      yield put(categoriesActions.loadFailed(toRemoteError(error, CATEGORY_MESSAGES.loadFailed)));
    }
  }

  function* failed(error: unknown, fallback: string) {
    const failure = toRemoteError(error, fallback);
    notify.error(failure.message, ADMIN);
    if (isEditConflict(error)) yield put(categoriesActions.opened());
    return failure;
  }

  function* save({ payload }: ReturnType<typeof categoriesActions.editorSubmitted>) {
    const { editing }: ReturnType<typeof selectCategoryEditor> = yield select(selectCategoryEditor);
    try {
      const { name, description, order } = payload;
      const response: CategoryChangedResponse = editing
        ? yield call(api.update, editing._id, { name, description, order }, editing.revision)
        : yield call(api.create, payload);
      yield put(categoriesActions.saved(response.category));
      notify.success(response.message, ADMIN);
    } catch (error) {
      const fallback = editing ? CATEGORY_MESSAGES.updateFailed : CATEGORY_MESSAGES.createFailed;
      yield put(categoriesActions.saveFailed(yield* failed(error, fallback)));
    }
  }

  function* toggle({ payload: category }: ReturnType<typeof categoriesActions.toggleRequested>) {
    try {
      const response: CategoryChangedResponse = yield call(api.toggleActive, category._id, category.revision);
      yield put(categoriesActions.toggled(response.category));
      notify.success(response.message, ADMIN);
    } catch (error) {
      yield put(categoriesActions.toggleFailed({ id: category._id, error: yield* failed(error, CATEGORY_MESSAGES.updateFailed) }));
    }
  }

  function* remove() {
    const { category }: ReturnType<typeof selectCategoryDeletion> = yield select(selectCategoryDeletion);
    if (!category) return;
    try {
      const response: DeleteCategoryResponse = yield call(api.remove, category._id);
      yield put(categoriesActions.deleted(response._id));
      notify.success(response.message, ADMIN);
    } catch (error) {
      yield put(categoriesActions.deleteFailed(yield* failed(error, CATEGORY_MESSAGES.deleteFailed)));
    }
  }

  return function* categoriesSaga() {
    yield takeLatest(categoriesActions.opened.type, load);
    yield takeLatest(categoriesActions.editorSubmitted.type, save);
    yield takeEvery(categoriesActions.toggleRequested.type, toggle);
    yield takeLatest(categoriesActions.deleteConfirmed.type, remove);
  };
}
