import { AUTH_MESSAGES, ListUsersQuery, ListUsersResponse, ResponseOf } from '@academy/contracts';
import { call, debounce, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { ApiError, errorMessage } from '../../platform/api-client';
import { Notifier } from '../../platform/notify';
import { AdminUsersApi } from './admin-users.api';
import { AdminUsersRootState, selectRegistrationsChart, selectUserList } from './admin-users.selectors';
import { AdminUsersState, adminUsersActions } from './admin-users.slice';
import { ADMIN_USERS_MESSAGES, toCreateUserFieldErrors } from './admin-users.validation';

/** Spec part 1 §9: admin lists show 10 per page; the search waits 500 ms after the last keystroke. */
export const USERS_PAGE_SIZE = 10;
export const SEARCH_DEBOUNCE_MS = 500;

export interface AdminUsersSagaDeps {
  api: AdminUsersApi;
  notify: Notifier;
}

const ADMIN = { area: 'admin' } as const;

export function createAdminUsersSaga(deps: AdminUsersSagaDeps) {
  const fail = (message: string) => deps.notify.error(message, ADMIN);
  const succeed = (message: string) => deps.notify.success(message, ADMIN);

  /** Filters and page live in the state; every trigger reloads with the latest of all of them. */
  function* loadUsers() {
    const list: AdminUsersState['list'] = yield select(selectUserList);
    const query: ListUsersQuery = {
      page: list.page,
      limit: USERS_PAGE_SIZE,
      ...(list.role ? { role: list.role } : {}),
      ...(list.search ? { search: list.search } : {}),
      ...(list.verifiedStatus ? { verifiedStatus: list.verifiedStatus } : {}),
    };
    try {
      const response: ListUsersResponse = yield call(deps.api.list, query);
      yield put(adminUsersActions.usersReceived(response));
    } catch (error) {
      yield put(adminUsersActions.usersFailed(errorMessage(error, ADMIN_USERS_MESSAGES.listFailed)));
    }
  }

  function* applySearch() {
    yield put(adminUsersActions.searchApplied());
  }

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
      const message = errorMessage(error, ADMIN_USERS_MESSAGES.detailsFailed);
      yield put(adminUsersActions.detailsFailed(message));
      fail(message);
    }
  }

  function* deleteUser() {
    const user = (yield select((s: AdminUsersRootState) => s.adminUsers.deletion.user)) as AdminUsersState['deletion']['user'];
    if (!user) return;
    try {
      yield call(deps.api.remove, user._id);
      yield put(adminUsersActions.userDeleted(user._id));
      succeed(AUTH_MESSAGES.userDeleted);
      yield call(loadUsers);
    } catch (error) {
      const message = errorMessage(error, ADMIN_USERS_MESSAGES.deleteFailed);
      yield put(adminUsersActions.deleteFailed({ id: user._id, message }));
      fail(message);
    }
  }

  function* createUser({ payload }: ReturnType<typeof adminUsersActions.createSubmitted>) {
    try {
      const response: ResponseOf<'createUser'> = yield call(deps.api.create, payload);
      yield put(adminUsersActions.userCreated(response.user));
      succeed(AUTH_MESSAGES.userCreated);
      yield call(loadUsers);
    } catch (error) {
      const message = errorMessage(error, ADMIN_USERS_MESSAGES.createFailed);
      const fieldErrors = error instanceof ApiError ? toCreateUserFieldErrors(error.fields) : {};
      yield put(adminUsersActions.createFailed({ message, fieldErrors }));
      fail(message);
    }
  }

  function* loadStats() {
    try {
      const stats: ResponseOf<'userStats'> = yield call(deps.api.stats);
      yield put(adminUsersActions.statsReceived(stats));
    } catch (error) {
      yield put(adminUsersActions.statsFailed(errorMessage(error, ADMIN_USERS_MESSAGES.statsFailed)));
    }
  }

  function* loadChart() {
    const chart: AdminUsersState['chart'] = yield select(selectRegistrationsChart);
    try {
      const response: ResponseOf<'registrationsOverTime'> = yield call(deps.api.registrations, chart.period, chart.rangeMonths);
      yield put(adminUsersActions.chartReceived(response));
    } catch (error) {
      yield put(adminUsersActions.chartFailed(errorMessage(error, ADMIN_USERS_MESSAGES.chartFailed)));
    }
  }

  return function* adminUsersSaga() {
    yield takeLatest(
      [
        adminUsersActions.usersOpened.type,
        adminUsersActions.roleFilterChanged.type,
        adminUsersActions.verifiedFilterChanged.type,
        adminUsersActions.searchApplied.type,
        adminUsersActions.pageChanged.type,
      ],
      loadUsers,
    );
    yield debounce(SEARCH_DEBOUNCE_MS, adminUsersActions.searchTyped.type, applySearch);
    yield takeEvery(adminUsersActions.roleChangeRequested.type, changeRole);
    yield takeEvery(adminUsersActions.levelChangeRequested.type, changeLevel);
    yield takeEvery(adminUsersActions.disableToggleRequested.type, toggleDisabled);
    yield takeEvery(adminUsersActions.resetPasswordRequested.type, sendPasswordReset);
    yield takeLatest(adminUsersActions.detailsOpened.type, loadDetails);
    yield takeLatest(adminUsersActions.deleteConfirmed.type, deleteUser);
    yield takeLatest(adminUsersActions.createSubmitted.type, createUser);
    yield takeLatest(adminUsersActions.statsRequested.type, loadStats);
    yield takeLatest(
      [adminUsersActions.chartRequested.type, adminUsersActions.chartPeriodChanged.type, adminUsersActions.chartRangeChanged.type],
      loadChart,
    );
  };
}
