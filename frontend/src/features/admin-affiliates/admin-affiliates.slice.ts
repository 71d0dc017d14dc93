import { AdminAffiliate, AffiliateProgrammeStats, AffiliateSettings, Conversion, PayoutsQueueEntry, PendingConversion, ReviewConversionRequest } from '@academy/contracts';
import { PayloadAction, createSlice, nanoid } from '@reduxjs/toolkit';
import { PagedListState, createPagedList, updateRows } from '../../lib/paged-list';
import { Remote, RemoteError, remote } from '../../lib/remote';
import { AdminPayout, AffiliateFilters, AffiliateHistory, AffiliateSettingsRequest, TopAffiliate } from './admin-affiliates.api';

type NoFilters = Record<string, never>;

/** /admin/conversions: conversions waiting for a decision, oldest first. */
export const pendingConversionsList = createPagedList<PendingConversion, NoFilters>('adminAffiliates/pending', {});
/** /admin/affiliates/list: every affiliate, searched by code, name or email. */
export const affiliatesList = createPagedList<AdminAffiliate, AffiliateFilters>('adminAffiliates/affiliates', { sort: 'joinedAt', order: 'desc' });
/** /admin/payouts: who can be paid now, waiting longest first. */
export const payoutsQueueList = createPagedList<PayoutsQueueEntry, NoFilters>('adminAffiliates/queue', {});
/** /admin/payouts: every payout recorded, newest first. */
export const payoutsList = createPagedList<AdminPayout, NoFilters>('adminAffiliates/payouts', {});
/** /admin/affiliate-reports: the top affiliates, most revenue brought first. */
export const topAffiliatesList = createPagedList<TopAffiliate, NoFilters>('adminAffiliates/top', {});

/** A dialog that sends money-moving requests: one Idempotency-Key per attempt (see the wallet adjustment). */
interface KeyedSubmission<T> {
  attemptKey: string;
  submission: Remote<T>;
}

export interface ReviewState {
  conversion: PendingConversion | null;
  decision: ReviewConversionRequest['newStatus'];
  submission: Remote<Conversion>;
}

export interface PayoutDialogState extends KeyedSubmission<void> {
  entry: PayoutsQueueEntry | null;
}

export interface ManualCommissionState extends KeyedSubmission<void> {
  open: boolean;
  /** The affiliate the dialog was opened for (from the list); '' lets the admin type a code. */
  code: string;
}

export interface HistoryState {
  affiliate: AdminAffiliate | null;
  page: number;
  result: Remote<AffiliateHistory>;
}

export interface AdminAffiliatesState {
  pending: PagedListState<PendingConversion, NoFilters>;
  review: ReviewState;
  affiliates: PagedListState<AdminAffiliate, AffiliateFilters>;
  history: HistoryState;
  settings: Remote<AffiliateSettings>;
  settingsSave: Remote<AffiliateSettings>;
  queue: PagedListState<PayoutsQueueEntry, NoFilters>;
  payouts: PagedListState<AdminPayout, NoFilters>;
  payout: PayoutDialogState;
  manual: ManualCommissionState;
  top: PagedListState<TopAffiliate, NoFilters>;
  stats: Remote<AffiliateProgrammeStats>;
}

const noReview: ReviewState = { conversion: null, decision: 'approved', submission: remote.idle() };
const noPayout = (attemptKey = ''): PayoutDialogState => ({ entry: null, attemptKey, submission: remote.idle() });
const noManual = (attemptKey = ''): ManualCommissionState => ({ open: false, code: '', attemptKey, submission: remote.idle() });

export const initialAdminAffiliatesState: AdminAffiliatesState = {
  pending: pendingConversionsList.initialState,
  review: noReview,
  affiliates: affiliatesList.initialState,
  history: { affiliate: null, page: 1, result: remote.idle() },
  settings: remote.idle(),
  settingsSave: remote.idle(),
  queue: payoutsQueueList.initialState,
  payouts: payoutsList.initialState,
  payout: noPayout(),
  manual: noManual(),
  top: topAffiliatesList.initialState,
  stats: remote.idle(),
};

/** A refusal was an answer: the corrected request is a new attempt. Without one (the network), the retry is the same attempt. */
const nextKeyAfter = (error: RemoteError, current: string, next: string) => (error.code !== null ? next : current);


