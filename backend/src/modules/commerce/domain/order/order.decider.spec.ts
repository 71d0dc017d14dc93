import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { OrderCommand, orderDecider } from './order.decider';
import type { OrderActor, OrderEvent, OrderPaid, PaymentNeedsReview, PaymentReviewReason } from './order.events';
import { at, buyerId, canvaMonth, course, discount, expiresAt, items, memoCode, orderId, orderPlaced, placeOrder, subtotal } from './order.fixtures';

const given = deciderSpec(orderDecider);

const total = 538_200;
const inTime = '2026-12-01T09:10:00.000Z';
const late = '2026-12-01T09:30:00.000Z';
const adminId = 'admin-1';

const pay = (transferId: string, amount = total, when = inTime): OrderCommand => ({ type: 'RecordPayment', data: { orderId, transferId, amount, at: when } });
const expire = (when = late): OrderCommand => ({ type: 'ExpireOrder', data: { orderId, at: when } });
const cancel = (by: OrderActor = { id: buyerId, role: 'buyer' }): OrderCommand => ({ type: 'CancelOrder', data: { orderId, by, at: inTime } });
const refund = (reason = 'Học viên mua nhầm khóa học'): OrderCommand => ({ type: 'RefundOrder', data: { orderId, reason, method: 'bank_transfer', by: adminId, at: inTime } });

const { expiresAt: _e, placedAt: _p, ...placement } = orderPlaced().data;
const paid = (transferId = 'sepay-1', when = inTime, acceptedBy: string | null = null): OrderPaid => ({
  type: 'OrderPaid',
  data: { ...placement, transferId, acceptedBy, paidAt: when },
});
const accept = (transferId: string, amount: number, when = late): OrderCommand => ({ type: 'AcceptPayment', data: { orderId, transferId, amount, by: adminId, at: when } });
const review = (transferId: string, amount: number, reason: PaymentReviewReason, when = inTime): PaymentNeedsReview => ({
  type: 'PaymentNeedsReview',
  data: { orderId, buyerId, transferId, amount, expectedAmount: total, reason, receivedAt: when },
});
const expired: OrderEvent = { type: 'OrderExpired', data: { orderId, buyerId, discount, expiredAt: late } };
const cancelled: OrderEvent = { type: 'OrderCancelled', data: { orderId, buyerId, discount, by: { id: buyerId, role: 'buyer' }, cancelledAt: inTime } };
const refunded: OrderEvent = {
  type: 'OrderRefunded',
  data: { orderId, buyerId, paymentMethod: 'bank_transfer', memoCode, items, totalAmount: total, reason: 'Học viên mua nhầm khóa học', method: 'bank_transfer', by: adminId, refundedAt: inTime },
};

