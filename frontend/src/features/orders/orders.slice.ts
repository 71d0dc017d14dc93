import { Order } from '@academy/contracts';
import { PayloadAction, createSlice } from '@reduxjs/toolkit';
import { PagedListState, createPagedList } from '../../lib/paged-list';
import { Remote, RemoteError, remote } from '../../lib/remote';

type NoFilters = Record<string, string>;

/** /transactions: the buyer's orders, a page at a time. */
export const transactionsList = createPagedList<Order, NoFilters>('orders/transactions', {});

export interface OrdersState {
  transactions: PagedListState<Order, NoFilters>;
  /** /transactions/:code */
  detail: { code: string | null; order: Remote<Order> };
}

export const initialOrdersState: OrdersState = {
  transactions: transactionsList.initialState,
  detail: { code: null, order: remote.idle() },
};

const ordersSlice = createSlice({
  name: 'orders',
  initialState: initialOrdersState,
  reducers: {
    orderDetailOpened(state, action: PayloadAction<string>) {
      const sameOrder = state.detail.code === action.payload;
      state.detail = { code: action.payload, order: sameOrder ? remote.reload(state.detail.order) : remote.loading() };
    },
    orderDetailReceived(state, action: PayloadAction<Order>) {
      state.detail.order = remote.succeeded(action.payload);
    },
    orderDetailFailed(state, action: PayloadAction<RemoteError>) {
      state.detail.order = remote.fail(state.detail.order, action.payload);
    },
  },
  extraReducers: (builder) =>
    builder.addMatcher(transactionsList.matches, (state, action) => {
      state.transactions = transactionsList.reducer(state.transactions, action);
    }),
});

export const ordersActions = ordersSlice.actions;
export const ordersReducer = ordersSlice.reducer;
