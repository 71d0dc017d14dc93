import { DISCOUNT_ERRORS, ORDER_ERRORS, ORDER_MESSAGES, Order, OrderItemRequest, OrderStatus, PlaceOrderRequest, WALLET_ERRORS, WALLET_MESSAGES } from '@academy/contracts';
import { combineReducers } from '@reduxjs/toolkit';
import { recordingNotifier, settle, startSaga } from '../../../test/saga-harness';
import { dataOf } from '../../lib/remote';
import { ApiError } from '../../platform/api-client';
import { CheckoutApi } from './checkout.api';
import { checkoutReducer } from './checkout.reducer';
import { createCheckoutSaga } from './checkout.saga';
import { checkoutActions } from './checkout.slice';
import { pendingOrder, quoteFor } from './order.fixture';
import { PageVisibility } from '../../platform/page-visibility';
import { paymentActions } from './payment.slice';

const items: OrderItemRequest[] = [{ courseId: 'c1' }, { courseId: 'c2' }, { toolPlanId: 'p1' }];
const refusal = (status: number, code: string, message: string) => new ApiError(message, status, message, code, null);
const networkError = () => new ApiError('Failed to fetch', null, null, null, null);

interface Calls {
  quote: [OrderItemRequest[], string | null][];
  place: [PlaceOrderRequest, string][];
  status: string[];
  byCode: string[];
  cancel: string[];
  wallet: number;
}

/** The order endpoints as the contracts describe them; each test scripts what the server answers. */
function fakeApi(overrides: Partial<CheckoutApi> = {}) {
  const calls: Calls = { quote: [], place: [], status: [], byCode: [], cancel: [], wallet: 0 };
  const api: CheckoutApi = {
    quote: async (list, code) => {
      calls.quote.push([list, code]);
      if (code === 'SALE10') return quoteFor(list, { code, amount: 100_000 });
      if (code) throw refusal(400, 'DISCOUNT_CODE_NOT_FOUND', DISCOUNT_ERRORS.DISCOUNT_CODE_NOT_FOUND);
      return quoteFor(list);
    },
    place: async (request, key) => {
      calls.place.push([request, key]);
      return pendingOrder();
    },
    orderByCode: async (code) => {
      calls.byCode.push(code);
      return pendingOrder({ code, _id: `id-${code}` });
    },
    status: async (id) => {
      calls.status.push(id);
      return { _id: id, statusOrder: 'pending', paidAt: null };
    },
    cancel: async (id) => {
      calls.cancel.push(id);
      return pendingOrder({ _id: id, statusOrder: 'cancelled', endedAt: '2026-03-02T03:05:00.000Z', payment: null });
    },
    walletBalance: async () => {
      calls.wallet += 1;
      return { mainBalance: 200_000, bonusBalance: 50_000, bonusLots: [], currency: 'VND' };
    },
    ...overrides,
  };
  return { api, calls };
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
    hide: () => {
      visible = false;
    },
    show: () => {
      visible = true;
      waiting.forEach((resolve) => resolve());
      waiting = [];
    },
  };
}

