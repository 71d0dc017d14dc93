import {
  ORDER_ERRORS,
  ORDER_MESSAGES,
  Order,
  OrderItemRequest,
  OrderStatusResponse,
  PlaceOrderRequest,
  QuoteOrderResponse,
  WALLET_MESSAGES,
  WalletBalanceResponse,
} from '@academy/contracts';
import { nanoid } from '@reduxjs/toolkit';
import { all, call, delay, put, race, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { dataOf, toRemoteError } from '../../lib/remote';
import { ApiError, errorMessage } from '../../platform/api-client';
import { Notifier } from '../../platform/notify';
import { CheckoutApi } from './checkout.api';
import { selectAttempt, selectCheckout, selectPayment } from './checkout.selectors';
import { CheckoutState, OrderAttempt, checkoutActions } from './checkout.slice';
import { PageVisibility } from '../../platform/page-visibility';
import { PaymentState, paymentActions } from './payment.slice';

export interface CheckoutSagaDeps {
  api: CheckoutApi;
  notify: Notifier;
  navigate(to: string): Promise<void> | void;
  visibility: PageVisibility;
  /** Spec part 2 §4: the payment page polls the order's status; every 3 s. */
  pollIntervalMs?: number;
  /** How long to wait between looks at a wallet order paid during the request but not yet shown paid. */
  walletSettleMs?: number;
  newAttemptKey?: () => string;
}

export const POLL_INTERVAL_MS = 3000;
/** The wallet pays inside the request; its read model follows within moments: a few quick looks, then /payment. */
export const WALLET_SETTLE_MS = 300;
const WALLET_SETTLE_LOOKS = 5;

export function paymentPath(code: string): string {
  return `/payment?code=${encodeURIComponent(code)}`;
}

/** A refusal of the code itself (unknown, expired, used up, not for these items), not of the cart. */
const isDiscountRefusal = (error: unknown) => error instanceof ApiError && (error.code ?? '').startsWith('DISCOUNT_');

/** The server answered: the attempt is over, and trying again is a new attempt. A lost answer or a 5xx may be retried as is. */
const isSettled = (error: unknown) => error instanceof ApiError && error.status !== null && error.status < 500;

export function createCheckoutSaga(deps: CheckoutSagaDeps) {
  const pollInterval = deps.pollIntervalMs ?? POLL_INTERVAL_MS;
  const walletSettle = deps.walletSettleMs ?? WALLET_SETTLE_MS;
  const newAttemptKey = deps.newAttemptKey ?? nanoid;

  /** The server's prices; a code that no longer holds (expired since it was applied) is dropped, and said so. */
  function* requote(items: OrderItemRequest[], code: string | null): Generator<unknown, void, unknown> {
    try {
      const quote = (yield call(deps.api.quote, items, code)) as QuoteOrderResponse;
      yield put(checkoutActions.quoteReceived(quote));
    } catch (error) {
      if (code && isDiscountRefusal(error)) {
        yield put(checkoutActions.discountRejected(errorMessage(error)));
        yield* requote(items, null);
        return;
      }
      yield put(checkoutActions.quoteFailed(toRemoteError(error)));
    }
  }

  /** The wallet's balance for the 'Ví của tôi' choice; a failure only disables that choice. */
  function* loadWallet() {
    yield put(checkoutActions.walletBalanceRequested());
    try {
      const balance: WalletBalanceResponse = yield call(deps.api.walletBalance);
      yield put(checkoutActions.walletBalanceReceived(balance));
    } catch (error) {
      yield put(checkoutActions.walletBalanceFailed(toRemoteError(error, WALLET_MESSAGES.balanceLoadFailed)));
    }
  }

  function* open({ payload: items }: ReturnType<typeof checkoutActions.checkoutOpened>) {
    if (items.length === 0) return;
    const checkout: CheckoutState = yield select(selectCheckout);
    yield all([call(requote, items, checkout.discount.applied), call(loadWallet)]);
  }

  function* applyCode({ payload: code }: ReturnType<typeof checkoutActions.discountCodeApplied>) {
    const checkout: CheckoutState = yield select(selectCheckout);
    try {
      const quote: QuoteOrderResponse = yield call(deps.api.quote, checkout.items, code);
      yield put(checkoutActions.discountAccepted(quote));
    } catch (error) {
      yield put(checkoutActions.discountRejected(errorMessage(error)));
    }
  }

  function* removeCode() {
    const checkout: CheckoutState = yield select(selectCheckout);
    yield* requote(checkout.items, null);
  }

  /** One Idempotency-Key per attempt: a double click or a retry after a lost answer places one order. */
  function* attemptFor(request: PlaceOrderRequest) {
    const fingerprint = JSON.stringify(request);
    const current: OrderAttempt | null = yield select(selectAttempt);
    if (current?.fingerprint === fingerprint) return current;
    const attempt = { fingerprint, key: newAttemptKey() };
    yield put(checkoutActions.attemptStarted(attempt));
    return attempt;
  }

  function* place() {
    const checkout: CheckoutState = yield select(selectCheckout);
    const request: PlaceOrderRequest = { items: checkout.items, paymentMethod: checkout.paymentMethod, discountCode: checkout.discount.applied };
    const attempt: OrderAttempt = yield* attemptFor(request);
    try {
      const order: Order = yield call(deps.api.place, request, attempt.key);
      yield put(checkoutActions.orderPlaced(order));
      // A free order, or one the wallet paid, is paid at once: the checkout shows its success; any other goes to /payment.
      let paid = order.statusOrder === 'paid';
      if (!paid && order.paymentMethod === 'wallet') paid = (yield call(walletPaymentShown, order._id)) as boolean;
      if (!paid) yield call(deps.navigate, paymentPath(order.code));
    } catch (error) {
      const failure = toRemoteError(error, ORDER_ERRORS.ORDER_CREATE_FAILED);
      yield put(checkoutActions.orderFailed({ error: failure, settled: isSettled(error) }));
      deps.notify.error(failure.message);
      // The wallet said no: show what it holds now (spent elsewhere, or a lot expired meanwhile).
      if (request.paymentMethod === 'wallet') yield call(loadWallet);
    }
  }

  /**
   * The wallet paid the order inside the request, but the answer may come from a read model a moment
   * behind (a busy machine): look again a few times on /checkout. False sends the buyer to /payment,
   * which keeps asking.
   */
  function* walletPaymentShown(orderId: string) {
    for (let look = 0; look < WALLET_SETTLE_LOOKS; look += 1) {
      yield delay(walletSettle);
      try {
        const status: OrderStatusResponse = yield call(deps.api.status, orderId);
        yield put(checkoutActions.placedOrderStatusReceived(status));
        if (status.statusOrder !== 'pending') return status.statusOrder === 'paid';
      } catch {
        // /payment asks again, and says what went wrong.
        return false;
      }
    }
    return false;
  }

  /** Until the order is no longer pending: every few seconds while the page is visible. */
  function* pollStatus(orderId: string) {
    yield put(paymentActions.pollingStarted());
    try {
      while (true) {
        yield delay(pollInterval);
        if (!deps.visibility.isVisible()) yield call(deps.visibility.whenVisible);
        try {
          const status: OrderStatusResponse = yield call(deps.api.status, orderId);
          yield put(paymentActions.statusReceived(status));
          if (status.statusOrder !== 'pending') return;
        } catch (error) {
          // A blip of the network is tried again; an order that is not (or no longer) the buyer's is not.
          if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return;
        }
      }
    } finally {
      yield put(paymentActions.pollingStopped());
    }
  }

  function* openPayment({ payload: code }: ReturnType<typeof paymentActions.paymentPageOpened>) {
    const payment: PaymentState = yield select(selectPayment);
    let order = dataOf(payment.order);
    if (!order || order.code !== code) {
      try {
        order = (yield call(deps.api.orderByCode, code)) as Order;
        yield put(paymentActions.orderLoaded(order));
      } catch (error) {
        yield put(paymentActions.orderLoadFailed(toRemoteError(error, ORDER_ERRORS.ORDER_DETAIL_FAILED)));
        return;
      }
    }
    if (order.statusOrder === 'pending') yield call(pollStatus, order._id);
  }

  function* followPayment(action: ReturnType<typeof paymentActions.paymentPageOpened>) {
    yield race({
      run: call(openPayment, action),
      closed: take(paymentActions.paymentPageClosed.type),
      cancelled: take(paymentActions.orderCancelled.type),
    });
  }

  function* cancel({ payload: orderId }: ReturnType<typeof paymentActions.cancelConfirmed>) {
    try {
      const order: Order = yield call(deps.api.cancel, orderId);
      yield put(paymentActions.orderCancelled(order));
      deps.notify.success(ORDER_MESSAGES.cancelled);
    } catch (error) {
      const failure = toRemoteError(error);
      yield put(paymentActions.cancelFailed(failure));
      deps.notify.error(failure.message);
      // Most likely paid a moment ago: show what the order is now.
      try {
        const status: OrderStatusResponse = yield call(deps.api.status, orderId);
        yield put(paymentActions.statusReceived(status));
      } catch {
        // The error above is already on screen.
      }
    }
  }

  return function* checkoutSaga() {
    yield takeLatest(checkoutActions.checkoutOpened.type, open);
    yield takeLatest(checkoutActions.discountCodeApplied.type, applyCode);
    yield takeLatest(checkoutActions.discountCodeRemoved.type, removeCode);
    yield takeLeading(checkoutActions.orderSubmitted.type, place);
    yield takeLatest(paymentActions.paymentPageOpened.type, followPayment);
    yield takeEvery(paymentActions.cancelConfirmed.type, cancel);
  };
}
