import { AdjustWalletResponse, ADMIN_WALLET_PAGE_SIZE, ERROR_MESSAGES, WALLET_MESSAGES, WalletStatsResponse } from '@academy/contracts';
import { call, debounce, fork, put, select, takeLatest } from 'redux-saga/effects';
import { createPagedListSaga } from '../../lib/paged-list';
import { toRemoteError } from '../../lib/remote';
import { Notifier } from '../../platform/notify';
import { AdminWalletApi } from './admin-wallet.api';
import { selectAdjustment, selectWalletTransactions } from './admin-wallet.selectors';
import { AdjustmentState, adminWalletActions, WalletHolder, walletTransactionsList } from './admin-wallet.slice';

export interface AdminWalletSagaDeps {
  api: AdminWalletApi;
  notify: Notifier;
}

const ADMIN = { area: 'admin' } as const;
/** Spec part 2 §9: searches wait 500 ms after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 500;

export function createAdminWalletSaga(deps: AdminWalletSagaDeps) {
  function* loadStats() {
    try {
      const stats: WalletStatsResponse = yield call(deps.api.stats);
      yield put(adminWalletActions.statsReceived(stats));
    } catch (error) {
      // Spec part 2 §8: the wallet stats' own toast text when the server says nothing.
      const failure = toRemoteError(error, ERROR_MESSAGES.WALLET_STATS_FAILED);
      yield put(adminWalletActions.statsFailed(failure));
      deps.notify.error(failure.message, ADMIN);
    }
  }

  function* findUsers() {
    const { userSearch }: AdjustmentState = yield select(selectAdjustment);
    const search = userSearch.trim();
    if (search === '') {
      yield put(adminWalletActions.usersReceived([]));
      return;
    }
    try {
      const users: WalletHolder[] = yield call(deps.api.findUsers, search);
      yield put(adminWalletActions.usersReceived(users));
    } catch (error) {
      yield put(adminWalletActions.usersFailed(toRemoteError(error)));
    }
  }

  function* adjust({ payload }: ReturnType<typeof adminWalletActions.adjustmentSubmitted>) {
    const { user, attemptKey }: AdjustmentState = yield select(selectAdjustment);
    if (!user) return;
    try {
      const answer: AdjustWalletResponse = yield call(deps.api.adjust, { userId: user._id, ...payload }, attemptKey);
      yield put(adminWalletActions.adjusted(answer));
      deps.notify.success(answer.message, ADMIN);
      yield put(adminWalletActions.statsRequested());
    } catch (error) {
      const failure = toRemoteError(error);
      yield put(adminWalletActions.adjustmentFailed(failure));
      deps.notify.error(failure.message, ADMIN);
    }
  }

  const listSaga = createPagedListSaga(walletTransactionsList, {
    select: selectWalletTransactions,
    fetch: deps.api.transactions,
    fallback: WALLET_MESSAGES.transactionsLoadFailed,
    // The new entry is in the table as soon as the answer arrives (the server waited for its read model).
    reloadOn: [adminWalletActions.adjusted.type],
    pageSize: ADMIN_WALLET_PAGE_SIZE,
    debounceMs: SEARCH_DEBOUNCE_MS,
  });

  return function* adminWalletSaga() {
    yield fork(listSaga);
    yield takeLatest(adminWalletActions.statsRequested.type, loadStats);
    yield debounce(SEARCH_DEBOUNCE_MS, adminWalletActions.userSearchTyped.type, findUsers);
    yield takeLatest(adminWalletActions.adjustmentSubmitted.type, adjust);
  };
}
