import { AdminOrder, BestSeller, OrderStatus, RefundMethod, SalesStatsResponse, TopCustomer } from '@academy/contracts';
import { PayloadAction, createSlice } from '@reduxjs/toolkit';
import { PagedListState, createPagedList, updateRows } from '../../lib/paged-list';
import { Remote, RemoteError, dataOf, remote } from '../../lib/remote';

/** The list's filters: days as `YYYY-MM-DD` (Vietnam), '' meaning no bound or any status. */
export type OrderFilters = { fromDate: string; toDate: string; status: OrderStatus | '' };

/** The paged order table on /admin/orders. */
export const ordersList = createPagedList<AdminOrder, OrderFilters>('adminOrders/list', { fromDate: '', toDate: '', status: '' });

/** The decision the admin is about to confirm on the open order. */
export type OrderDecision = 'cancel' | 'refund';

export interface AdminOrdersState {
  list: PagedListState<AdminOrder, OrderFilters>;
  stats: Remote<SalesStatsResponse>;
  bestSellers: Remote<BestSeller[]>;
  topCustomers: Remote<TopCustomer[]>;
  detail: { id: string | null; result: Remote<AdminOrder> };
  decision: { kind: OrderDecision | null; submission: Remote<void> };
}

export const initialAdminOrdersState: AdminOrdersState = {
  list: ordersList.initialState,
  stats: remote.idle(),
  bestSellers: remote.idle(),
  topCustomers: remote.idle(),
  detail: { id: null, result: remote.idle() },
  decision: { kind: null, submission: remote.idle() },
};

const adminOrdersSlice = createSlice({
  name: 'adminOrders',
  initialState: initialAdminOrdersState,
  reducers: {
    /** The page opened, or an order changed: the cards and rankings load again. */
    overviewRequested(state) {
      state.stats = remote.reload(state.stats);
      state.bestSellers = remote.reload(state.bestSellers);
      state.topCustomers = remote.reload(state.topCustomers);
    },
    statsReceived(state, action: PayloadAction<SalesStatsResponse>) {
      state.stats = remote.succeeded(action.payload);
    },
    statsFailed(state, action: PayloadAction<RemoteError>) {
      state.stats = remote.fail(state.stats, action.payload);
    },
    bestSellersReceived(state, action: PayloadAction<BestSeller[]>) {
      state.bestSellers = remote.succeeded(action.payload);
    },
    bestSellersFailed(state, action: PayloadAction<RemoteError>) {
      state.bestSellers = remote.fail(state.bestSellers, action.payload);
    },
    topCustomersReceived(state, action: PayloadAction<TopCustomer[]>) {
      state.topCustomers = remote.succeeded(action.payload);
    },
    topCustomersFailed(state, action: PayloadAction<RemoteError>) {
      state.topCustomers = remote.fail(state.topCustomers, action.payload);
    },

    detailOpened(state, action: PayloadAction<string>) {
      state.detail = { id: action.payload, result: remote.loading() };
    },
    detailReceived(state, action: PayloadAction<AdminOrder>) {
      if (state.detail.id === action.payload._id) state.detail.result = remote.succeeded(action.payload);
    },
    detailFailed(state, action: PayloadAction<RemoteError>) {
      state.detail.result = remote.fail(state.detail.result, action.payload);
    },
    detailClosed(state) {
      if (state.decision.submission.status === 'loading') return;
      state.detail = initialAdminOrdersState.detail;
      state.decision = initialAdminOrdersState.decision;
    },

    decisionAsked(state, action: PayloadAction<OrderDecision>) {
      state.decision = { kind: action.payload, submission: remote.idle() };
    },
    decisionDismissed(state) {
      if (state.decision.submission.status !== 'loading') state.decision = initialAdminOrdersState.decision;
    },
    cancelConfirmed(state) {
      state.decision.submission = remote.loading();
    },
    /** `method`: how the money goes back (always the wallet for an order the wallet paid). */
    refundConfirmed(state, _action: PayloadAction<{ reason: string; method: RefundMethod }>) {
      state.decision.submission = remote.loading();
    },
    /** The server's answer after a cancel or refund: the row, the detail and the dialog follow it. */
    orderChanged(state, action: PayloadAction<AdminOrder>) {
      const order = action.payload;
      updateRows(state.list, (rows) => rows.map((row) => (row._id === order._id ? order : row)));
      if (state.detail.id === order._id) state.detail.result = remote.succeeded(order);
      state.decision = initialAdminOrdersState.decision;
    },
    decisionFailed(state, action: PayloadAction<RemoteError>) {
      state.decision.submission = remote.failed(action.payload);
    },
  },
  extraReducers: (builder) =>
    builder.addMatcher(ordersList.matches, (state, action) => {
      state.list = ordersList.reducer(state.list, action);
    }),
});

export const adminOrdersActions = adminOrdersSlice.actions;
export const adminOrdersReducer = adminOrdersSlice.reducer;

/** The order the detail dialog shows, loaded or kept through a reload. */
export const openOrderOf = (state: AdminOrdersState): AdminOrder | undefined => dataOf(state.detail.result);
