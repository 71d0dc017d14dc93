import { AUTH_MESSAGES, ResponseOf } from '@academy/contracts';
import { call, fork, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { createPagedListSaga } from '../../lib/paged-list';
import { toRemoteError } from '../../lib/remote';
import { errorMessage } from '../../platform/api-client';
import { Notifier } from '../../platform/notify';
import { AdminUsersApi } from './admin-users.api';
import { selectDeletion, selectRegistrationsChart, selectUserDetails, selectUserList } from './admin-users.selectors';
import { AdminUsersState, adminUsersActions, usersList } from './admin-users.slice';
import { ADMIN_USERS_MESSAGES } from './admin-users.validation';

export interface AdminUsersSagaDeps {
  api: AdminUsersApi;
  notify: Notifier;
}

const ADMIN = { area: 'admin' } as const;

export function createAdminUsersSaga(deps: AdminUsersSagaDeps) {
  const fail = (message: string) => deps.notify.error(message, ADMIN);
  const succeed = (message: string) => deps.notify.success(message, ADMIN);

  function* changeRole({ payload }: ReturnType<typeof adminUsersActions.roleChangeRequested>) {
    try {
      const response: ResponseOf<'changeUserRole'> = yield call(deps.api.changeRole, payload.id, payload.role);
      yield put(adminUsersActions.roleChanged(response.user));
      succeed(AUTH_MESSAGES.roleUpdated);
    } catch (error) {
      const message = errorMessage(error, ADMIN_USERS_MESSAGES.roleFailed);
      yield put(adminUsersActions.rowOperationFailed({ id: payload.id, message }));
      fail(message);
    }
  }

  function* changeLevel({ payload }: ReturnType<typeof adminUsersActions.levelChangeRequested>) {
    try {
      const response: ResponseOf<'changeAffiliateLevel'> = yield call(deps.api.changeLevel, payload.id, payload.level);
      yield put(adminUsersActions.levelChanged(response.user));
      succeed(AUTH_MESSAGES.levelUpdated);
    } catch (error) {
      const message = errorMessage(error, ADMIN_USERS_MESSAGES.levelFailed);
      yield put(adminUsersActions.rowOperationFailed({ id: payload.id, message }));
      fail(message);
    }
  }

  function* toggleDisabled({ payload }: ReturnType<typeof adminUsersActions.disableToggleRequested>) {
    try {
      const response: ResponseOf<'toggleUserDisabled'> = yield call(deps.api.toggleDisabled, payload.id, payload.disable);
      yield put(adminUsersActions.disableToggled({ id: payload.id, disabled: response.disabled }));
      succeed(response.disabled ? AUTH_MESSAGES.accountDisabledDone : AUTH_MESSAGES.accountEnabledDone);
    } catch (error) {
      const message = errorMessage(error, ADMIN_USERS_MESSAGES.disableFailed);
      yield put(adminUsersActions.rowOperationFailed({ id: payload.id, message }));
      fail(message);
    }
  }

  function* sendPasswordReset({ payload }: ReturnType<typeof adminUsersActions.resetPasswordRequested>) {
    try {
      yield call(deps.api.sendPasswordReset, payload.id, payload.email);
      yield put(adminUsersActions.resetPasswordSent(payload.id));
      succeed(AUTH_MESSAGES.resetPasswordSent);
    } catch (error) {
      const message = errorMessage(error, ADMIN_USERS_MESSAGES.resetFailed);
      yield put(adminUsersActions.rowOperationFailed({ id: payload.id, message }));
      fail(message);
    }
  }

  function* loadDetails({ payload: id }: ReturnType<typeof adminUsersActions.detailsOpened>) {
    try {
      const details: ResponseOf<'userDetails'> = yield call(deps.api.details, id);
      yield put(adminUsersActions.detailsReceived(details));
    } catch (error) {
      const failure = toRemoteError(error, ADMIN_USERS_MESSAGES.detailsFailed);
      yield put(adminUsersActions.detailsFailed(failure));
      fail(failure.message);
    }
  }

  function* deleteUser() {
    const { user }: AdminUsersState['deletion'] = yield select(selectDeletion);
    if (!user) return;
    try {
      yield call(deps.api.remove, user._id);
      yield put(adminUsersActions.userDeleted(user._id));
      succeed(AUTH_MESSAGES.userDeleted);
    } catch (error) {
      const failure = toRemoteError(error, ADMIN_USERS_MESSAGES.deleteFailed);
      yield put(adminUsersActions.deleteFailed({ id: user._id, error: failure }));
      fail(failure.message);
    }
  }

  function* createUser({ payload }: ReturnType<typeof adminUsersActions.createSubmitted>) {
    try {
      const response: ResponseOf<'createUser'> = yield call(deps.api.create, payload);
      yield put(adminUsersActions.userCreated(response.user));
      succeed(AUTH_MESSAGES.userCreated);
    } catch (error) {
      const failure = toRemoteError(error, ADMIN_USERS_MESSAGES.createFailed);
      yield put(adminUsersActions.createFailed(failure));
      fail(failure.message);
    }
  }

  /** Resets the open account's enrolled face with the admin's reason; the learner is notified by the server. */
  function* resetFace({ payload }: ReturnType<typeof adminUsersActions.faceResetSubmitted>) {
    const { id }: AdminUsersState['details'] = yield select(selectUserDetails);
    if (!id) return;
    try {
      const response: ResponseOf<'resetLearnerFace'> = yield call(deps.api.resetFace, id, payload.reason);
      yield put(adminUsersActions.faceResetDone());
      succeed(response.message);
    } catch (error) {
      const failure = toRemoteError(error, ADMIN_USERS_MESSAGES.faceResetFailed);
      yield put(adminUsersActions.faceResetFailed(failure));
      fail(failure.message);
    }
  }

  function* loadStats() {
    try {
      const stats: ResponseOf<'userStats'> = yield call(deps.api.stats);
      yield put(adminUsersActions.statsReceived(stats));
    } catch (error) {
      yield put(adminUsersActions.statsFailed(toRemoteError(error, ADMIN_USERS_MESSAGES.statsFailed)));
    }
  }

  function* loadChart() {
    const chart: AdminUsersState['chart'] = yield select(selectRegistrationsChart);
    try {
      const response: ResponseOf<'registrationsOverTime'> = yield call(deps.api.registrations, chart.period, chart.rangeMonths);
      yield put(adminUsersActions.chartReceived(response));
    } catch (error) {
      yield put(adminUsersActions.chartFailed(toRemoteError(error, ADMIN_USERS_MESSAGES.chartFailed)));
    }
  }

  // A created or deleted account changes the pages: the table reloads.
  const listSaga = createPagedListSaga(usersList, {
    select: selectUserList,
    fetch: deps.api.list,
    fallback: ADMIN_USERS_MESSAGES.listFailed,
    reloadOn: [adminUsersActions.userDeleted.type, adminUsersActions.userCreated.type],
  });

  return function* adminUsersSaga() {
    yield fork(listSaga);
    yield takeEvery(adminUsersActions.roleChangeRequested.type, changeRole);
    yield takeEvery(adminUsersActions.levelChangeRequested.type, changeLevel);
    yield takeEvery(adminUsersActions.disableToggleRequested.type, toggleDisabled);
    yield takeEvery(adminUsersActions.resetPasswordRequested.type, sendPasswordReset);
    yield takeLatest(adminUsersActions.detailsOpened.type, loadDetails);
    yield takeLatest(adminUsersActions.deleteConfirmed.type, deleteUser);
    yield takeLatest(adminUsersActions.createSubmitted.type, createUser);
    yield takeLatest(adminUsersActions.faceResetSubmitted.type, resetFace);
    yield takeLatest(adminUsersActions.statsRequested.type, loadStats);
    yield takeLatest(
      [adminUsersActions.chartRequested.type, adminUsersActions.chartPeriodChanged.type, adminUsersActions.chartRangeChanged.type],
      loadChart,
    );
  };
}
