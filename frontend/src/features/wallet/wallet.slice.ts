import { ClaimBonusResponse, Deposit, DepositStatusResponse, MyWalletEntry, ReceivedBonus, WalletBalanceResponse } from '@academy/contracts';
import { PayloadAction, createSlice } from '@reduxjs/toolkit';
import { PagedListState, createPagedList } from '../../lib/paged-list';
import { Remote, RemoteError, dataOf, remote } from '../../lib/remote';

/** The histories' filters: days as `YYYY-MM-DD` (Vietnam), '' meaning no bound. */
export type HistoryFilters = { fromDate: string; toDate: string };
const NO_BOUNDS: HistoryFilters = { fromDate: '', toDate: '' };

/** `GET /wallet/history/deposits`: newest first, a page at a time; a filter goes back to page 1. */
export const depositHistory = createPagedList<Deposit, HistoryFilters>('wallet/depositHistory', NO_BOUNDS);
/** `GET /bonus/history/received`. */
export const bonusHistory = createPagedList<ReceivedBonus, HistoryFilters>('wallet/bonusHistory', NO_BOUNDS);
/** `GET /wallet/history/entries`: every movement of the balances (also on /transactions). */
export const walletEntries = createPagedList<MyWalletEntry, HistoryFilters>('wallet/entries', NO_BOUNDS);

export type HistoryTab = 'deposits' | 'bonuses' | 'entries';

/** One attempt at creating a deposit: kept across retries of the same amount, so a lost answer never makes two. */
export interface DepositAttempt {
  amount: number;
  key: string;
}

export interface WalletState {
  balance: Remote<WalletBalanceResponse>;
  /** The form's request for a new deposit. */
  creation: Remote<void>;
  attempt: DepositAttempt | null;
  /** The deposit on screen (`/wallet?deposit=<code>`), watched until it is paid or expires. */
  deposit: { code: string | null; result: Remote<Deposit>; polling: boolean };
  /** The last claim: the server's message either way. */
  claim: Remote<ClaimBonusResponse>;
  tab: HistoryTab;
  depositHistory: PagedListState<Deposit, HistoryFilters>;
  bonusHistory: PagedListState<ReceivedBonus, HistoryFilters>;
  entries: PagedListState<MyWalletEntry, HistoryFilters>;
}

export const initialWalletState: WalletState = {
  balance: remote.idle(),
  creation: remote.idle(),
  attempt: null,
  deposit: { code: null, result: remote.idle(), polling: false },
  claim: remote.idle(),
  tab: 'deposits',
  depositHistory: depositHistory.initialState,
  bonusHistory: bonusHistory.initialState,
  entries: walletEntries.initialState,
};

const walletSlice = createSlice({
  name: 'wallet',
  initialState: initialWalletState,
  reducers: {
    /** /wallet shown, or its figures are out of date (a deposit paid, a bonus claimed). */
    balanceRequested(state) {
      state.balance = remote.reload(state.balance);
    },
    balanceReceived(state, action: PayloadAction<WalletBalanceResponse>) {
      state.balance = remote.succeeded(action.payload);
    },
    balanceFailed(state, action: PayloadAction<RemoteError>) {
      state.balance = remote.fail(state.balance, action.payload);
    },

    depositSubmitted(state, _action: PayloadAction<number>) {
      state.creation = remote.loading();
    },
    depositAttemptStarted(state, action: PayloadAction<DepositAttempt>) {
      state.attempt = action.payload;
    },
    depositCreated(state, action: PayloadAction<Deposit>) {
      state.creation = remote.done();
      state.attempt = null;
      state.deposit = { code: action.payload.code, result: remote.succeeded(action.payload), polling: false };
    },
    /** `settled`: the server answered (a refusal), so a new try is a new attempt with a new key. */
    depositFailed(state, action: PayloadAction<{ error: RemoteError; settled: boolean }>) {
      state.creation = remote.failed(action.payload.error);
      if (action.payload.settled) state.attempt = null;
    },

    /** `/wallet?deposit=<code>`: the deposit just created is already here; another code loads from scratch. */
    depositOpened(state, action: PayloadAction<string>) {
      const shown = dataOf(state.deposit.result);
      state.deposit.code = action.payload;
      state.deposit.result = shown?.code === action.payload ? remote.succeeded(shown) : remote.loading();
    },
    depositLoaded(state, action: PayloadAction<Deposit>) {
      if (state.deposit.code === action.payload.code) state.deposit.result = remote.succeeded(action.payload);
    },
    depositLoadFailed(state, action: PayloadAction<RemoteError>) {
      state.deposit.result = remote.fail(state.deposit.result, action.payload);
    },
    /** The panel left the screen: polling stops, and the form is back. */
    depositClosed(state) {
      state.deposit = initialWalletState.deposit;
      state.creation = remote.idle();
    },
    depositPollingStarted(state) {
      state.deposit.polling = true;
    },
    depositPollingStopped(state) {
      state.deposit.polling = false;
    },
    depositStatusReceived(state, action: PayloadAction<DepositStatusResponse>) {
      const deposit = dataOf(state.deposit.result);
      if (!deposit || deposit.code !== action.payload.code) return;
      const { status, amountCredited, paidAt } = action.payload;
      state.deposit.result = remote.succeeded({ ...deposit, status, amountCredited, paidAt, payment: status === 'pending' ? deposit.payment : null });
    },
    /** The transfer arrived and the wallet was credited: balances and history move. */
    depositPaid(_state, _action: PayloadAction<DepositStatusResponse>) {},

    bonusClaimSubmitted(state, _action: PayloadAction<string>) {
      state.claim = remote.loading();
    },
    bonusClaimed(state, action: PayloadAction<ClaimBonusResponse>) {
      state.claim = remote.succeeded(action.payload);
    },
    bonusClaimFailed(state, action: PayloadAction<RemoteError>) {
      state.claim = remote.failed(action.payload);
    },
    /** Typing a new code clears the last answer. */
    bonusClaimEdited(state) {
      if (state.claim.status !== 'loading') state.claim = remote.idle();
    },

    historyTabChosen(state, action: PayloadAction<HistoryTab>) {
      state.tab = action.payload;
    },
  },
  extraReducers: (builder) =>
    builder
      .addMatcher(depositHistory.matches, (state, action) => {
        state.depositHistory = depositHistory.reducer(state.depositHistory, action);
      })
      .addMatcher(bonusHistory.matches, (state, action) => {
        state.bonusHistory = bonusHistory.reducer(state.bonusHistory, action);
      })
      .addMatcher(walletEntries.matches, (state, action) => {
        state.entries = walletEntries.reducer(state.entries, action);
      }),
});

export const walletActions = walletSlice.actions;
export const walletReducer = walletSlice.reducer;
