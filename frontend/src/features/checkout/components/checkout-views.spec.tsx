import { DISCOUNT_ERRORS, ORDER_ERRORS } from '@academy/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithStore } from '../../../../test/render';
import { remoteError } from '../../../lib/remote';
import { checkoutActions, initialCheckoutState } from '../checkout.slice';
import { pendingOrder, quoteFor } from '../order.fixture';
import { paymentActions } from '../payment.slice';
import { CheckoutView } from './CheckoutView';
import { PaymentView } from './PaymentView';

const plain = (el: HTMLElement) => (el.textContent ?? '').replace(/\u00a0/g, ' ');
const lines = [
  { kind: 'course' as const, id: 'c1', title: 'Khóa học c1', thumbnailUrl: null },
  { kind: 'tool_plan' as const, id: 'p1', title: 'Phần mềm — p1', thumbnailUrl: null },
];
const items = [{ courseId: 'c1' }, { toolPlanId: 'p1' }];

describe('CheckoutView', () => {
  it("asks for the server's prices, shows a refused code's reason and the totals, and places the order", () => {
    const view = renderWithStore(<CheckoutView lines={lines} />);
    expect(view.actions).toContainEqual(checkoutActions.checkoutOpened(items));
    act(() => {
      view.store.dispatch(checkoutActions.quoteReceived(quoteFor(items)));
    });
    expect(screen.getAllByTestId('checkout-item')).toHaveLength(2);

    fireEvent.change(screen.getByTestId('discount-input'), { target: { value: ' giam10 ' } });
    fireEvent.click(screen.getByTestId('discount-apply'));
    expect(view.actions).toContainEqual(checkoutActions.discountCodeApplied('GIAM10'));
    act(() => {
      view.store.dispatch(checkoutActions.discountRejected(DISCOUNT_ERRORS.DISCOUNT_CODE_EXPIRED));
    });
    expect(screen.getByTestId('discount-error').textContent).toBe(DISCOUNT_ERRORS.DISCOUNT_CODE_EXPIRED);

    act(() => {
      view.store.dispatch(checkoutActions.discountAccepted(quoteFor(items, { code: 'GIAM10', amount: 119_900 })));
    });
    expect(screen.getByTestId('discount-applied-code').textContent).toBe('GIAM10');
    expect(plain(screen.getByTestId('checkout-discount'))).toBe('−119.900 ₫');
    expect(plain(screen.getByTestId('checkout-total'))).toBe('1.079.100 ₫');

    fireEvent.click(screen.getByTestId('checkout-place'));
    expect(view.actions).toContainEqual(checkoutActions.orderSubmitted());
    expect((screen.getByTestId('checkout-place') as HTMLButtonElement).disabled).toBe(true);
    act(() => {
      view.store.dispatch(checkoutActions.orderFailed({ error: remoteError(ORDER_ERRORS.ORDER_COURSE_OWNED), settled: true }));
    });
    expect(screen.getByTestId('checkout-error').textContent).toBe(ORDER_ERRORS.ORDER_COURSE_OWNED);
  });

  it("offers 'Ví của tôi' with the balances when they cover the total, and pays with it", () => {
    const view = renderWithStore(<CheckoutView lines={lines} />);
    act(() => {
      view.store.dispatch(checkoutActions.quoteReceived(quoteFor(items)));
      view.store.dispatch(checkoutActions.walletBalanceReceived({ mainBalance: 1_500_000, bonusBalance: 50_000, bonusLots: [], currency: 'VND' }));
    });
    expect(plain(screen.getByTestId('checkout-wallet-balances'))).toBe('Ví chính 1.500.000 ₫ · Ví thưởng 50.000 ₫');
    expect(plain(screen.getByTestId('checkout-wallet-split'))).toBe('Thanh toán ngay: trừ 50.000 ₫ ví thưởng trước, 1.149.000 ₫ ví chính.');
    fireEvent.click(screen.getByTestId('checkout-method-wallet-input'));
    expect(view.actions).toContainEqual(checkoutActions.paymentMethodChosen('wallet'));
    expect(screen.getByTestId('checkout-place').textContent).toBe('Thanh toán bằng ví');
    fireEvent.click(screen.getByTestId('checkout-place'));
    expect(view.actions).toContainEqual(checkoutActions.orderSubmitted());
    act(() => {
      view.store.dispatch(checkoutActions.orderPlaced(pendingOrder({ statusOrder: 'paid', paymentMethod: 'wallet', payment: null })));
    });
    expect(screen.getByTestId('payment-paid').textContent).toContain('bằng ví của bạn');
  });

  it('says the wallet is paying while a wallet order placed a moment ago is not shown paid yet', () => {
    const view = renderWithStore(<CheckoutView lines={lines} />);
    const order = pendingOrder({ paymentMethod: 'wallet', payment: null });
    act(() => {
      view.store.dispatch(checkoutActions.orderPlaced(order));
    });
    expect(screen.getByTestId('checkout-wallet-paying').textContent).toContain(`Đang thanh toán đơn hàng ${order.code} bằng ví...`);
    act(() => {
      view.store.dispatch(checkoutActions.placedOrderStatusReceived({ _id: order._id, statusOrder: 'paid', paidAt: '2026-03-02T03:00:01.000Z' }));
    });
    expect(screen.getByTestId('payment-paid')).toBeTruthy();
  });

  it('disables the wallet with the amount missing when it does not cover the total', () => {
    const view = renderWithStore(<CheckoutView lines={lines} />);
    act(() => {
      view.store.dispatch(checkoutActions.quoteReceived(quoteFor(items)));
      view.store.dispatch(checkoutActions.walletBalanceReceived({ mainBalance: 1_000_000, bonusBalance: 198_999, bonusLots: [], currency: 'VND' }));
    });
    // The total is 1.199.000 ₫ (see quoteFor): one đồng short.
    expect((screen.getByTestId('checkout-method-wallet-input') as HTMLInputElement).disabled).toBe(true);
    expect(plain(screen.getByTestId('checkout-wallet-reason'))).toBe('Số dư ví không đủ: còn thiếu 1 ₫. Nạp tiền vào ví');
    expect((screen.getByTestId('checkout-place') as HTMLButtonElement).disabled).toBe(false);
    // Chosen before the quote grew: the order cannot be placed with it.
    act(() => {
      view.store.dispatch(checkoutActions.paymentMethodChosen('wallet'));
    });
    expect((screen.getByTestId('checkout-place') as HTMLButtonElement).disabled).toBe(true);
  });

  it('celebrates a free order paid at once', () => {
    const view = renderWithStore(<CheckoutView lines={lines} />);
    act(() => {
      view.store.dispatch(checkoutActions.orderPlaced(pendingOrder({ statusOrder: 'paid', totalAmount: 0, paymentMethod: 'free', payment: null })));
    });
    expect(screen.getByTestId('payment-paid').textContent).toContain('Thanh toán thành công!');
    expect(screen.getByTestId('payment-my-courses').getAttribute('href')).toBe('/my-courses');
  });
});

