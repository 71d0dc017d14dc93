import { AdjustWalletResponse, WalletStatsResponse, WalletTransaction } from '@academy/contracts';
import { PayloadAction, createSlice, nanoid } from '@reduxjs/toolkit';
import { PagedListState, createPagedList } from '../../lib/paged-list';
import { Remote, RemoteError, remote } from '../../lib/remote';

/**
 * The table's filters: days as `YYYY-MM-DD` (Vietnam), '' meaning no bound, and the date order
 * (newest first by default, spec part 2 §4). Any change goes back to page 1.
 */
export type WalletFilters = { fromDate: string; toDate: string; sortOrder: 'desc' | 'asc' };

/** Every movement of money on /admin/wallet/manager. */
export const walletTransactionsList = createPagedList<WalletTransaction, WalletFilters>('adminWallet/transactions', { fromDate: '', toDate: '', sortOrder: 'desc' });

/** A person as the table and the adjustment dialog name them. */
export type WalletHolder = WalletTransaction['user'];

export interface AdjustmentState {
  open: boolean;
  /** The Idempotency-Key of this attempt: kept through a lost answer, new once the server has said no. */
  attemptKey: string;
  /** Who the money moves for. */
  user: WalletHolder | null;
  userSearch: string;
  users: Remote<WalletHolder[]>;
  submission: Remote<AdjustWalletResponse>;
}

export interface AdminWalletState {
  list: PagedListState<WalletTransaction, WalletFilters>;
  stats: Remote<WalletStatsResponse>;
  adjustment: AdjustmentState;
}

const closedAdjustment = (attemptKey: string): AdjustmentState => ({
  open: false,
  attemptKey,
  user: null,
  userSearch: '',
  users: remote.idle(),
  submission: remote.idle(),
});

export const initialAdminWalletState: AdminWalletState = {
  list: walletTransactionsList.initialState,
  stats: remote.idle(),
  adjustment: closedAdjustment(''),
};

const adminWalletSlice = createSlice({
  name: 'adminWallet',
  initialState: initialAdminWalletState,
  reducers: {
    /** The page opened, money moved, or "Thử lại" was pressed on the cards. */
    statsRequested(state) {
      state.stats = remote.reload(state.stats);
    },
    statsReceived(state, action: PayloadAction<WalletStatsResponse>) {
      state.stats = remote.succeeded(action.payload);
    },
    statsFailed(state, action: PayloadAction<RemoteError>) {
      state.stats = remote.fail(state.stats, action.payload);
    },

    adjustmentOpened: {
      reducer(state, action: PayloadAction<{ attemptKey: string }>) {
        state.adjustment = { ...closedAdjustment(action.payload.attemptKey), open: true };
      },
      prepare: () => ({ payload: { attemptKey: nanoid() } }),
    },
    adjustmentClosed(state) {
      if (state.adjustment.submission.status !== 'loading') state.adjustment = closedAdjustment('');
    },
    userSearchTyped(state, action: PayloadAction<string>) {
      state.adjustment.userSearch = action.payload;
    },
    usersReceived(state, action: PayloadAction<WalletHolder[]>) {
      state.adjustment.users = remote.succeeded(action.payload);
    },
    usersFailed(state, action: PayloadAction<RemoteError>) {
      state.adjustment.users = remote.fail(state.adjustment.users, action.payload);
    },
    userChosen(state, action: PayloadAction<WalletHolder | null>) {
      state.adjustment.user = action.payload;
    },
    adjustmentSubmitted(state, _action: PayloadAction<{ direction: 'credit' | 'debit'; amount: number; reason: string }>) {
      if (state.adjustment.user) state.adjustment.submission = remote.loading();
    },
    /** The server moved the money: the dialog closes; the cards and the table reload (the saga). */
    adjusted(state, action: PayloadAction<AdjustWalletResponse>) {
      state.adjustment = { ...closedAdjustment(''), submission: remote.succeeded(action.payload) };
    },
    adjustmentFailed: {
      reducer(state, action: PayloadAction<{ error: RemoteError; nextAttemptKey: string }>) {
        const { error, nextAttemptKey } = action.payload;
        state.adjustment.submission = remote.failed(error);
        // A refusal was an answer: the corrected request is a new attempt. Without one (the network), the retry is the same attempt.
        if (error.code !== null) state.adjustment.attemptKey = nextAttemptKey;
      },
      prepare: (error: RemoteError) => ({ payload: { error, nextAttemptKey: nanoid() } }),
    },
  },
  extraReducers: (builder) =>
    builder.addMatcher(walletTransactionsList.matches, (state, action) => {
      state.list = walletTransactionsList.reducer(state.list, action);
    }),
});

export const adminWalletActions = adminWalletSlice.actions;
export const adminWalletReducer = adminWalletSlice.reducer;
