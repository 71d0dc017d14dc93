import { DeletePopupResponse, Popup, POPUP_MESSAGES, PopupChangedResponse } from '@academy/contracts';
import { nanoid } from '@reduxjs/toolkit';
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PickedFiles } from '../../lib/picked-files';
import { toRemoteError } from '../../lib/remote';
import { ApiError } from '../../platform/api-client';
import type { Notifier } from '../../platform/notify';
import type { PopupApi } from './popup.api';
import { selectPopupDeletion, selectPopupEditor } from './popup.selectors';
import { PopupEditorState, popupActions, PopupState } from './popup.slice';

export interface PopupAdminSagaDeps {
  api: PopupApi;
  notify: Notifier;
  files: PickedFiles;
}

const ADMIN = { area: 'admin' } as const;
const hasCode = (error: unknown, code: string) => error instanceof ApiError && error.code === code;

/** The admin's popup list (/admin/popup): load, create and edit with a picture, switch on or off, delete. */
export function createPopupAdminSaga({ api, notify, files }: PopupAdminSagaDeps) {
  function* load() {
    try {
      const popups: Popup[] = yield call(api.list);
      yield put(popupActions.listReceived(popups));
    } catch (error) {
      yield put(popupActions.listFailed(toRemoteError(error, POPUP_MESSAGES.loadFailed)));
    }
  }

  function* send({ form, imageKey }: ReturnType<typeof popupActions.editorSubmitted>['payload'], editor: PopupEditorState) {
    const image = imageKey ? files.get(imageKey) : undefined;
    const { editing } = editor;
    if (editing) return (yield call(api.update, editing._id, form, image, editing.revision)) as PopupChangedResponse;
    try {
      return (yield call(api.create, form, image, editor.idempotencyKey)) as PopupChangedResponse;
    } catch (error) {
      if (!hasCode(error, 'IDEMPOTENCY_KEY_REUSED')) throw error;
      const fresh = nanoid();
      yield put(popupActions.idempotencyKeyReplaced(fresh));
      return (yield call(api.create, form, image, fresh)) as PopupChangedResponse;
    }
  }

  /** Switching one popup on switches the other off: the list loads again to show both, with their new revisions. */
  function* afterChange(popup: Popup) {
    if (popup.isActive) yield call(load);
  }

  function* save(action: ReturnType<typeof popupActions.editorSubmitted>) {
    const editor: PopupEditorState = yield select(selectPopupEditor);
    try {
      const response: PopupChangedResponse = yield* send(action.payload, editor);
      if (action.payload.imageKey) files.release(action.payload.imageKey);
      yield put(popupActions.saved(response.popup));
      notify.success(response.message, ADMIN);
      yield* afterChange(response.popup);
    } catch (error) {
      const failure = toRemoteError(error, POPUP_MESSAGES.saveFailed);
      yield put(popupActions.saveFailed(failure));
      notify.error(failure.message, ADMIN);
      // Another admin changed it meanwhile: the list loads again so the next edit starts from theirs.
      if (hasCode(error, 'EDIT_CONFLICT')) yield call(load);
    }
  }

  function* toggle({ payload: { popup, isActive } }: ReturnType<typeof popupActions.toggleRequested>) {
    try {
      const response: PopupChangedResponse = yield call(api.update, popup._id, { title: popup.title, link: popup.link, isActive }, undefined, popup.revision);
      yield put(popupActions.toggled(response.popup));
      notify.success(response.message, ADMIN);
      yield* afterChange(response.popup);
    } catch (error) {
      const failure = toRemoteError(error, POPUP_MESSAGES.saveFailed);
      notify.error(failure.message, ADMIN);
      yield put(popupActions.toggleFailed({ id: popup._id, error: failure }));
      if (hasCode(error, 'EDIT_CONFLICT')) yield call(load);
    }
  }

  function* remove() {
    const { popup }: PopupState['deletion'] = yield select(selectPopupDeletion);
    if (!popup) return;
    try {
      const response: DeletePopupResponse = yield call(api.remove, popup._id);
      yield put(popupActions.deleted(response.id));
      notify.success(response.message, ADMIN);
    } catch (error) {
      const failure = toRemoteError(error, POPUP_MESSAGES.deleteFailed);
      yield put(popupActions.deleteFailed(failure));
      notify.error(failure.message, ADMIN);
    }
  }

  return function* popupAdminSaga() {
    yield takeLatest(popupActions.adminOpened.type, load);
    yield takeLatest(popupActions.editorSubmitted.type, save);
    yield takeEvery(popupActions.toggleRequested.type, toggle);
    yield takeLatest(popupActions.deleteConfirmed.type, remove);
  };
}
