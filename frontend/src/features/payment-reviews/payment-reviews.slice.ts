import { PaymentReview } from '@academy/contracts';
import { PayloadAction, createSlice } from '@reduxjs/toolkit';
import { PagedListState, createPagedList, updateRows } from '../../lib/paged-list';
import { Remote, RemoteError, dataOf, remote } from '../../lib/remote';
import { PaymentReviewDecision } from './payment-reviews.api';
import { ReviewAction, ReviewTab } from './payment-review-format';

/** The list's one filter is the tab: open transfers, or decided ones. */
export type ReviewFilters = { status: ReviewTab };

/** The paged table on /admin/payments. */
export const reviewsList = createPagedList<PaymentReview, ReviewFilters>('paymentReviews/list', { status: 'open' });

export interface PaymentReviewsState {
  list: PagedListState<PaymentReview, ReviewFilters>;
  /** Transfers waiting for a decision (the sidebar's badge); null until counted. */
  openCount: number | null;
  /** The transfer and the decision the admin's dialog is about. */
  decision: { review: PaymentReview | null; action: ReviewAction | null; submission: Remote<void> };
}

export const initialPaymentReviewsState: PaymentReviewsState = {
  list: reviewsList.initialState,
  openCount: null,
  decision: { review: null, action: null, submission: remote.idle() },
};

const paymentReviewsSlice = createSlice({
  name: 'paymentReviews',
  initialState: initialPaymentReviewsState,
  reducers: {
    /** An admin's dashboard opened: the badge counts the open transfers. */
    adminAreaShown() {},
    openCountReceived(state, action: PayloadAction<number>) {
      state.openCount = action.payload;
    },

    decisionAsked(state, action: PayloadAction<{ review: PaymentReview; action: ReviewAction }>) {
      state.decision = { ...action.payload, submission: remote.idle() };
    },
    decisionDismissed(state) {
      if (state.decision.submission.status !== 'loading') state.decision = initialPaymentReviewsState.decision;
    },
    decisionConfirmed(state, _action: PayloadAction<PaymentReviewDecision>) {
      state.decision.submission = remote.loading();
    },
    /** Decided: the transfer leaves the open list at once (the page is then loaded again to refill it). */
    resolved(state, action: PayloadAction<PaymentReview>) {
      const decided = action.payload;
      const page = dataOf(state.list.result);
      if (page && page.rows.some((row) => row._id === decided._id)) {
        updateRows(state.list, (rows) => rows.filter((row) => row._id !== decided._id));
        page.totalItems = Math.max(0, page.totalItems - 1);
      }
      if (state.openCount !== null) state.openCount = Math.max(0, state.openCount - 1);
      state.decision = initialPaymentReviewsState.decision;
    },
    decisionFailed(state, action: PayloadAction<RemoteError>) {
      state.decision.submission = remote.failed(action.payload);
    },
  },
  extraReducers: (builder) =>
    builder.addMatcher(reviewsList.matches, (state, action) => {
      state.list = reviewsList.reducer(state.list, action);
      // The open tab's total is the badge's count, fresher than the count taken when the dashboard opened.
      if (reviewsList.actions.received.match(action) && state.list.filters.status === 'open') state.openCount = action.payload.totalItems;
    }),
});

export const paymentReviewsActions = paymentReviewsSlice.actions;
export const paymentReviewsReducer = paymentReviewsSlice.reducer;