describe('order decider', () => {
  it('decides on the stream commerce_order-<id>', () => {
    expect(orderDecider.streamIdOf(expire())).toBe('commerce_order-o1');
  });

  describe('place an order', () => {
    it('records the order waiting for a bank transfer of its total', () => {
      given([]).when(placeOrder()).then([orderPlaced()]);
    });

    it('records nothing when the same checkout arrives again (retried request)', () => {
      given([orderPlaced()]).when(placeOrder()).then([]);
    });

    it('places and pays at once an order whose total is 0, as paid for free', () => {
      const free = placeOrder({ items: [{ ...course, unitPrice: 0 }], subtotal: 0, discount: null, totalAmount: 0 });
      const [placed, paidNow] = given([]).when(free).decided();
      expect(placed).toMatchObject({ type: 'OrderPlaced', data: { paymentMethod: 'free', totalAmount: 0 } });
      expect(paidNow).toEqual({
        type: 'OrderPaid',
        data: { orderId, buyerId, items: [{ ...course, unitPrice: 0 }], discount: null, subtotal: 0, totalAmount: 0, paymentMethod: 'free', referralCode: 'AFF-LAN', memoCode: placement.memoCode, transferId: null, acceptedBy: null, paidAt: at },
      });
    });

    it('pays at once an order a discount brings to 0', () => {
      const events = given([]).when(placeOrder({ discount: { ...discount, amount: subtotal }, totalAmount: 0 })).decided();
      expect(events.map((event) => event.type)).toEqual(['OrderPlaced', 'OrderPaid']);
    });

    it('refuses an empty order', () => {
      given([]).when(placeOrder({ items: [], subtotal: 0, discount: null, totalAmount: 0 })).thenThrows('ORDER_EMPTY');
    });

    it('refuses the same course or the same plan twice', () => {
      given([]).when(placeOrder({ items: [course, { ...course }], subtotal: 998_000, discount: null, totalAmount: 998_000 })).thenThrows('ORDER_ITEM_REPEATED');
      given([]).when(placeOrder({ items: [canvaMonth, { ...canvaMonth, name: 'khác' }], subtotal: 198_000, discount: null, totalAmount: 198_000 })).thenThrows(
        'ORDER_ITEM_REPEATED',
      );
    });

    it('takes a course and a plan that share an id: they are different things', () => {
      const plan = { ...canvaMonth, toolPlanId: 'c1' };
      given([]).when(placeOrder({ items: [course, plan], discount: null, totalAmount: subtotal })).decided();
    });

    it.each([-1, 0.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])('refuses a unit price of %p', (unitPrice) => {
      given([]).when(placeOrder({ items: [{ ...course, unitPrice }] })).thenThrows('ORDER_AMOUNT_INVALID');
    });

    it('refuses an item without its ids or name', () => {
      given([]).when(placeOrder({ items: [{ ...course, courseId: ' ' }, canvaMonth] })).thenThrows('ORDER_ITEM_INVALID');
      given([]).when(placeOrder({ items: [course, { ...canvaMonth, toolId: '' }] })).thenThrows('ORDER_ITEM_INVALID');
      given([]).when(placeOrder({ items: [course, { ...canvaMonth, durationDays: 0 }] })).thenThrows('ORDER_ITEM_INVALID');
    });

    it('refuses a subtotal that is not the sum of the unit prices', () => {
      given([]).when(placeOrder({ subtotal: subtotal + 1, totalAmount: subtotal + 1 - discount.amount })).thenThrows('ORDER_TOTAL_MISMATCH');
    });

    it('refuses a total that is not the subtotal minus the discount', () => {
      given([]).when(placeOrder({ totalAmount: subtotal })).thenThrows('ORDER_TOTAL_MISMATCH');
      given([]).when(placeOrder({ discount: null, totalAmount: subtotal - 1 })).thenThrows('ORDER_TOTAL_MISMATCH');
    });

    it('refuses a discount below 0, above the subtotal, or not whole', () => {
      given([]).when(placeOrder({ discount: { ...discount, amount: -1 }, totalAmount: subtotal + 1 })).thenThrows('ORDER_DISCOUNT_INVALID');
      given([]).when(placeOrder({ discount: { ...discount, amount: subtotal + 1 }, totalAmount: -1 })).thenThrows('ORDER_DISCOUNT_INVALID');
      given([]).when(placeOrder({ discount: { ...discount, amount: 0.5 }, totalAmount: subtotal - 0.5 })).thenThrows('ORDER_DISCOUNT_INVALID');
    });

    it('refuses a payment method other than bank transfer or wallet, a bad memo and a deadline not after now', () => {
      given([]).when(placeOrder({ paymentMethod: 'cash' as 'bank_transfer' })).thenThrows('ORDER_PAYMENT_METHOD_INVALID');
      given([]).when(placeOrder({ memoCode: 'DH10234' })).thenThrows('ORDER_MEMO_INVALID');
      given([]).when(placeOrder({ expiresAt: at })).thenThrows('ORDER_EXPIRY_INVALID');
      given([]).when(placeOrder({ expiresAt: 'mai' })).thenThrows('ORDER_EXPIRY_INVALID');
    });

    it('records only the known fields of an item, whatever else a caller sends', () => {
      const withExtra = { ...course, isFeatured: true } as typeof course;
      given([]).when(placeOrder({ items: [withExtra, canvaMonth] })).then([orderPlaced()]);
    });
  });

  describe('record a payment', () => {
    it('pays a pending order with a transfer of exactly its total, before the deadline', () => {
      given([orderPlaced()]).when(pay('sepay-1')).then([paid('sepay-1')]);
    });

    it('records nothing when the same transfer arrives again (a redelivered webhook)', () => {
      given([orderPlaced(), paid('sepay-1')]).when(pay('sepay-1')).then([]);
      given([orderPlaced(), review('sepay-2', 1_000, 'short')]).when(pay('sepay-2', 1_000)).then([]);
    });

    it('holds a short or an over payment for review and leaves the order waiting', () => {
      given([orderPlaced()]).when(pay('sepay-1', total - 1)).then([review('sepay-1', total - 1, 'short')]);
      given([orderPlaced()]).when(pay('sepay-1', total + 1_000)).then([review('sepay-1', total + 1_000, 'over')]);
      // A short transfer does not close the order: the exact amount can still pay it.
      given([orderPlaced(), review('sepay-1', 1_000, 'short')]).when(pay('sepay-2')).then([paid('sepay-2')]);
    });

    it('holds a payment at or after the deadline for review, whether or not the expiry job ran', () => {
      given([orderPlaced()]).when(pay('sepay-1', total, late)).then([review('sepay-1', total, 'late', late)]);
      given([orderPlaced(), expired]).when(pay('sepay-1', total, late)).then([review('sepay-1', total, 'late', late)]);
    });

    it('never pays a paid order again: a second transfer is held for review', () => {
      given([orderPlaced(), paid('sepay-1')]).when(pay('sepay-2')).then([review('sepay-2', total, 'not_pending')]);
    });

    it('holds a payment for a cancelled or refunded order for review', () => {
      given([orderPlaced(), cancelled]).when(pay('sepay-1')).then([review('sepay-1', total, 'not_pending')]);
      given([orderPlaced(), paid(), refunded]).when(pay('sepay-9')).then([review('sepay-9', total, 'not_pending')]);
    });

    it('refuses an unknown order, a missing transfer id and an amount that is not whole đồng above 0', () => {
      given([]).when(pay('sepay-1')).thenThrows('ORDER_NOT_FOUND');
      given([orderPlaced()]).when(pay(' ')).thenThrows('PAYMENT_TRANSFER_ID_REQUIRED');
      for (const amount of [0, -1, 0.5, Number.NaN]) given([orderPlaced()]).when(pay('sepay-1', amount)).thenThrows('PAYMENT_AMOUNT_INVALID');
    });
  });

  describe('accept a held payment (an admin)', () => {
    it('pays the order with a short, late or expired transfer the admin accepts', () => {
      given([orderPlaced(), review('sepay-1', 1_000, 'short')]).when(accept('sepay-1', 1_000)).then([paid('sepay-1', late, adminId)]);
      given([orderPlaced(), expired, review('sepay-1', total, 'late', late)]).when(accept('sepay-1', total)).then([paid('sepay-1', late, adminId)]);
      given([orderPlaced(), cancelled]).when(accept('sepay-1', total)).then([paid('sepay-1', late, adminId)]);
    });

    it('records nothing when the same transfer is accepted again', () => {
      given([orderPlaced(), review('sepay-1', 1_000, 'short'), paid('sepay-1', late, adminId)]).when(accept('sepay-1', 1_000)).then([]);
    });

    it('refuses to pay an order something else already paid or that was refunded', () => {
      given([orderPlaced(), paid('sepay-1')]).when(accept('sepay-2', total)).thenThrows('PAYMENT_ORDER_ALREADY_PAID');
      given([orderPlaced(), paid('sepay-1'), refunded]).when(accept('sepay-2', total)).thenThrows('PAYMENT_ORDER_ALREADY_PAID');
    });
  });

  describe('record a wallet payment', () => {
    const walletOrder = (): OrderEvent => ({ ...orderPlaced(), data: { ...orderPlaced().data, paymentMethod: 'wallet' } });
    const payByWallet: OrderCommand = { type: 'RecordWalletPayment', data: { orderId, at: inTime } };
    const paidByWallet: OrderPaid = { type: 'OrderPaid', data: { ...paid('x').data, paymentMethod: 'wallet', transferId: null } };

    it('pays a pending wallet order once, however often the checkout and the recovery reaction send it', () => {
      given([walletOrder()]).when(payByWallet).then([paidByWallet]);
      given([walletOrder(), paidByWallet]).when(payByWallet).then([]);
    });

    it('refuses an order that stopped waiting, so the debit is given back, and an order paid another way', () => {
      given([walletOrder(), { ...expired }]).when(payByWallet).thenThrows('ORDER_NOT_PENDING');
      given([walletOrder(), { ...cancelled }]).when(payByWallet).thenThrows('ORDER_NOT_PENDING');
      given([orderPlaced()]).when(payByWallet).thenThrows('ORDER_PAYMENT_METHOD_INVALID');
    });

    it('refunds a wallet order only to the wallet', () => {
      given([walletOrder(), paidByWallet]).when(refund()).thenThrows('ORDER_REFUND_TO_WALLET_ONLY');
      const toWallet: OrderCommand = { type: 'RefundOrder', data: { orderId, reason: 'Đổi ý', method: 'wallet', by: adminId, at: inTime } };
      expect(given([walletOrder(), paidByWallet]).when(toWallet).decided()).toMatchObject([{ type: 'OrderRefunded', data: { method: 'wallet', paymentMethod: 'wallet' } }]);
    });
  });

  describe('expire an order', () => {
    it('expires a pending order at its deadline, naming the discount to release', () => {
      given([orderPlaced()]).when(expire()).then([expired]);
    });

    it('never expires a paid order: the job raced the payment and lost', () => {
      given([orderPlaced(), paid()]).when(expire()).then([]);
      given([orderPlaced(), paid(), refunded]).when(expire()).then([]);
    });

    it('records nothing when the job runs again, or after a cancellation', () => {
      given([orderPlaced(), expired]).when(expire()).then([]);
      given([orderPlaced(), cancelled]).when(expire()).then([]);
    });

    it('refuses to expire before the deadline, so the queue retries at its time', () => {
      given([orderPlaced()]).when(expire(inTime)).thenThrows('ORDER_NOT_EXPIRED_YET');
    });
  });

  describe('cancel an order', () => {
    it('cancels a pending order for its buyer or an admin', () => {
      given([orderPlaced()]).when(cancel()).then([cancelled]);
      const byAdmin = { id: adminId, role: 'admin' } as const;
      given([orderPlaced()]).when(cancel(byAdmin)).then([{ type: 'OrderCancelled', data: { orderId, buyerId, discount, by: byAdmin, cancelledAt: inTime } }]);
    });

    it('answers another buyer as if the order did not exist', () => {
      given([orderPlaced()]).when(cancel({ id: 'u-other', role: 'buyer' })).thenThrows('ORDER_NOT_FOUND');
    });

    it('records nothing when cancelled again', () => {
      given([orderPlaced(), cancelled]).when(cancel()).then([]);
    });

    it('refuses a paid or an expired order', () => {
      given([orderPlaced(), paid()]).when(cancel()).thenThrows('ORDER_ALREADY_PAID');
      given([orderPlaced(), expired]).when(cancel()).thenThrows('ORDER_NOT_PENDING');
    });
  });

  describe('refund an order', () => {
    it('refunds a paid order with the reason', () => {
      given([orderPlaced(), paid()]).when(refund('  Học viên mua nhầm khóa học ')).then([refunded]);
    });

    it('records nothing when refunded again', () => {
      given([orderPlaced(), paid(), refunded]).when(refund()).then([]);
    });

    it('refuses an order that was not paid, and a refund without a reason', () => {
      given([orderPlaced()]).when(refund()).thenThrows('ORDER_NOT_PAID');
      given([orderPlaced(), expired]).when(refund()).thenThrows('ORDER_NOT_PAID');
      given([orderPlaced(), paid()]).when(refund(' ')).thenThrows('ORDER_REFUND_REASON_REQUIRED');
    });
  });

  it('keeps the deadline the buyer was shown', () => {
    expect(orderPlaced().data.expiresAt).toBe(expiresAt);
  });
});
