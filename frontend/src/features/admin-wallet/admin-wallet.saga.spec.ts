import { ERROR_MESSAGES, WALLET_MESSAGES } from '@academy/contracts';
import { combineReducers } from '@reduxjs/toolkit';
import { recordingNotifier, settle, startSaga } from '../../../test/saga-harness';
import { dataOf } from '../../lib/remote';
import { ListQuery } from '../../lib/paged-list';
import { ApiError } from '../../platform/api-client';
import { walletEntry } from './admin-wallet.fixture';
import { AdminWalletApi } from './admin-wallet.api';
import { createAdminWalletSaga } from './admin-wallet.saga';
import { adminWalletActions, adminWalletReducer, WalletFilters, walletTransactionsList } from './admin-wallet.slice';

const reducer = combineReducers({ adminWallet: adminWalletReducer });
const lan = { _id: 'u1', name: 'Trần Thị Lan', email: 'lan@example.vn' };
const stats = { totalMainBalance: 500_000, totalBonusBalance: 40_000, totalDeposited: 700_000 };
const refused = (status: number, code: string, message: string) => new ApiError(message, status, message, code, null);

function fakeApi(overrides: Partial<AdminWalletApi> = {}): AdminWalletApi & { sent: unknown[][] } {
  const sent: unknown[][] = [];
  return {
    sent,
    stats: async () => stats,
    transactions: async (query: ListQuery<WalletFilters>) => {
      sent.push(['transactions', query]);
      return { rows: [walletEntry('e1')], currentPage: query.page, totalPages: 3, totalItems: 21 };
    },
    findUsers: async (search) => {
      sent.push(['findUsers', search]);
      return [lan];
    },
    adjust: async (request, key) => {
      sent.push(['adjust', request, key]);
      return { message: WALLET_MESSAGES.walletAdjusted, mainBalance: 250_000 };
    },
    ...overrides,
  };
}

function started(api = fakeApi()) {
  const notify = recordingNotifier();
  const harness = startSaga(reducer, createAdminWalletSaga({ api, notify }));
  return { harness, notify, api };
}

const queries = (api: ReturnType<typeof fakeApi>) => api.sent.filter(([kind]) => kind === 'transactions').map(([, query]) => query);

