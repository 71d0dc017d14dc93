import { Order, OrderStatusResponse } from '@academy/contracts';
import { PayloadAction, createSlice } from '@reduxjs/toolkit';
import { Remote, RemoteError, dataOf, remote } from '../../lib/remote';
import { checkoutActions } from './checkout.slice';

export interface PaymentState {
  /** The order code in the URL of /payment. */
  code: string | null;
  order: Remote<Order>;
  /** True while the status is asked for every few seconds. */
  polling: boolean;
  cancel: Remote<void>;
}

export const initialPaymentState: PaymentState = { code: null, order: remote.idle(), polling: false, cancel: remote.idle() };

const paymentSlice = createSlice({
  name: 'payment',
  initialState: initialPaymentState,
  reducers: {
    paymentPageOpened(state, action: PayloadAction<string>) {
      const order = dataOf(state.order);
      state.code = action.payload;
      state.cancel = remote.idle();
      // The order just placed is already here; another code loads from scratch.
      state.order = order?.code === action.payload ? remote.succeeded(order) : remote.loading();
    },
    paymentPageClosed(state) {
      state.polling = false;
    },
    orderLoaded(state, action: PayloadAction<Order>) {
      state.order = remote.succeeded(action.payload);
    },
    orderLoadFailed(state, action: PayloadAction<RemoteError>) {
      state.order = remote.fail(state.order, action.payload);
    },
    pollingStarted(state) {
      state.polling = true;
    },
    pollingStopped(state) {
      state.polling = false;
    },
    statusReceived(state, action: PayloadAction<OrderStatusResponse>) {
      const order = dataOf(state.order);
      if (!order || order._id !== action.payload._id) return;
      order.statusOrder = action.payload.statusOrder;
      order.paidAt = action.payload.paidAt;
      state.order = remote.succeeded(order);
    },
    cancelConfirmed(state, _action: PayloadAction<string>) {
      state.cancel = remote.loading();
    },
    orderCancelled(state, action: PayloadAction<Order>) {
      state.cancel = remote.done();
      state.order = remote.succeeded(action.payload);
    },
    cancelFailed(state, action: PayloadAction<RemoteError>) {
      state.cancel = remote.failed(action.payload);
    },
  },
  extraReducers: (builder) =>
    builder.addCase(checkoutActions.orderPlaced, (state, action) => {
      // The payment page opens on the order just placed without asking for it again.
      state.code = action.payload.code;
      state.order = remote.succeeded(action.payload);
    }),
});

export const paymentActions = paymentSlice.actions;
export const paymentReducer = paymentSlice.reducer;
