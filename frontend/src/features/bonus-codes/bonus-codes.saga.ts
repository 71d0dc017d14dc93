import { BonusCode, BonusCodeChangedResponse, DeleteBonusCodeResponse, WALLET_MESSAGES } from '@academy/contracts';
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { toRemoteError } from '../../lib/remote';
import { Notifier } from '../../platform/notify';
import { termsOf } from './bonus-code-form';
import { BonusCodesApi } from './bonus-codes.api';
import { selectBonusCodeDeletion, selectBonusCodeEditor } from './bonus-codes.selectors';
import { bonusCodesActions } from './bonus-codes.slice';

export interface BonusCodesSagaDeps {
  api: BonusCodesApi;
  notify: Notifier;
}

const ADMIN = { area: 'admin' } as const;

export function createBonusCodesSaga({ api, notify }: BonusCodesSagaDeps) {
  function* load() {
    try {
      const bonusCodes: BonusCode[] = yield call(api.list);
      yield put(bonusCodesActions.received(bonusCodes));
    } catch (error) {
      yield put(bonusCodesActions.loadFailed(toRemoteError(error, WALLET_MESSAGES.bonusCodesLoadFailed)));
    }
  }

  /** Refusals carry the server's Vietnamese text (a taken code, a window out of order), shown in the form and a toast. */
  function* save({ payload }: ReturnType<typeof bonusCodesActions.editorSubmitted>) {
    const { editing }: ReturnType<typeof selectBonusCodeEditor> = yield select(selectBonusCodeEditor);
    try {
      const { code, ...terms } = payload;
      const response: BonusCodeChangedResponse = editing ? yield call(api.update, editing._id, terms) : yield call(api.create, payload);
      yield put(bonusCodesActions.saved(response.bonusCode));
      notify.success(response.message, ADMIN);
    } catch (error) {
      const failure = toRemoteError(error);
      notify.error(failure.message, ADMIN);
      yield put(bonusCodesActions.saveFailed(failure));
    }
  }

  /** The switch sends the row's own terms with the flag wanted: PUT replaces the terms, so they must go along unchanged. */
  function* toggle({ payload: { bonusCode, isActive } }: ReturnType<typeof bonusCodesActions.toggleRequested>) {
    try {
      const response: BonusCodeChangedResponse = yield call(api.update, bonusCode._id, { ...termsOf(bonusCode), isActive });
      yield put(bonusCodesActions.toggled(response.bonusCode));
      notify.success(response.message, ADMIN);
    } catch (error) {
      const failure = toRemoteError(error);
      notify.error(failure.message, ADMIN);
      yield put(bonusCodesActions.toggleFailed({ id: bonusCode._id, error: failure }));
    }
  }

  function* remove() {
    const { bonusCode }: ReturnType<typeof selectBonusCodeDeletion> = yield select(selectBonusCodeDeletion);
    if (!bonusCode) return;
    try {
      const response: DeleteBonusCodeResponse = yield call(api.remove, bonusCode._id);
      if (response.outcome === 'deactivated' && response.bonusCode) yield put(bonusCodesActions.deactivatedInstead(response.bonusCode));
      else yield put(bonusCodesActions.deleted(response._id));
      notify.success(response.message, ADMIN);
    } catch (error) {
      const failure = toRemoteError(error);
      notify.error(failure.message, ADMIN);
      yield put(bonusCodesActions.deleteFailed(failure));
    }
  }

  return function* bonusCodesSaga() {
    yield takeLatest(bonusCodesActions.opened.type, load);
    yield takeLatest(bonusCodesActions.editorSubmitted.type, save);
    yield takeEvery(bonusCodesActions.toggleRequested.type, toggle);
    yield takeLatest(bonusCodesActions.deleteConfirmed.type, remove);
  };
}
