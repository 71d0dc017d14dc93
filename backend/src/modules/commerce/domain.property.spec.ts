/**
 * Randomised checks of the money rules of commerce's domain. This file sits beside domain/ rather
 * in it because the seeded generator lives in platform/testing, which domain/ may not import.
 * fast-check is not installed; a seeded loop replays any failure from its seed.
 */
import { foldEvents } from '../../platform/domain/decider';
import { DomainError } from '../../platform/domain/domain-error';
import { seededRandom } from '../../platform/testing/seeded-random';
import { discountAmount, eligibleSubtotalOf } from './domain/discount-code/discount-amount';
import type { DiscountTerms } from './domain/discount-code/discount-code.events';
import { orderDecider } from './domain/order/order.decider';
import type { OrderEvent, OrderItem } from './domain/order/order.events';
import { placeOrder } from './domain/order/order.fixtures';

const SEED = 20261201;
const RUNS = 2_000;

function randomCart(random: () => number) {
  const int = (max: number) => Math.floor(random() * (max + 1));
  // Prices from free to the top of the safe range, mostly realistic.
  const price = () => (random() < 0.05 ? Math.floor(Number.MAX_SAFE_INTEGER / 10) - int(1_000) : int(20) * 1_000 * int(100));
  const items: OrderItem[] = Array.from({ length: 1 + int(4) }, (_, i) =>
    random() < 0.5
      ? { kind: 'course', courseId: `c${i}`, title: `Khóa ${i}`, instructorId: 'u1', unitPrice: price() }
      : { kind: 'tool_plan', toolPlanId: `p${i}`, toolId: 't1', name: `Gói ${i}`, durationDays: random() < 0.2 ? null : 1 + int(365), unitPrice: price() },
  );
  const terms: DiscountTerms = {
    type: random() < 0.5 ? 'percentage' : 'fixed_amount',
    value: 0,
    expiresAt: null,
    usageLimit: null,
    appliesTo: (['all', 'specific_courses', 'specific_tools'] as const)[int(2)],
    applicableCourses: ['c0', 'c2'],
    applicableTools: ['p1', 'p3'],
  };
  terms.value = terms.type === 'percentage' ? 1 + int(99) : 1 + int(2_000_000);
  return { items, terms };
}

describe('commerce money, over random carts and codes', () => {
  it('a discount never exceeds what it applies to, and the placed total is always subtotal minus discount', () => {
    const random = seededRandom(SEED);
    for (let run = 0; run < RUNS; run += 1) {
      const { items, terms } = randomCart(random);
      const subtotal = items.reduce((sum, item) => sum + item.unitPrice, 0);
      const eligible = eligibleSubtotalOf(terms, items);
      const amount = discountAmount(terms.type, terms.value, eligible);
      const context = { seed: SEED, run, items, terms, amount };

      expect({ ...context, ok: Number.isSafeInteger(amount) && amount >= 0 && amount <= eligible && eligible <= subtotal }).toEqual({ ...context, ok: true });

      const discount = amount > 0 ? { code: 'RANDOM', discountCodeId: 'd1', amount } : null;
      const events = orderDecider.decide(placeOrder({ items, subtotal, discount, totalAmount: subtotal - amount }), orderDecider.initialState);
      const placed = events[0] as Extract<OrderEvent, { type: 'OrderPlaced' }>;
      expect(placed.data.totalAmount).toBe(placed.data.subtotal - (placed.data.discount?.amount ?? 0));
      expect(placed.data.totalAmount).toBeGreaterThanOrEqual(0);
      // Free orders, and only they, are paid as they are placed.
      expect(events.map((event) => event.type)).toEqual(placed.data.totalAmount === 0 ? ['OrderPlaced', 'OrderPaid'] : ['OrderPlaced']);
    }
  });

  it('a total off by any amount is refused', () => {
    const random = seededRandom(SEED + 1);
    for (let run = 0; run < RUNS; run += 1) {
      const { items } = randomCart(random);
      const subtotal = items.reduce((sum, item) => sum + item.unitPrice, 0);
      const off = (random() < 0.5 ? -1 : 1) * (1 + Math.floor(random() * 10_000));
      let code: string | null = null;
      try {
        orderDecider.decide(placeOrder({ items, subtotal, discount: null, totalAmount: subtotal + off }), orderDecider.initialState);
      } catch (error) {
        code = error instanceof DomainError ? error.code : null;
      }
      expect({ seed: SEED + 1, run, code }).toEqual({ seed: SEED + 1, run, code: subtotal + off < 0 ? 'ORDER_AMOUNT_INVALID' : 'ORDER_TOTAL_MISMATCH' });
    }
  });

  it('a payment pays only the exact total before the deadline, whatever came before it', () => {
    const random = seededRandom(SEED + 2);
    const { expiresAt } = placeOrder().data;
    for (let run = 0; run < RUNS / 4; run += 1) {
      let history: OrderEvent[] = orderDecider.decide(placeOrder(), orderDecider.initialState);
      const total = placeOrder().data.totalAmount;
      for (let step = 0; step < 6; step += 1) {
        const amount = random() < 0.5 ? total : Math.max(1, total + Math.floor((random() - 0.5) * 20_000));
        const at = random() < 0.8 ? '2026-12-01T09:10:00.000Z' : expiresAt;
        const transferId = `t${Math.floor(random() * 4)}`;
        const state = foldEvents(orderDecider, history);
        const events = orderDecider.decide({ type: 'RecordPayment', data: { orderId: 'o1', transferId, amount, at } }, state);
        const alreadyPaid = history.some((event) => event.type === 'OrderPaid');
        for (const event of events) {
          if (event.type === 'OrderPaid') expect({ run, alreadyPaid, amount, at }).toEqual({ run, alreadyPaid: false, amount: total, at: '2026-12-01T09:10:00.000Z' });
        }
        history = [...history, ...events];
      }
      expect(history.filter((event) => event.type === 'OrderPaid').length).toBeLessThanOrEqual(1);
    }
  });
});