const adminAffiliatesSlice = createSlice({
  name: 'adminAffiliates',
  initialState: initialAdminAffiliatesState,
  reducers: {
    reviewOpened(state, action: PayloadAction<{ conversion: PendingConversion; decision: ReviewConversionRequest['newStatus'] }>) {
      state.review = { ...noReview, ...action.payload };
    },
    reviewClosed(state) {
      if (state.review.submission.status !== 'loading') state.review = noReview;
    },
    reviewSubmitted(state, _action: PayloadAction<{ notes: string }>) {
      if (state.review.conversion) state.review.submission = remote.loading();
    },
    /** Decided: the row leaves the pending list at once; the saga reloads the page behind it. */
    reviewed(state, action: PayloadAction<Conversion>) {
      const decided = action.payload;
      state.review = noReview;
      updateRows(state.pending, (rows) => rows.filter((row) => row._id !== decided._id));
    },
    reviewFailed(state, action: PayloadAction<RemoteError>) {
      state.review.submission = remote.failed(action.payload);
    },

    historyOpened(state, action: PayloadAction<AdminAffiliate>) {
      state.history = { affiliate: action.payload, page: 1, result: remote.loading() };
    },
    historyPageChanged(state, action: PayloadAction<number>) {
      state.history.page = action.payload;
      state.history.result = remote.reload(state.history.result);
    },
    historyReceived(state, action: PayloadAction<AffiliateHistory>) {
      state.history.result = remote.succeeded(action.payload);
      state.history.page = action.payload.pagination.currentPage;
    },
    historyFailed(state, action: PayloadAction<RemoteError>) {
      state.history.result = remote.fail(state.history.result, action.payload);
    },
    historyClosed(state) {
      state.history = initialAdminAffiliatesState.history;
    },

    settingsRequested(state) {
      state.settings = remote.reload(state.settings);
    },
    settingsReceived(state, action: PayloadAction<AffiliateSettings>) {
      state.settings = remote.succeeded(action.payload);
    },
    settingsFailed(state, action: PayloadAction<RemoteError>) {
      state.settings = remote.fail(state.settings, action.payload);
    },
    settingsSubmitted(state, _action: PayloadAction<AffiliateSettingsRequest>) {
      state.settingsSave = remote.loading();
    },
    settingsSaved(state, action: PayloadAction<AffiliateSettings>) {
      state.settingsSave = remote.succeeded(action.payload);
      state.settings = remote.succeeded(action.payload);
    },
    settingsSaveFailed(state, action: PayloadAction<RemoteError>) {
      state.settingsSave = remote.failed(action.payload);
    },

    payoutOpened: {
      reducer(state, action: PayloadAction<{ entry: PayoutsQueueEntry; attemptKey: string }>) {
        state.payout = { ...noPayout(action.payload.attemptKey), entry: action.payload.entry };
      },
      prepare: (entry: PayoutsQueueEntry) => ({ payload: { entry, attemptKey: nanoid() } }),
    },
    payoutClosed(state) {
      if (state.payout.submission.status !== 'loading') state.payout = noPayout();
    },
    payoutSubmitted(state, _action: PayloadAction<{ reference: string; note: string }>) {
      if (state.payout.entry) state.payout.submission = remote.loading();
    },
    /** Recorded: the affiliate leaves the queue at once (spec part 1 §4); the saga reloads both lists. */
    payoutRecorded(state, action: PayloadAction<{ affiliateUserId: string }>) {
      state.payout = noPayout();
      updateRows(state.queue, (rows) => rows.filter((row) => row.affiliateUserId !== action.payload.affiliateUserId));
    },
    payoutFailed: {
      reducer(state, action: PayloadAction<{ error: RemoteError; nextAttemptKey: string }>) {
        const { error, nextAttemptKey } = action.payload;
        state.payout.submission = remote.failed(error);
        state.payout.attemptKey = nextKeyAfter(error, state.payout.attemptKey, nextAttemptKey);
      },
      prepare: (error: RemoteError) => ({ payload: { error, nextAttemptKey: nanoid() } }),
    },

    manualOpened: {
      reducer(state, action: PayloadAction<{ code: string; attemptKey: string }>) {
        state.manual = { ...noManual(action.payload.attemptKey), open: true, code: action.payload.code };
      },
      prepare: (code = '') => ({ payload: { code, attemptKey: nanoid() } }),
    },
    manualClosed(state) {
      if (state.manual.submission.status !== 'loading') state.manual = noManual();
    },
    manualSubmitted(state, _action: PayloadAction<{ affiliateCode: string; amount: number; reason: string }>) {
      state.manual.submission = remote.loading();
    },
    manualRecorded(state) {
      state.manual = noManual();
    },
    manualFailed: {
      reducer(state, action: PayloadAction<{ error: RemoteError; nextAttemptKey: string }>) {
        const { error, nextAttemptKey } = action.payload;
        state.manual.submission = remote.failed(error);
        state.manual.attemptKey = nextKeyAfter(error, state.manual.attemptKey, nextAttemptKey);
      },
      prepare: (error: RemoteError) => ({ payload: { error, nextAttemptKey: nanoid() } }),
    },

    statsRequested(state) {
      state.stats = remote.reload(state.stats);
    },
    statsReceived(state, action: PayloadAction<AffiliateProgrammeStats>) {
      state.stats = remote.succeeded(action.payload);
    },
    statsFailed(state, action: PayloadAction<RemoteError>) {
      state.stats = remote.fail(state.stats, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(pendingConversionsList.matches, (state, action) => {
      state.pending = pendingConversionsList.reducer(state.pending, action);
    });
    builder.addMatcher(affiliatesList.matches, (state, action) => {
      state.affiliates = affiliatesList.reducer(state.affiliates, action);
    });
    builder.addMatcher(payoutsQueueList.matches, (state, action) => {
      state.queue = payoutsQueueList.reducer(state.queue, action);
    });
    builder.addMatcher(payoutsList.matches, (state, action) => {
      state.payouts = payoutsList.reducer(state.payouts, action);
    });
    builder.addMatcher(topAffiliatesList.matches, (state, action) => {
      state.top = topAffiliatesList.reducer(state.top, action);
    });
  },
});

export const adminAffiliatesActions = adminAffiliatesSlice.actions;
export const adminAffiliatesReducer = adminAffiliatesSlice.reducer;