function started(api: CheckoutApi, options: { visibility?: PageVisibility } = {}) {
  const notify = recordingNotifier();
  const navigated: string[] = [];
  let keys = 0;
  const harness = startSaga(
    combineReducers({ checkout: checkoutReducer }),
    createCheckoutSaga({
      api,
      notify,
      navigate: (to) => void navigated.push(to),
      visibility: options.visibility ?? testVisibility().visibility,
      pollIntervalMs: 5,
      walletSettleMs: 1,
      newAttemptKey: () => `key-${(keys += 1)}`,
    }),
  );
  const checkout = () => harness.getState().checkout.order;
  const payment = () => harness.getState().checkout.payment;
  return { harness, notify, navigated, checkout, payment };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 200; i += 1) {
    if (check()) return;
    await wait(2);
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('checkout saga: quote and discount code', () => {
  it("prices the cart on the server, applies a code, shows a refused code's reason and removes a code", async () => {
    const { api, calls } = fakeApi();
    const { harness, checkout } = started(api);
    harness.dispatch(checkoutActions.checkoutOpened(items));
    await settle();
    expect(calls.quote).toEqual([[items, null]]);
    expect(dataOf(checkout().quote)?.totalAmount).toBe(quoteFor(items).totalAmount);

    harness.dispatch(checkoutActions.discountCodeApplied('SALE10'));
    await settle();
    expect(checkout().discount).toEqual({ applied: 'SALE10', applying: false, error: null });
    expect(dataOf(checkout().quote)?.totalAmount).toBe(quoteFor(items).subtotal - 100_000);

    harness.dispatch(checkoutActions.discountCodeApplied('KHONGCO'));
    await settle();
    expect(checkout().discount).toEqual({ applied: 'SALE10', applying: false, error: DISCOUNT_ERRORS.DISCOUNT_CODE_NOT_FOUND });
    expect(dataOf(checkout().quote)?.discount).toEqual({ code: 'SALE10', amount: 100_000 });

    harness.dispatch(checkoutActions.discountCodeRemoved());
    await settle();
    expect(checkout().discount.applied).toBeNull();
    expect(dataOf(checkout().quote)?.discount).toBeNull();
    expect(calls.quote.map(([, code]) => code)).toEqual([null, 'SALE10', 'KHONGCO', null]);
  });

  it('drops an applied code that stopped holding when the checkout opens again, and says why', async () => {
    let usedUp = false;
    const { api, calls } = fakeApi({
      quote: async (list, code) => {
        calls.quote.push([list, code]);
        if (code && usedUp) throw refusal(409, 'DISCOUNT_CODE_USED_UP', DISCOUNT_ERRORS.DISCOUNT_CODE_USED_UP);
        return quoteFor(list, code ? { code, amount: 50_000 } : null);
      },
    });
    const { harness, checkout } = started(api);
    harness.dispatch(checkoutActions.checkoutOpened(items));
    harness.dispatch(checkoutActions.discountCodeApplied('SALE10'));
    await settle();
    usedUp = true;
    harness.dispatch(checkoutActions.checkoutOpened(items));
    await settle();
    expect(checkout().discount).toEqual({ applied: null, applying: false, error: DISCOUNT_ERRORS.DISCOUNT_CODE_USED_UP });
    expect(dataOf(checkout().quote)?.discount).toBeNull();
  });
});

describe('checkout saga: placing the order', () => {
  it('places one order for a double click and goes to the payment page of its code', async () => {
    const { api, calls } = fakeApi();
    const { harness, navigated, payment } = started(api);
    harness.dispatch(checkoutActions.checkoutOpened(items));
    harness.dispatch(checkoutActions.discountCodeApplied('SALE10'));
    await settle();
    harness.dispatch(checkoutActions.orderSubmitted());
    harness.dispatch(checkoutActions.orderSubmitted());
    await settle();
    expect(calls.place).toEqual([[{ items, paymentMethod: 'bank_transfer', discountCode: 'SALE10' }, 'key-1']]);
    expect(navigated).toEqual(['/payment?code=DH00000042K']);
    expect(dataOf(payment().order)?.code).toBe('DH00000042K');
  });

  it('retries a lost answer under the same key, and makes a new attempt after a refusal or a changed cart', async () => {
    const answers: (() => Order)[] = [
      () => {
        throw networkError();
      },
      () => {
        throw refusal(409, 'ORDER_COURSE_OWNED', ORDER_ERRORS.ORDER_COURSE_OWNED);
      },
      () => pendingOrder(),
      () => pendingOrder(),
    ];
    const { api, calls } = fakeApi({
      place: async (request, key) => {
        calls.place.push([request, key]);
        return answers.shift()!();
      },
    });
    const { harness, notify, checkout } = started(api);
    harness.dispatch(checkoutActions.checkoutOpened(items));
    await settle();
    harness.dispatch(checkoutActions.orderSubmitted());
    await settle();
    expect(notify.calls.at(-1)).toMatchObject({ kind: 'error', message: ORDER_ERRORS.ORDER_CREATE_FAILED });

    harness.dispatch(checkoutActions.orderSubmitted());
    await settle();
    expect(checkout().placement).toMatchObject({ status: 'failed', error: { message: ORDER_ERRORS.ORDER_COURSE_OWNED, code: 'ORDER_COURSE_OWNED' } });

    harness.dispatch(checkoutActions.orderSubmitted());
    await settle();
    harness.dispatch(checkoutActions.checkoutOpened(items.slice(1)));
    await settle();
    harness.dispatch(checkoutActions.orderSubmitted());
    await settle();
    expect(calls.place.map(([, key]) => key)).toEqual(['key-1', 'key-1', 'key-2', 'key-3']);
  });

  it("says 'Không thể tạo đơn hàng.' when the server gives no reason", async () => {
    const { api } = fakeApi({
      place: async () => {
        throw new ApiError('Đã có lỗi xảy ra.', 502, null, null, null);
      },
    });
    const { harness, notify, checkout } = started(api);
    harness.dispatch(checkoutActions.checkoutOpened(items));
    harness.dispatch(checkoutActions.orderSubmitted());
    await settle();
    expect(notify.calls).toEqual([{ kind: 'error', message: ORDER_ERRORS.ORDER_CREATE_FAILED, options: undefined }]);
    expect(checkout().attempt).not.toBeNull();
  });

  it('keeps a free order (paid at once) on the checkout for its success panel', async () => {
    const { api } = fakeApi({ place: async () => pendingOrder({ statusOrder: 'paid', totalAmount: 0, paymentMethod: 'free', payment: null }) });
    const { harness, navigated, checkout } = started(api);
    harness.dispatch(checkoutActions.checkoutOpened(items));
    harness.dispatch(checkoutActions.orderSubmitted());
    await settle();
    expect(navigated).toEqual([]);
    expect(dataOf(checkout().placement)?.statusOrder).toBe('paid');
  });

  it("loads the wallet with the quote, places a wallet order that is paid at once and stays for its success panel", async () => {
    const paid = pendingOrder({ statusOrder: 'paid', paymentMethod: 'wallet', payment: null, paidAt: '2026-03-02T03:00:01.000Z' });
    const { api, calls } = fakeApi({
      place: async (request, key) => {
        calls.place.push([request, key]);
        return paid;
      },
    });
    const { harness, navigated, checkout } = started(api);
    harness.dispatch(checkoutActions.checkoutOpened(items));
    await settle();
    expect(calls.wallet).toBe(1);
    expect(dataOf(checkout().wallet)?.mainBalance).toBe(200_000);
    harness.dispatch(checkoutActions.paymentMethodChosen('wallet'));
    harness.dispatch(checkoutActions.orderSubmitted());
    await settle();
    expect(calls.place.map(([request]) => request.paymentMethod)).toEqual(['wallet']);
    expect(navigated).toEqual([]);
    expect(dataOf(checkout().placement)).toEqual(paid);
  });

  it('looks again on /checkout when a wallet order comes back before its payment shows, and goes to /payment only if it stays pending', async () => {
    const placed = pendingOrder({ paymentMethod: 'wallet', payment: null });
    const answers: OrderStatus[] = ['pending', 'paid'];
    const { api, calls } = fakeApi({
      place: async () => placed,
      status: async (id) => {
        calls.status.push(id);
        const statusOrder = answers.shift() ?? 'pending';
        return { _id: id, statusOrder, paidAt: statusOrder === 'paid' ? '2026-03-02T03:00:01.000Z' : null };
      },
    });
    const { harness, navigated, checkout } = started(api);
    harness.dispatch(checkoutActions.checkoutOpened(items));
    harness.dispatch(checkoutActions.paymentMethodChosen('wallet'));
    harness.dispatch(checkoutActions.orderSubmitted());
    await until(() => dataOf(checkout().placement)?.statusOrder === 'paid', 'the wallet order shown paid');
    await settle();
    expect(calls.status).toEqual([placed._id, placed._id]);
    expect(navigated).toEqual([]);

    const stuck = fakeApi({ place: async () => placed });
    const second = started(stuck.api);
    second.harness.dispatch(checkoutActions.checkoutOpened(items));
    second.harness.dispatch(checkoutActions.paymentMethodChosen('wallet'));
    second.harness.dispatch(checkoutActions.orderSubmitted());
    await until(() => second.navigated.length > 0, 'the move to /payment');
    expect(stuck.calls.status).toHaveLength(5);
    expect(second.navigated).toEqual([`/payment?code=${placed.code}`]);
  });

  it("shows the wallet's refusal in the server's words and loads the balance again", async () => {
    const short = refusal(409, 'WALLET_BALANCE_INSUFFICIENT', WALLET_ERRORS.WALLET_BALANCE_INSUFFICIENT);
    const { api, calls } = fakeApi({ place: async () => Promise.reject(short) });
    const { harness, notify, navigated, checkout } = started(api);
    harness.dispatch(checkoutActions.checkoutOpened(items));
    await settle();
    harness.dispatch(checkoutActions.paymentMethodChosen('wallet'));
    harness.dispatch(checkoutActions.orderSubmitted());
    await settle();
    expect(checkout().placement).toMatchObject({ status: 'failed', error: { message: WALLET_ERRORS.WALLET_BALANCE_INSUFFICIENT, code: 'WALLET_BALANCE_INSUFFICIENT' } });
    expect(notify.calls).toEqual([{ kind: 'error', message: WALLET_ERRORS.WALLET_BALANCE_INSUFFICIENT, options: undefined }]);
    expect(navigated).toEqual([]);
    expect(calls.wallet).toBe(2);
    expect(checkout().attempt).toBeNull();
  });

  it('still prices the cart when the wallet cannot be loaded; only that choice says why', async () => {
    const { api } = fakeApi({ walletBalance: async () => Promise.reject(networkError()) });
    const { harness, checkout } = started(api);
    harness.dispatch(checkoutActions.checkoutOpened(items));
    await settle();
    expect(checkout().quote.status).toBe('succeeded');
    expect(checkout().wallet).toMatchObject({ status: 'failed', error: { message: WALLET_MESSAGES.balanceLoadFailed } });
  });
});

describe('payment saga', () => {
  function statusSequence(statuses: OrderStatus[], calls: Calls) {
    return async (id: string) => {
      calls.status.push(id);
      const statusOrder = statuses.length > 1 ? statuses.shift()! : statuses[0];
      return { _id: id, statusOrder, paidAt: statusOrder === 'paid' ? '2026-03-02T03:10:00.000Z' : null };
    };
  }

  it('polls the status of the order just placed until it is paid, then stops', async () => {
    const { api, calls } = fakeApi();
    api.status = statusSequence(['pending', 'pending', 'paid'], calls);
    const { harness, payment } = started(api);
    harness.dispatch(checkoutActions.checkoutOpened(items));
    harness.dispatch(checkoutActions.orderSubmitted());
    await settle();
    harness.dispatch(paymentActions.paymentPageOpened('DH00000042K'));
    await until(() => dataOf(payment().order)?.statusOrder === 'paid', 'paid');
    expect(calls.byCode).toEqual([]);
    await wait(40);
    expect(calls.status).toEqual(['order-1', 'order-1', 'order-1']);
    expect(payment().polling).toBe(false);
    expect(dataOf(payment().order)?.paidAt).toBe('2026-03-02T03:10:00.000Z');
  });

  it('loads an order by the code of the URL (a reload), pauses while the tab is hidden, and stops when the page closes', async () => {
    const { api, calls } = fakeApi();
    const page = testVisibility();
    const { harness, payment } = started(api, { visibility: page.visibility });
    harness.dispatch(paymentActions.paymentPageOpened('DH00000077X'));
    await until(() => calls.status.length >= 1, 'a first status');
    expect(calls.byCode).toEqual(['DH00000077X']);
    expect(calls.status[0]).toBe('id-DH00000077X');

    page.hide();
    await wait(30);
    const whileHidden = calls.status.length;
    await wait(30);
    expect(calls.status.length).toBe(whileHidden);
    page.show();
    await until(() => calls.status.length > whileHidden, 'polling again');

    harness.dispatch(paymentActions.paymentPageClosed());
    await settle();
    const atClose = calls.status.length;
    await wait(30);
    expect(calls.status.length).toBe(atClose);
    expect(payment().polling).toBe(false);
  });

  it('does not poll an order that is no longer pending, and shows the detail fallback when it cannot load', async () => {
    const { api, calls } = fakeApi({
      orderByCode: async (code) => {
        calls.byCode.push(code);
        if (code === 'LOST') throw networkError();
        return pendingOrder({ code, statusOrder: 'expired', payment: null });
      },
    });
    const { harness, payment } = started(api);
    harness.dispatch(paymentActions.paymentPageOpened('DH00000099Z'));
    await wait(30);
    expect(calls.status).toEqual([]);
    expect(dataOf(payment().order)?.statusOrder).toBe('expired');

    harness.dispatch(paymentActions.paymentPageOpened('LOST'));
    await settle();
    expect(payment().order).toMatchObject({ status: 'failed', error: { message: ORDER_ERRORS.ORDER_DETAIL_FAILED } });
  });

  it('cancels the order, says so and stops polling; a refused cancel shows the status it has now', async () => {
    const { api, calls } = fakeApi();
    const { harness, notify, payment } = started(api);
    harness.dispatch(paymentActions.paymentPageOpened('DH00000042K'));
    await until(() => payment().polling, 'polling');
    harness.dispatch(paymentActions.cancelConfirmed('id-DH00000042K'));
    await settle();
    expect(calls.cancel).toEqual(['id-DH00000042K']);
    expect(dataOf(payment().order)?.statusOrder).toBe('cancelled');
    expect(notify.calls).toEqual([{ kind: 'success', message: ORDER_MESSAGES.cancelled, options: undefined }]);
    expect(payment().polling).toBe(false);

    const paid = fakeApi({
      cancel: async () => {
        throw refusal(409, 'ORDER_ALREADY_PAID', ORDER_ERRORS.ORDER_ALREADY_PAID);
      },
      status: async (id) => ({ _id: id, statusOrder: 'paid', paidAt: '2026-03-02T03:10:00.000Z' }),
    });
    const second = started(paid.api);
    second.harness.dispatch(paymentActions.paymentPageOpened('DH00000042K'));
    await settle();
    second.harness.dispatch(paymentActions.cancelConfirmed('id-DH00000042K'));
    await settle();
    expect(second.notify.calls.at(-1)).toMatchObject({ kind: 'error', message: ORDER_ERRORS.ORDER_ALREADY_PAID });
    expect(dataOf(second.payment().order)?.statusOrder).toBe('paid');
    second.harness.dispatch(paymentActions.paymentPageClosed());
  });
});
