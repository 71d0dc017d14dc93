import {
  ClaimBonusResponse,
  Deposit,
  DepositStatusResponse,
  WALLET_ERRORS,
  WALLET_HISTORY_PAGE_SIZE,
  WALLET_MESSAGES,
  WalletBalanceResponse,
} from '@academy/contracts';
import { nanoid } from '@reduxjs/toolkit';
import { call, delay, fork, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { formatVnd } from '../../lib/format';
import { createPagedListSaga } from '../../lib/paged-list';
import { dataOf, toRemoteError } from '../../lib/remote';
import { ApiError } from '../../platform/api-client';
import { Notifier } from '../../platform/notify';
import { PageVisibility } from '../../platform/page-visibility';
import { WalletApi } from './wallet.api';
import { selectBonusHistory, selectDepositAttempt, selectDepositHistory, selectShownDeposit, selectWalletEntries } from './wallet.selectors';
import { DepositAttempt, WalletState, bonusHistory, depositHistory, walletActions, walletEntries } from './wallet.slice';

export interface WalletSagaDeps {
  api: WalletApi;
  notify: Notifier;
  navigate(to: string): Promise<void> | void;
  visibility: PageVisibility;
  /** As the order payment page: the deposit's status is asked for every 3 s. */
  pollIntervalMs?: number;
  newAttemptKey?: () => string;
}

export const DEPOSIT_POLL_INTERVAL_MS = 3000;

/** The deposit's own address: a reload (or a link from the history) shows its QR again. */
export function depositPath(code: string): string {
  return `/wallet?deposit=${encodeURIComponent(code)}`;
}

export function depositPaidMessage(amountCredited: number): string {
  return `Nạp tiền thành công! Đã cộng ${formatVnd(amountCredited)} vào ví chính.`;
}

/** The server answered: the attempt is over. A lost answer or a 5xx may be retried under the same key. */
const isSettled = (error: unknown) => error instanceof ApiError && error.status !== null && error.status < 500;
/** A deposit that is not (or no longer) this user's: asking again will not change that. */
const isGone = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 403);

export function createWalletSaga(deps: WalletSagaDeps) {
  const pollInterval = deps.pollIntervalMs ?? DEPOSIT_POLL_INTERVAL_MS;
  const newAttemptKey = deps.newAttemptKey ?? nanoid;

  function* loadBalance() {
    try {
      const balance: WalletBalanceResponse = yield call(deps.api.balance);
      yield put(walletActions.balanceReceived(balance));
    } catch (error) {
      yield put(walletActions.balanceFailed(toRemoteError(error, WALLET_MESSAGES.balanceLoadFailed)));
    }
  }

  function* attemptFor(amount: number) {
    const current: DepositAttempt | null = yield select(selectDepositAttempt);
    if (current?.amount === amount) return current;
    const attempt = { amount, key: newAttemptKey() };
    yield put(walletActions.depositAttemptStarted(attempt));
    return attempt;
  }

  function* createDeposit({ payload: amount }: ReturnType<typeof walletActions.depositSubmitted>) {
    const attempt: DepositAttempt = yield* attemptFor(amount);
    try {
      const deposit: Deposit = yield call(deps.api.createDeposit, amount, attempt.key);
      yield put(walletActions.depositCreated(deposit));
      deps.notify.success(WALLET_MESSAGES.depositCreated);
      yield call(deps.navigate, depositPath(deposit.code));
    } catch (error) {
      const failure = toRemoteError(error);
      yield put(walletActions.depositFailed({ error: failure, settled: isSettled(error) }));
      deps.notify.error(failure.message);
    }
  }

  /** Until the deposit is no longer pending: every few seconds while the page is visible. */
  function* pollStatus(code: string) {
    yield put(walletActions.depositPollingStarted());
    try {
      while (true) {
        yield delay(pollInterval);
        if (!deps.visibility.isVisible()) yield call(deps.visibility.whenVisible);
        try {
          const status: DepositStatusResponse = yield call(deps.api.depositStatus, code);
          yield put(walletActions.depositStatusReceived(status));
          if (status.status === 'paid') yield put(walletActions.depositPaid(status));
          if (status.status !== 'pending') return;
        } catch (error) {
          // A blip of the network is tried again; a deposit that is not the user's is not.
          if (isGone(error)) return;
        }
      }
    } finally {
      yield put(walletActions.depositPollingStopped());
    }
  }

  function* showDeposit({ payload: code }: ReturnType<typeof walletActions.depositOpened>) {
    const shown: WalletState['deposit'] = yield select(selectShownDeposit);
    let deposit = dataOf(shown.result);
    if (!deposit || deposit.code !== code) {
      try {
        deposit = (yield call(deps.api.depositByCode, code)) as Deposit;
        yield put(walletActions.depositLoaded(deposit));
      } catch (error) {
        yield put(walletActions.depositLoadFailed(toRemoteError(error, WALLET_ERRORS.DEPOSIT_DETAIL_FAILED)));
        return;
      }
    }
    if (deposit.status === 'pending') yield call(pollStatus, code);
  }

  function* followDeposit(action: ReturnType<typeof walletActions.depositOpened>) {
    yield race({ run: call(showDeposit, action), closed: take(walletActions.depositClosed.type) });
  }

  /** The money is in: say so, and show the balances that include it. */
  function* celebrateDeposit({ payload }: ReturnType<typeof walletActions.depositPaid>) {
    deps.notify.success(depositPaidMessage(payload.amountCredited ?? 0));
    yield put(walletActions.balanceRequested());
  }

  function* claimBonus({ payload: code }: ReturnType<typeof walletActions.bonusClaimSubmitted>) {
    try {
      const response: ClaimBonusResponse = yield call(deps.api.claimBonus, code);
      yield put(walletActions.bonusClaimed(response));
      deps.notify.success(response.message);
      yield put(walletActions.balanceRequested());
    } catch (error) {
      yield put(walletActions.bonusClaimFailed(toRemoteError(error)));
    }
  }

  const depositHistorySaga = createPagedListSaga(depositHistory, {
    select: selectDepositHistory,
    fetch: deps.api.deposits,
    fallback: WALLET_MESSAGES.historyLoadFailed,
    reloadOn: [walletActions.depositCreated.type, walletActions.depositPaid.type],
    pageSize: WALLET_HISTORY_PAGE_SIZE,
  });
  const bonusHistorySaga = createPagedListSaga(bonusHistory, {
    select: selectBonusHistory,
    fetch: deps.api.receivedBonuses,
    fallback: WALLET_MESSAGES.historyLoadFailed,
    reloadOn: [walletActions.bonusClaimed.type],
    pageSize: WALLET_HISTORY_PAGE_SIZE,
  });

  const entriesSaga = createPagedListSaga(walletEntries, {
    select: selectWalletEntries,
    fetch: deps.api.entries,
    fallback: WALLET_MESSAGES.historyLoadFailed,
    reloadOn: [walletActions.depositPaid.type, walletActions.bonusClaimed.type],
    pageSize: WALLET_HISTORY_PAGE_SIZE,
  });

  return function* walletSaga() {
    yield fork(depositHistorySaga);
    yield fork(bonusHistorySaga);
    yield fork(entriesSaga);
    yield takeLatest(walletActions.balanceRequested.type, loadBalance);
    yield takeLeading(walletActions.depositSubmitted.type, createDeposit);
    yield takeLatest(walletActions.depositOpened.type, followDeposit);
    yield takeLatest(walletActions.depositPaid.type, celebrateDeposit);
    yield takeLatest(walletActions.bonusClaimSubmitted.type, claimBonus);
  };
}
