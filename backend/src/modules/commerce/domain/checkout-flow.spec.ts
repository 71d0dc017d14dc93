import { foldEvents } from '../../../platform/domain/decider';
import { discountCodeDecider } from './discount-code/discount-code.decider';
import type { DiscountCodeEvent } from './discount-code/discount-code.events';
import { codeCreated } from './discount-code/discount-code.fixtures';
import { orderDecider } from './order/order.decider';
import type { OrderEvent } from './order/order.events';
import { placeOrder } from './order/order.fixtures';

/**
 * The two aggregates as the coming handlers and reactions will drive them: the checkout reserves on
 * the code, then places the order; the expiry releases the hold; a payment after that is held for
 * review, since the use it counted on may already be someone else's.
 */
describe('checkout, expiry and a late payment', () => {
  const decideCode = (history: DiscountCodeEvent[], command: Parameters<typeof discountCodeDecider.decide>[0]) => [
    ...history,
    ...discountCodeDecider.decide(command, foldEvents(discountCodeDecider, history)),
  ];
  const decideOrder = (history: OrderEvent[], command: Parameters<typeof orderDecider.decide>[0]) => [
    ...history,
    ...orderDecider.decide(command, foldEvents(orderDecider, history)),
  ];

  it('releases the hold when the order expires, then holds the late transfer for review and lets another order use the code', () => {
    let code: DiscountCodeEvent[] = [codeCreated({ usageLimit: 1 })];
    code = decideCode(code, { type: 'ReserveDiscount', data: { code: 'TET2027', orderId: 'o1', eligibleSubtotal: 598_000, at: '2026-12-01T09:00:00.000Z' } });
    const reserved = code.at(-1)!;
    expect(reserved).toMatchObject({ type: 'DiscountReserved', data: { amount: 59_800 } });

    let order = decideOrder([], placeOrder());
    order = decideOrder(order, { type: 'ExpireOrder', data: { orderId: 'o1', at: '2026-12-01T09:30:00.000Z' } });
    const expired = order.at(-1)!;
    expect(expired.type).toBe('OrderExpired');

    // The reaction on OrderExpired, delivered twice.
    const release = { type: 'ReleaseDiscount', data: { code: 'TET2027', orderId: 'o1', at: '2026-12-01T09:30:01.000Z' } } as const;
    code = decideCode(code, release);
    expect(discountCodeDecider.decide(release, foldEvents(discountCodeDecider, code))).toEqual([]);

    // Another buyer takes the only use...
    code = decideCode(code, { type: 'ReserveDiscount', data: { code: 'TET2027', orderId: 'o2', eligibleSubtotal: 100_000, at: '2026-12-01T09:40:00.000Z' } });
    expect(code.at(-1)!.type).toBe('DiscountReserved');

    // ...so the first buyer's exact transfer, arriving late, cannot pay silently.
    const payment = { type: 'RecordPayment', data: { orderId: 'o1', transferId: 'sepay-77', amount: 538_200, at: '2026-12-01T09:45:00.000Z' } } as const;
    order = decideOrder(order, payment);
    expect(order.at(-1)).toMatchObject({ type: 'PaymentNeedsReview', data: { reason: 'late', amount: 538_200, expectedAmount: 538_200 } });
    // SePay redelivers the webhook: nothing more.
    expect(orderDecider.decide(payment, foldEvents(orderDecider, order))).toEqual([]);
  });
});
