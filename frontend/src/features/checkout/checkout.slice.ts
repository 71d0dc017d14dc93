import { Order, OrderItemRequest, OrderStatusResponse, PlaceOrderRequest, QuoteOrderResponse, WalletBalanceResponse } from '@academy/contracts';
import { PayloadAction, createSlice } from '@reduxjs/toolkit';
import { Remote, RemoteError, dataOf, remote } from '../../lib/remote';

/** One attempt at placing an order: its Idempotency-Key, and the request it was made for. */
export interface OrderAttempt {
  fingerprint: string;
  key: string;
}

/** 'bank_transfer' (VietQR on /payment) or 'wallet' (paid at once, bonus first). */
export type CheckoutPaymentMethod = PlaceOrderRequest['paymentMethod'];

export interface CheckoutState {
  /** What the page is checking out (from the cart, by id only: the server prices them). */
  items: OrderItemRequest[];
  /** The server's prices for `items` with the applied code. */
  quote: Remote<QuoteOrderResponse>;
  discount: {
    /** The code the quote was priced with. */
    applied: string | null;
    applying: boolean;
    /** The server's reason the last code typed was refused. */
    error: string | null;
  };
  paymentMethod: CheckoutPaymentMethod;
  /** The buyer's wallet, to say whether it covers the total before they choose it. */
  wallet: Remote<WalletBalanceResponse>;
  placement: Remote<Order>;
  /** Kept across retries of the same request, so a lost answer never makes a second order. */
  attempt: OrderAttempt | null;
}

export const initialCheckoutState: CheckoutState = {
  items: [],
  quote: remote.idle(),
  discount: { applied: null, applying: false, error: null },
  paymentMethod: 'bank_transfer',
  wallet: remote.idle(),
  placement: remote.idle(),
  attempt: null,
};

const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    /** /checkout shown (or its items changed): the saga asks for a quote. */
    checkoutOpened(state, action: PayloadAction<OrderItemRequest[]>) {
      state.items = action.payload;
      state.quote = remote.reload(state.quote);
      state.placement = remote.idle();
    },
    /** Leaving the page: a free order's success panel is not shown again on the next visit. */
    checkoutLeft(state) {
      if (state.placement.status === 'succeeded') state.placement = remote.idle();
    },
    quoteReceived(state, action: PayloadAction<QuoteOrderResponse>) {
      state.quote = remote.succeeded(action.payload);
      state.discount.applied = action.payload.discount?.code ?? null;
    },
    quoteFailed(state, action: PayloadAction<RemoteError>) {
      state.quote = remote.fail(state.quote, action.payload);
    },
    discountCodeApplied(state, _action: PayloadAction<string>) {
      state.discount.applying = true;
      state.discount.error = null;
    },
    discountAccepted(state, action: PayloadAction<QuoteOrderResponse>) {
      state.quote = remote.succeeded(action.payload);
      state.discount = { applied: action.payload.discount?.code ?? null, applying: false, error: null };
    },
    /** The code was refused (unknown, expired, used up, not for these items): the quote stands without it. */
    discountRejected(state, action: PayloadAction<string>) {
      state.discount.applying = false;
      state.discount.error = action.payload;
    },
    discountCodeRemoved(state) {
      state.discount = { applied: null, applying: true, error: null };
    },
    paymentMethodChosen(state, action: PayloadAction<CheckoutPaymentMethod>) {
      state.paymentMethod = action.payload;
    },
    walletBalanceRequested(state) {
      state.wallet = remote.reload(state.wallet);
    },
    walletBalanceReceived(state, action: PayloadAction<WalletBalanceResponse>) {
      state.wallet = remote.succeeded(action.payload);
    },
    walletBalanceFailed(state, action: PayloadAction<RemoteError>) {
      state.wallet = remote.fail(state.wallet, action.payload);
    },
    orderSubmitted(state) {
      state.placement = remote.loading();
    },
    attemptStarted(state, action: PayloadAction<OrderAttempt>) {
      state.attempt = action.payload;
    },
    orderPlaced(state, action: PayloadAction<Order>) {
      state.placement = remote.succeeded(action.payload);
      state.attempt = null;
    },
    /** A wallet order that came back before its payment showed: the status asked again on /checkout. */
    placedOrderStatusReceived(state, action: PayloadAction<OrderStatusResponse>) {
      const order = dataOf(state.placement);
      if (!order || order._id !== action.payload._id) return;
      state.placement = remote.succeeded({ ...order, statusOrder: action.payload.statusOrder, paidAt: action.payload.paidAt });
    },
    /** `settled`: the server answered (a refusal), so a new try is a new attempt with a new key. */
    orderFailed(state, action: PayloadAction<{ error: RemoteError; settled: boolean }>) {
      state.placement = remote.failed(action.payload.error);
      if (action.payload.settled) state.attempt = null;
    },
  },
  extraReducers: (builder) =>
    builder.addMatcher(
      (action) => action.type === checkoutSlice.actions.quoteReceived.type || action.type === checkoutSlice.actions.quoteFailed.type,
      (state) => {
        state.discount.applying = false;
      },
    ),
});

export const checkoutActions = checkoutSlice.actions;
export const checkoutOrderReducer = checkoutSlice.reducer;