describe('admin wallet saga', () => {
  it('loads the cards, and the table newest first ten a page; any filter goes back to page 1', async () => {
    const { harness, api } = started();
    harness.dispatch(adminWalletActions.statsRequested());
    harness.dispatch(walletTransactionsList.actions.opened());
    await harness.waitFor(adminWalletActions.statsReceived.type);
    await harness.waitFor(walletTransactionsList.actions.received.type);
    expect(dataOf(harness.getState().adminWallet.stats)).toEqual(stats);

    harness.dispatch(walletTransactionsList.actions.pageChanged(3));
    await harness.waitFor(walletTransactionsList.actions.received.type, 2);
    harness.dispatch(walletTransactionsList.actions.filterChanged({ sortOrder: 'asc' }));
    await harness.waitFor(walletTransactionsList.actions.received.type, 3);
    harness.dispatch(walletTransactionsList.actions.filterChanged({ fromDate: '2027-03-01', toDate: '2027-03-05' }));
    await harness.waitFor(walletTransactionsList.actions.received.type, 4);
    expect(queries(api)).toEqual([
      { page: 1, limit: 10, sortOrder: 'desc' },
      { page: 3, limit: 10, sortOrder: 'desc' },
      { page: 1, limit: 10, sortOrder: 'asc' },
      { page: 1, limit: 10, sortOrder: 'asc', fromDate: '2027-03-01', toDate: '2027-03-05' },
    ]);
  });

  it('waits 500 ms after the last keystroke before searching, from page 1; the dialog finds users the same way', async () => {
    jest.useFakeTimers();
    try {
      const { harness, api } = started();
      harness.dispatch(walletTransactionsList.actions.pageChanged(2));
      harness.dispatch(walletTransactionsList.actions.searchTyped('tr'));
      await jest.advanceTimersByTimeAsync(300);
      harness.dispatch(walletTransactionsList.actions.searchTyped('tran thi'));
      await jest.advanceTimersByTimeAsync(499);
      expect(harness.types()).not.toContain(walletTransactionsList.actions.searchApplied.type);
      await jest.advanceTimersByTimeAsync(11);
      expect(harness.types().filter((t) => t === walletTransactionsList.actions.searchApplied.type)).toHaveLength(1);
      expect(queries(api).at(-1)).toEqual({ page: 1, limit: 10, sortOrder: 'desc', search: 'tran thi' });

      harness.dispatch(adminWalletActions.adjustmentOpened());
      harness.dispatch(adminWalletActions.userSearchTyped('la'));
      await jest.advanceTimersByTimeAsync(200);
      harness.dispatch(adminWalletActions.userSearchTyped(' lan '));
      await jest.advanceTimersByTimeAsync(510);
      expect(api.sent.filter(([kind]) => kind === 'findUsers')).toEqual([['findUsers', 'lan']]);
      expect(dataOf(harness.getState().adminWallet.adjustment.users)).toEqual([lan]);
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows the spec's text when the stats cannot load and the server says nothing", async () => {
    const { harness, notify } = started(fakeApi({ stats: async () => Promise.reject(new ApiError('x', null, null, null, null)) }));
    harness.dispatch(adminWalletActions.statsRequested());
    await harness.waitFor(adminWalletActions.statsFailed.type);
    expect(harness.getState().adminWallet.stats).toMatchObject({ status: 'failed', error: { message: ERROR_MESSAGES.WALLET_STATS_FAILED } });
    expect(notify.calls).toEqual([{ kind: 'error', message: ERROR_MESSAGES.WALLET_STATS_FAILED, options: { area: 'admin' } }]);
  });

  it('adjusts the chosen user once per attempt, then reloads the cards and the table and closes the dialog', async () => {
    const { harness, api, notify } = started();
    harness.dispatch(adminWalletActions.adjustmentOpened());
    const key = harness.getState().adminWallet.adjustment.attemptKey;
    expect(key).not.toBe('');
    harness.dispatch(adminWalletActions.userChosen(lan));
    harness.dispatch(adminWalletActions.adjustmentSubmitted({ direction: 'credit', amount: 50_000, reason: 'Bù phí' }));
    await harness.waitFor(adminWalletActions.adjusted.type);
    await harness.waitFor(adminWalletActions.statsReceived.type);
    await harness.waitFor(walletTransactionsList.actions.received.type);
    expect(api.sent.filter(([kind]) => kind !== 'transactions')).toEqual([
      ['adjust', { userId: 'u1', direction: 'credit', amount: 50_000, reason: 'Bù phí' }, key],
    ]);
    expect(harness.getState().adminWallet.adjustment.open).toBe(false);
    expect(notify.calls).toEqual([{ kind: 'success', message: WALLET_MESSAGES.walletAdjusted, options: { area: 'admin' } }]);
  });

  it('keeps the dialog open with the server text on a refusal, and sends the corrected request as a new attempt', async () => {
    const keys: string[] = [];
    let calls = 0;
    const api = fakeApi({
      adjust: async (_request, key) => {
        keys.push(key);
        calls += 1;
        if (calls === 1) throw refused(409, 'WALLET_ADJUSTMENT_EXCEEDS_BALANCE', ERROR_MESSAGES.WALLET_ADJUSTMENT_EXCEEDS_BALANCE);
        if (calls === 2) throw new ApiError('Mất kết nối', null, null, null, null);
        return { message: WALLET_MESSAGES.walletAdjusted, mainBalance: 0 };
      },
    });
    const { harness, notify } = started(api);
    harness.dispatch(adminWalletActions.adjustmentOpened());
    harness.dispatch(adminWalletActions.userChosen(lan));
    const debit = { direction: 'debit' as const, amount: 999_000, reason: 'Thu hồi' };
    harness.dispatch(adminWalletActions.adjustmentSubmitted(debit));
    await harness.waitFor(adminWalletActions.adjustmentFailed.type);
    expect(harness.getState().adminWallet.adjustment).toMatchObject({ open: true, submission: { status: 'failed', error: { message: ERROR_MESSAGES.WALLET_ADJUSTMENT_EXCEEDS_BALANCE } } });
    expect(notify.calls.at(-1)).toMatchObject({ kind: 'error', message: ERROR_MESSAGES.WALLET_ADJUSTMENT_EXCEEDS_BALANCE });

    // The corrected request: a new key. Its answer is lost: the retry is the same attempt, so the same key.
    harness.dispatch(adminWalletActions.adjustmentSubmitted({ ...debit, amount: 250_000 }));
    await harness.waitFor(adminWalletActions.adjustmentFailed.type, 2);
    harness.dispatch(adminWalletActions.adjustmentSubmitted({ ...debit, amount: 250_000 }));
    await harness.waitFor(adminWalletActions.adjusted.type);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[1]);
  });

  it('sends nothing without a chosen user', async () => {
    const { harness, api } = started();
    harness.dispatch(adminWalletActions.adjustmentOpened());
    harness.dispatch(adminWalletActions.adjustmentSubmitted({ direction: 'credit', amount: 1_000, reason: 'x' }));
    await settle();
    expect(api.sent).toEqual([]);
    expect(harness.getState().adminWallet.adjustment.submission.status).toBe('idle');
  });
});
