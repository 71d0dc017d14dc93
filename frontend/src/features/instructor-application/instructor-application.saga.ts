import { INSTRUCTOR_APPLICATION_MESSAGES, InstructorApplication, InstructorApplicationResponse } from '@academy/contracts';
import { call, fork, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { createPagedListSaga } from '../../lib/paged-list';
import { toRemoteError } from '../../lib/remote';
import { ApiError } from '../../platform/api-client';
import { Notifier } from '../../platform/notify';
import { InstructorApplicationApi } from './instructor-application.api';
import { selectApplicationsList } from './instructor-application.selectors';
import { applicationsList, instructorApplicationActions as actions } from './instructor-application.slice';

export interface InstructorApplicationSagaDeps {
  api: InstructorApplicationApi;
  notify: Notifier;
}

const M = INSTRUCTOR_APPLICATION_MESSAGES;

export function createInstructorApplicationSaga(deps: InstructorApplicationSagaDeps) {
  function* loadMine() {
    try {
      const application: InstructorApplication | null = yield call(deps.api.mine);
      yield put(actions.applicationReceived(application));
    } catch (error) {
      yield put(actions.applicationLoadFailed(toRemoteError(error, M.loadFailed)));
    }
  }

  /** The page shows the outcome in place of the form; the form shows a failure inline (no toast). */
  function* submit({ payload }: ReturnType<typeof actions.applicationSubmitted>) {
    try {
      const response: InstructorApplicationResponse = yield call(deps.api.submit, payload);
      yield put(actions.applicationSent(response));
    } catch (error) {
      yield put(actions.applicationSendFailed(toRemoteError(error, M.submitFailed)));
    }
  }

  /**
   * Another admin decided, or the applicant applied again, since the list loaded: the list reloads
   * to show that, and a toast says why. Other failures of the reject dialog are said in the dialog.
   */
  function* failed(uid: string, error: unknown, shownInDialog: boolean) {
    const remoteError = toRemoteError(error, M.decideFailed);
    const conflicted = error instanceof ApiError && (error.code === 'EDIT_CONFLICT' || error.code === 'INSTRUCTOR_APPLICATION_DECIDED');
    yield put((conflicted ? actions.decisionConflicted : actions.decisionFailed)({ uid, error: remoteError }));
    if (conflicted || !shownInDialog) deps.notify.error(remoteError.message, { area: 'admin' });
  }

  function* accept({ payload: { uid, revision } }: ReturnType<typeof actions.acceptRequested>) {
    try {
      const response: InstructorApplicationResponse = yield call(deps.api.accept, uid, revision);
      yield put(actions.applicationDecided(response.application));
      deps.notify.success(response.message, { area: 'admin' });
    } catch (error) {
      yield* failed(uid, error, false);
    }
  }

  function* reject({ payload: { uid, revision, reason } }: ReturnType<typeof actions.rejectSubmitted>) {
    try {
      const response: InstructorApplicationResponse = yield call(deps.api.reject, uid, reason, revision);
      yield put(actions.applicationDecided(response.application));
      deps.notify.success(response.message, { area: 'admin' });
    } catch (error) {
      yield* failed(uid, error, true);
    }
  }

  const listSaga = createPagedListSaga(applicationsList, {
    select: selectApplicationsList,
    fetch: deps.api.list,
    fallback: M.listFailed,
    reloadOn: [actions.decisionConflicted.type],
  });

  return function* instructorApplicationSaga() {
    yield takeLatest(actions.applicationOpened.type, loadMine);
    yield takeLatest(actions.applicationSubmitted.type, submit);
    yield takeEvery(actions.acceptRequested.type, accept);
    yield takeEvery(actions.rejectSubmitted.type, reject);
    yield fork(listSaga);
  };
}
