import {
  CONTACT_MESSAGES,
  ContactSubmission,
  ERROR_MESSAGES,
  ListContactSubmissionsResponse,
  SubmitContactResponse,
  UpdateContactStatusResponse,
} from '@academy/contracts';
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { ApiError, errorMessage } from '../../platform/api-client';
import { Notifier } from '../../platform/notify';
import { ContactApi } from './contact.api';
import { ContactRootState, selectContactInbox } from './contact.selectors';
import { contactActions } from './contact.slice';
import { toContactFieldErrors } from './contact.validation';

export const INBOX_PAGE_SIZE = 10;

export interface ContactSagaDeps {
  api: ContactApi;
  notify: Notifier;
}

export function createContactSaga(deps: ContactSagaDeps) {
  function* submit({ payload }: ReturnType<typeof contactActions.messageSubmitted>) {
    try {
      const draftKey: string = yield select((state: ContactRootState) => state.contact.submission.draftKey);
      const response: SubmitContactResponse = yield call(deps.api.submit, payload, draftKey);
      yield put(contactActions.messageSent(response));
      deps.notify.success(response.message);
    } catch (error) {
      const message = errorMessage(error, ERROR_MESSAGES.CONTACT_SEND_FAILED);
      const fieldErrors = error instanceof ApiError ? toContactFieldErrors(error.fields) : {};
      yield put(contactActions.messageFailed({ message, fieldErrors }));
      deps.notify.error(message);
    }
  }

  /** Filter and page live in the state; every trigger reloads with the latest of both. */
  function* loadInbox() {
    const { filter, page }: ContactRootState['contact']['inbox'] = yield select(selectContactInbox);
    try {
      const response: ListContactSubmissionsResponse = yield call(deps.api.list, {
        page,
        limit: INBOX_PAGE_SIZE,
        ...(filter === 'all' ? {} : { status: filter }),
      });
      yield put(contactActions.inboxReceived(response));
    } catch (error) {
      yield put(contactActions.inboxFailed(errorMessage(error)));
    }
  }

  function* changeStatus({ payload }: ReturnType<typeof contactActions.statusChangeRequested>) {
    try {
      const response: UpdateContactStatusResponse = yield call(deps.api.updateStatus, payload.id, payload.status);
      const submission: ContactSubmission = response.submission;
      yield put(contactActions.statusChanged(submission));
      deps.notify.success(CONTACT_MESSAGES.statusUpdated, { area: 'admin' });
    } catch (error) {
      const message = errorMessage(error);
      yield put(contactActions.statusChangeFailed({ id: payload.id, message }));
      deps.notify.error(message, { area: 'admin' });
    }
  }

  return function* contactSaga() {
    yield takeLatest(contactActions.messageSubmitted.type, submit);
    yield takeLatest(
      [contactActions.inboxOpened.type, contactActions.inboxFilterChanged.type, contactActions.inboxPageChanged.type],
      loadInbox,
    );
    yield takeEvery(contactActions.statusChangeRequested.type, changeStatus);
  };
}
