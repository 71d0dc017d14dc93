import { DepositStatusResponse, WALLET_ERRORS, WALLET_MESSAGES, WalletHistoryQuery } from '@academy/contracts';
import { combineReducers } from '@reduxjs/toolkit';
import { recordingNotifier, settle, startSaga } from '../../../test/saga-harness';
import { dataOf } from '../../lib/remote';
import { ApiError } from '../../platform/api-client';
import { PageVisibility } from '../../platform/page-visibility';
import { WalletApi } from './wallet.api';
import { pendingDeposit, receivedBonus, walletBalance, walletEntry } from './wallet.fixture';
import { createWalletSaga, depositPaidMessage } from './wallet.saga';
import { bonusHistory, depositHistory, walletActions, walletEntries, walletReducer } from './wallet.slice';

const refusal = (status: number, code: keyof typeof WALLET_ERRORS) => new ApiError(WALLET_ERRORS[code], status, WALLET_ERRORS[code], code, null);
const networkError = () => new ApiError('Failed to fetch', null, null, null, null);

/** The wallet endpoints as the contracts describe them; each test scripts what the server answers. */
function fakeApi(overrides: Partial<WalletApi> = {}) {
  const calls = {
    balance: 0,
    create: [] as [number, string][],
    byCode: [] as string[],
    status: [] as string[],
    deposits: [] as WalletHistoryQuery[],
    bonuses: [] as WalletHistoryQuery[],
    entries: [] as WalletHistoryQuery[],
    claim: [] as string[],
  };
  let statuses: DepositStatusResponse['status'][] = ['pending', 'paid'];
  const api: WalletApi = {
    balance: async () => {
      calls.balance += 1;
      return walletBalance();
    },
    createDeposit: async (amount, key) => {
      calls.create.push([amount, key]);
      return pendingDeposit({ amount });
    },
    depositByCode: async (code) => {
      calls.byCode.push(code);
      return pendingDeposit({ code });
    },
    depositStatus: async (code) => {
      calls.status.push(code);
      const [status, ...rest] = statuses;
      if (rest.length > 0) statuses = rest;
      return { code, status: status ?? 'pending', amountCredited: status === 'paid' ? 250_000 : null, paidAt: status === 'paid' ? '2026-03-02T03:05:00.000Z' : null };
    },
    deposits: async (query) => {
      calls.deposits.push(query);
      return { rows: [pendingDeposit()], currentPage: Number(query.page ?? 1), totalPages: 3, totalItems: 25 };
    },
    receivedBonuses: async (query) => {
      calls.bonuses.push(query);
      return { rows: [receivedBonus('b1')], currentPage: 1, totalPages: 1, totalItems: 1 };
    },
    entries: async (query) => {
      calls.entries.push(query);
      return { rows: [walletEntry()], currentPage: 1, totalPages: 1, totalItems: 1 };
    },
    claimBonus: async (code) => {
      calls.claim.push(code);
      return { message: WALLET_MESSAGES.bonusClaimed, bonus: { _id: `bonus_code-${code}`, code, amount: 50_000, expiresAt: '2026-04-01T00:00:00.000Z' } };
    },
    ...overrides,
  };
  return { api, calls, script: (next: DepositStatusResponse['status'][]) => (statuses = next) };
}

