import { CONTACT_MESSAGES, ERROR_MESSAGES, SubmitContactResponse, UpdateContactStatusResponse } from '@academy/contracts';
import { nanoid } from '@reduxjs/toolkit';
import { call, fork, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { createPagedListSaga } from '../../lib/paged-list';
import { toRemoteError } from '../../lib/remote';
import { ApiError, errorMessage } from '../../platform/api-client';
import { Notifier } from '../../platform/notify';
import { ContactApi } from './contact.api';
import { selectContactInbox, selectDraftKey } from './contact.selectors';
import { contactActions, contactInbox } from './contact.slice';

export interface ContactSagaDeps {
  api: ContactApi;
  notify: Notifier;
}

export function createContactSaga(deps: ContactSagaDeps) {
  /**
   * A retry keeps the draft's key, so a message whose answer was lost is recorded once. If that
   * lost attempt did arrive and the visitor then edited the text, the server refuses the key for
   * the new text (422): that is a new message, so it goes out under a new key.
   */
  function* send(payload: ReturnType<typeof contactActions.messageSubmitted>['payload']) {
    try {
      return (yield call(deps.api.submit, payload, yield select(selectDraftKey))) as SubmitContactResponse;
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== 'IDEMPOTENCY_KEY_REUSED') throw error;
      yield put(contactActions.draftKeyReplaced(nanoid()));
      return (yield call(deps.api.submit, payload, yield select(selectDraftKey))) as SubmitContactResponse;
    }
  }

  function* submit({ payload }: ReturnType<typeof contactActions.messageSubmitted>) {
    try {
      const response: SubmitContactResponse = yield* send(payload);
      // The form gives way to a lasting confirmation with this message; no toast on top.
      yield put(contactActions.messageSent(response));
    } catch (error) {
      // The form shows the failure inline; no toast repeats it.
      yield put(contactActions.messageFailed(toRemoteError(error, ERROR_MESSAGES.CONTACT_SEND_FAILED)));
    }
  }

  function* changeStatus({ payload }: ReturnType<typeof contactActions.statusChangeRequested>) {
    try {
      const response: UpdateContactStatusResponse = yield call(deps.api.updateStatus, payload.id, payload.status, payload.revision);
      yield put(contactActions.statusChanged(response.submission));
      deps.notify.success(CONTACT_MESSAGES.statusUpdated, { area: 'admin' });
    } catch (error) {
      const message = errorMessage(error);
      const conflicted = error instanceof ApiError && error.code === 'EDIT_CONFLICT';
      yield put((conflicted ? contactActions.statusChangeConflicted : contactActions.statusChangeFailed)({ id: payload.id, message }));
      deps.notify.error(message, { area: 'admin' });
    }
  }

  const inboxSaga = createPagedListSaga(contactInbox, {
    select: selectContactInbox,
    fetch: deps.api.list,
    reloadOn: [contactActions.statusChangeConflicted.type],
  });

  return function* contactSaga() {
    yield takeLatest(contactActions.messageSubmitted.type, submit);
    yield fork(inboxSaga);
    yield takeEvery(contactActions.statusChangeRequested.type, changeStatus);
  };
}
