import { DeleteDiscountResponse, DISCOUNT_MESSAGES, DiscountChangedResponse, DiscountCode } from '@academy/contracts';
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { toRemoteError } from '../../lib/remote';
import { Notifier } from '../../platform/notify';
import { DiscountsApi } from './discounts.api';
import { selectDiscountDeletion, selectDiscountEditor } from './discounts.selectors';
import { discountsActions, DiscountTargets } from './discounts.slice';

export interface DiscountsSagaDeps {
  api: DiscountsApi;
  notify: Notifier;
}

const ADMIN = { area: 'admin' } as const;

export function createDiscountsSaga({ api, notify }: DiscountsSagaDeps) {
  function* load() {
    try {
      const discounts: DiscountCode[] = yield call(api.list);
      yield put(discountsActions.received(discounts));
    } catch (error) {
      yield put(discountsActions.loadFailed(toRemoteError(error, DISCOUNT_MESSAGES.loadFailed)));
    }
  }

  /** The scope lists load each time the dialog opens (a course published meanwhile appears); the last ones stay on screen. */
  function* loadTargets() {
    yield put(discountsActions.targetsRequested());
    try {
      const [courses, plans]: [DiscountTargets['courses'], DiscountTargets['plans']] = yield all([call(api.courses), call(api.toolPlans)]);
      yield put(discountsActions.targetsReceived({ courses, plans }));
    } catch (error) {
      yield put(discountsActions.targetsFailed(toRemoteError(error, DISCOUNT_MESSAGES.optionsLoadFailed)));
    }
  }

  function* save({ payload }: ReturnType<typeof discountsActions.editorSubmitted>) {
    const { editing }: ReturnType<typeof selectDiscountEditor> = yield select(selectDiscountEditor);
    try {
      const { code, ...terms } = payload;
      const response: DiscountChangedResponse = editing ? yield call(api.update, editing._id, terms) : yield call(api.create, payload);
      yield put(discountsActions.saved(response.discount));
      notify.success(response.message, ADMIN);
    } catch (error) {
      const failure = toRemoteError(error, editing ? DISCOUNT_MESSAGES.updateFailed : DISCOUNT_MESSAGES.createFailed);
      notify.error(failure.message, ADMIN);
      yield put(discountsActions.saveFailed(failure));
    }
  }

  function* toggle({ payload: { discount, isActive } }: ReturnType<typeof discountsActions.toggleRequested>) {
    try {
      const response: DiscountChangedResponse = yield call(api.setActive, discount._id, isActive);
      yield put(discountsActions.toggled(response.discount));
      notify.success(response.message, ADMIN);
    } catch (error) {
      const failure = toRemoteError(error, DISCOUNT_MESSAGES.updateFailed);
      notify.error(failure.message, ADMIN);
      yield put(discountsActions.toggleFailed({ id: discount._id, error: failure }));
    }
  }

  function* remove() {
    const { discount }: ReturnType<typeof selectDiscountDeletion> = yield select(selectDiscountDeletion);
    if (!discount) return;
    try {
      const response: DeleteDiscountResponse = yield call(api.remove, discount._id);
      if (response.outcome === 'deactivated' && response.discount) yield put(discountsActions.deactivatedInstead(response.discount));
      else yield put(discountsActions.deleted(response._id));
      notify.success(response.message, ADMIN);
    } catch (error) {
      const failure = toRemoteError(error, DISCOUNT_MESSAGES.deleteFailed);
      notify.error(failure.message, ADMIN);
      yield put(discountsActions.deleteFailed(failure));
    }
  }

  return function* discountsSaga() {
    yield takeLatest(discountsActions.opened.type, load);
    yield takeLatest([discountsActions.createOpened.type, discountsActions.editOpened.type], loadTargets);
    yield takeLatest(discountsActions.editorSubmitted.type, save);
    yield takeEvery(discountsActions.toggleRequested.type, toggle);
    yield takeLatest(discountsActions.deleteConfirmed.type, remove);
  };
}