/** A page that can be hidden and shown again by the test. */
function testVisibility() {
  let visible = true;
  let waiting: (() => void)[] = [];
  const visibility: PageVisibility = {
    isVisible: () => visible,
    whenVisible: () => (visible ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
  };
  return {
    visibility,
    hide: () => void (visible = false),
    show: () => {
      visible = true;
      waiting.forEach((resolve) => resolve());
      waiting = [];
    },
  };
}

function started(api: WalletApi, visibility: PageVisibility = testVisibility().visibility) {
  const notify = recordingNotifier();
  const navigated: string[] = [];
  let keys = 0;
  const harness = startSaga(
    combineReducers({ wallet: walletReducer }),
    createWalletSaga({ api, notify, navigate: (to) => void navigated.push(to), visibility, pollIntervalMs: 5, newAttemptKey: () => `key-${(keys += 1)}` }),
  );
  const wallet = () => harness.getState().wallet;
  return { harness, notify, navigated, wallet };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('wallet saga: deposits', () => {
  it('creates a deposit under one key, opens its address and shows its VietQR without asking for it again', async () => {
    const { api, calls } = fakeApi();
    const { harness, notify, navigated, wallet } = started(api);
    harness.dispatch(walletActions.depositSubmitted(200_000));
    await harness.waitFor(walletActions.depositCreated.type);
    expect(calls.create).toEqual([[200_000, 'key-1']]);
    expect(navigated).toEqual(['/wallet?deposit=NT0A1B2C3D4E']);
    expect(notify.calls).toEqual([{ kind: 'success', message: WALLET_MESSAGES.depositCreated, options: undefined }]);
    expect(wallet().creation.status).toBe('succeeded');

    // The page follows the address: the deposit is already in the store.
    harness.dispatch(walletActions.depositOpened('NT0A1B2C3D4E'));
    expect(dataOf(wallet().deposit.result)?.payment?.memo).toBe('NT0A1B2C3D4E');
    harness.dispatch(walletActions.depositClosed());
    await settle();
    expect(calls.byCode).toEqual([]);
  });

  it('retries a lost answer under the same key, and a refused amount shows the server text and starts a new attempt', async () => {
    let answers: (() => never)[] = [
      () => {
        throw networkError();
      },
      () => {
        throw refusal(400, 'DEPOSIT_AMOUNT_TOO_SMALL');
      },
    ];
    const { api, calls } = fakeApi({
      createDeposit: async (amount, key) => {
        calls.create.push([amount, key]);
        const next = answers[0];
        answers = answers.slice(1);
        if (next) next();
        return pendingDeposit({ amount });
      },
    });
    const { harness, notify, wallet } = started(api);
    harness.dispatch(walletActions.depositSubmitted(5_000));
    await harness.waitFor(walletActions.depositFailed.type);
    harness.dispatch(walletActions.depositSubmitted(5_000));
    await harness.waitFor(walletActions.depositFailed.type, 2);
    expect(wallet().creation).toMatchObject({ status: 'failed', error: { message: WALLET_ERRORS.DEPOSIT_AMOUNT_TOO_SMALL, code: 'DEPOSIT_AMOUNT_TOO_SMALL' } });
    expect(notify.calls.at(-1)).toEqual({ kind: 'error', message: WALLET_ERRORS.DEPOSIT_AMOUNT_TOO_SMALL, options: undefined });
    harness.dispatch(walletActions.depositSubmitted(5_000));
    await harness.waitFor(walletActions.depositCreated.type);
    expect(calls.create.map(([, key]) => key)).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('loads a deposit by its code after a reload, asks its status until paid (pausing while hidden), then says what was credited and reloads the balance and history', async () => {
    const { api, calls, script } = fakeApi();
    script(['pending', 'pending', 'paid']);
    const page = testVisibility();
    const { harness, notify, wallet } = started(api, page.visibility);
    harness.dispatch(walletActions.depositOpened('NT0A1B2C3D4E'));
    await harness.waitFor(walletActions.depositStatusReceived.type);
    expect(calls.byCode).toEqual(['NT0A1B2C3D4E']);
    expect(wallet().deposit.polling).toBe(true);

    page.hide();
    const asked = calls.status.length;
    await wait(40);
    expect(calls.status.length - asked).toBeLessThanOrEqual(1);
    page.show();
    await harness.waitFor(walletActions.depositPaid.type);
    await harness.waitFor(walletActions.balanceReceived.type);
    await harness.waitFor(depositHistory.actions.received.type);

    const deposit = dataOf(wallet().deposit.result);
    expect(deposit).toMatchObject({ status: 'paid', amountCredited: 250_000, payment: null });
    expect(wallet().deposit.polling).toBe(false);
    expect(notify.calls).toEqual([{ kind: 'success', message: depositPaidMessage(250_000), options: undefined }]);
    expect(depositPaidMessage(250_000).replace(/\u00a0/g, ' ')).toBe('Nạp tiền thành công! Đã cộng 250.000 ₫ vào ví chính.');
    expect(calls.balance).toBe(1);
    const polls = calls.status.length;
    await wait(30);
    expect(calls.status.length).toBe(polls);
  });

  it("stops at an expired deposit, at someone else's code, and when the panel closes", async () => {
    const expired = fakeApi();
    expired.script(['expired']);
    const one = started(expired.api);
    one.harness.dispatch(walletActions.depositOpened('NT0A1B2C3D4E'));
    await one.harness.waitFor(walletActions.depositPollingStopped.type);
    expect(dataOf(one.wallet().deposit.result)?.status).toBe('expired');
    expect(one.harness.types()).not.toContain(walletActions.depositPaid.type);

    const foreign = fakeApi({ depositByCode: async () => Promise.reject(refusal(404, 'DEPOSIT_NOT_FOUND')) });
    const two = started(foreign.api);
    two.harness.dispatch(walletActions.depositOpened('NTKHAC'));
    await two.harness.waitFor(walletActions.depositLoadFailed.type);
    expect(two.wallet().deposit.result).toMatchObject({ status: 'failed', error: { message: WALLET_ERRORS.DEPOSIT_NOT_FOUND } });
    expect(foreign.calls.status).toEqual([]);

    const open = fakeApi();
    open.script(['pending']);
    const three = started(open.api);
    three.harness.dispatch(walletActions.depositOpened('NT0A1B2C3D4E'));
    await three.harness.waitFor(walletActions.depositStatusReceived.type);
    three.harness.dispatch(walletActions.depositClosed());
    await settle();
    const asked = open.calls.status.length;
    await wait(30);
    expect(open.calls.status.length).toBe(asked);
    expect(three.wallet().deposit).toEqual({ code: null, result: { status: 'idle' }, polling: false });
  });
});

describe('wallet saga: bonus codes, balance and histories', () => {
  it("claims a code with the server's message, then reloads the balance and the bonus history", async () => {
    const { api, calls } = fakeApi();
    const { harness, notify, wallet } = started(api);
    harness.dispatch(walletActions.bonusClaimSubmitted('CHAOXUAN'));
    await harness.waitFor(bonusHistory.actions.received.type);
    await harness.waitFor(walletActions.balanceReceived.type);
    expect(calls.claim).toEqual(['CHAOXUAN']);
    expect(dataOf(wallet().claim)?.message).toBe(WALLET_MESSAGES.bonusClaimed);
    expect(notify.calls).toEqual([{ kind: 'success', message: WALLET_MESSAGES.bonusClaimed, options: undefined }]);
    expect(dataOf(wallet().balance)?.bonusBalance).toBe(80_000);
  });

  it('lists the balance movements, and asks again once a claimed bonus has moved them', async () => {
    const { api, calls } = fakeApi();
    const { harness, wallet } = started(api);
    harness.dispatch(walletEntries.actions.opened());
    await harness.waitFor(walletEntries.actions.received.type);
    expect(dataOf(wallet().entries.result)?.rows).toEqual([walletEntry()]);
    harness.dispatch(walletActions.bonusClaimSubmitted('CHAOXUAN'));
    await harness.waitFor(walletEntries.actions.received.type, 2);
    expect(calls.entries).toEqual([
      { page: 1, limit: 10 },
      { page: 1, limit: 10 },
    ]);
  });

  it("shows a refused claim's reason and credits nothing", async () => {
    const { api, calls } = fakeApi({ claimBonus: async () => Promise.reject(refusal(409, 'BONUS_CODE_ALREADY_CLAIMED')) });
    const { harness, notify, wallet } = started(api);
    harness.dispatch(walletActions.bonusClaimSubmitted('CHAOXUAN'));
    await harness.waitFor(walletActions.bonusClaimFailed.type);
    await settle();
    expect(wallet().claim).toMatchObject({ status: 'failed', error: { message: WALLET_ERRORS.BONUS_CODE_ALREADY_CLAIMED } });
    expect(notify.calls).toEqual([]);
    expect(calls.balance).toBe(0);
    expect(calls.bonuses).toEqual([]);
  });

  it('keeps the balance on screen through a failed reload, with the fallback text', async () => {
    let fail = false;
    const { api } = fakeApi({ balance: async () => (fail ? Promise.reject(networkError()) : walletBalance()) });
    const { harness, wallet } = started(api);
    harness.dispatch(walletActions.balanceRequested());
    await harness.waitFor(walletActions.balanceReceived.type);
    fail = true;
    harness.dispatch(walletActions.balanceRequested());
    await harness.waitFor(walletActions.balanceFailed.type);
    expect(wallet().balance).toMatchObject({ status: 'failed', previous: { mainBalance: 200_000 } });
  });

  it('asks for a page of deposits, and a day filter starts again from page 1 with both days sent', async () => {
    const { api, calls } = fakeApi();
    const { harness, wallet } = started(api);
    harness.dispatch(depositHistory.actions.opened());
    await harness.waitFor(depositHistory.actions.received.type);
    harness.dispatch(depositHistory.actions.pageChanged(3));
    await harness.waitFor(depositHistory.actions.received.type, 2);
    expect(wallet().depositHistory.page).toBe(3);
    harness.dispatch(depositHistory.actions.filterChanged({ fromDate: '2026-03-01' }));
    expect(wallet().depositHistory.page).toBe(1);
    harness.dispatch(depositHistory.actions.filterChanged({ toDate: '2026-03-31' }));
    await harness.waitFor(depositHistory.actions.received.type, 3);
    // Each change asks at once; the latest answer is the one kept.
    expect(calls.deposits.slice(0, 2)).toEqual([
      { page: 1, limit: 10 },
      { page: 3, limit: 10 },
    ]);
    expect(calls.deposits.at(-1)).toEqual({ page: 1, limit: 10, fromDate: '2026-03-01', toDate: '2026-03-31' });
    expect(wallet().depositHistory.filters).toEqual({ fromDate: '2026-03-01', toDate: '2026-03-31' });

    harness.dispatch(bonusHistory.actions.filterChanged({ fromDate: '2026-02-01' }));
    await harness.waitFor(bonusHistory.actions.received.type);
    expect(calls.bonuses).toEqual([{ page: 1, limit: 10, fromDate: '2026-02-01' }]);
  });
});