describe('PaymentView', () => {
  it('draws the VietQR code with the transfer details, then turns paid when the status says so', async () => {
    const order = pendingOrder({ expiresAt: new Date(Date.now() + 10 * 60_000).toISOString() });
    const view = renderWithStore(<PaymentView code={order.code} onOrderAgain={() => undefined} />, {
      state: { checkout: { order: { ...initialOrderState() }, payment: { code: order.code, order: { status: 'succeeded', data: order }, polling: false, cancel: { status: 'idle' } } } },
    });
    expect(view.actions).toContainEqual(paymentActions.paymentPageOpened(order.code));
    await waitFor(() => expect(screen.getByTestId('payment-qr').getAttribute('src')).toMatch(/^data:image\/svg\+xml/));
    expect(screen.getByTestId('payment-qr').getAttribute('data-payload')).toBe(order.payment?.qrPayload);
    expect(screen.getByTestId('payment-memo').textContent).toBe(order.code);
    expect(plain(screen.getByTestId('payment-amount'))).toBe('2.189.000 ₫');
    expect(screen.getByTestId('payment-account').textContent).toBe('0123456789');
    expect(screen.getByTestId('payment-countdown').textContent).toMatch(/Thời gian còn lại (09:5\d|10:00)/);

    act(() => {
      view.store.dispatch(paymentActions.statusReceived({ _id: order._id, statusOrder: 'paid', paidAt: '2026-03-02T03:10:00.000Z' }));
    });
    expect(screen.getByTestId('payment-paid')).toBeTruthy();
  });

  it('asks before cancelling, and offers to order again once the order has ended', async () => {
    const order = pendingOrder({ expiresAt: new Date(Date.now() + 60_000).toISOString() });
    const reordered: string[] = [];
    const view = renderWithStore(<PaymentView code={order.code} onOrderAgain={(o) => reordered.push(o.code)} />, {
      state: { checkout: { order: initialOrderState(), payment: { code: order.code, order: { status: 'succeeded', data: order }, polling: false, cancel: { status: 'idle' } } } },
    });
    await screen.findByTestId('payment-qr');
    fireEvent.click(screen.getByTestId('payment-cancel'));
    fireEvent.click(within(screen.getByTestId('payment-cancel-dialog')).getByTestId('confirm-button'));
    expect(view.actions).toContainEqual(paymentActions.cancelConfirmed(order._id));
    act(() => {
      view.store.dispatch(paymentActions.orderCancelled({ ...order, statusOrder: 'cancelled', payment: null }));
    });
    expect(screen.getByTestId('payment-cancelled').textContent).toContain('Đã hủy');
    fireEvent.click(screen.getByTestId('payment-order-again'));
    expect(reordered).toEqual([order.code]);
  });

  it('shows a wallet order still being paid as such (no QR), and paid once the status says so', () => {
    const order = pendingOrder({ paymentMethod: 'wallet', payment: null });
    const view = renderWithStore(<PaymentView code={order.code} onOrderAgain={() => undefined} />, {
      state: { checkout: { order: initialOrderState(), payment: { code: order.code, order: { status: 'succeeded', data: order }, polling: false, cancel: { status: 'idle' } } } },
    });
    expect(screen.getByTestId('payment-wallet-pending').textContent).toContain('Đang thanh toán bằng ví');
    expect(screen.queryByTestId('payment-qr')).toBeNull();
    act(() => {
      view.store.dispatch(paymentActions.statusReceived({ _id: order._id, statusOrder: 'paid', paidAt: '2026-03-02T03:10:00.000Z' }));
    });
    expect(screen.getByTestId('payment-paid').textContent).toContain('bằng ví của bạn');
  });

  it('says the time is up (and not to transfer) while the server has not expired the order yet', async () => {
    const order = pendingOrder({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    renderWithStore(<PaymentView code={order.code} onOrderAgain={() => undefined} />, {
      state: { checkout: { order: initialOrderState(), payment: { code: order.code, order: { status: 'succeeded', data: order }, polling: false, cancel: { status: 'idle' } } } },
    });
    expect(screen.getByTestId('payment-time-up').textContent).toContain('Vui lòng không chuyển khoản');
    await screen.findByTestId('payment-qr');
  });
});

function initialOrderState() {
  return initialCheckoutState;
}
