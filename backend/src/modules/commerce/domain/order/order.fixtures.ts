import { memoCodeOf } from '../payment/memo-code';
import type { OrderCommand } from './order.decider';
import type { OrderDiscount, OrderItem, OrderPlaced } from './order.events';

/** One order of a course and a tool plan, shared by the decider spec and later the commerce projection specs. */
export const orderId = 'o1';
export const buyerId = 'u-buyer';
export const at = '2026-12-01T09:00:00.000Z';
export const expiresAt = '2026-12-01T09:30:00.000Z';
export const memoCode = memoCodeOf('10234');

export const course: Extract<OrderItem, { kind: 'course' }> = { kind: 'course', courseId: 'c1', title: 'Excel cho người đi làm', instructorId: 'u-teacher', unitPrice: 499_000 };
export const canvaMonth: Extract<OrderItem, { kind: 'tool_plan' }> = { kind: 'tool_plan', toolPlanId: 'p-month', toolId: 't1', name: 'Canva Pro – Gói 1 tháng', durationDays: 30, unitPrice: 99_000 };
export const items: OrderItem[] = [course, canvaMonth];
export const subtotal = 598_000;
export const discount: OrderDiscount = { code: 'TET2027', discountCodeId: 'd1', amount: 59_800 };

type Place = Extract<OrderCommand, { type: 'PlaceOrder' }>;

export const placeOrder = (overrides: Partial<Place['data']> = {}): Place => ({
  type: 'PlaceOrder',
  data: {
    orderId,
    buyerId,
    items,
    discount,
    subtotal,
    totalAmount: subtotal - discount.amount,
    paymentMethod: 'bank_transfer',
    memoCode,
    referralCode: 'AFF-LAN',
    expiresAt,
    at,
    ...overrides,
  },
});

export const orderPlaced = (): OrderPlaced => ({
  type: 'OrderPlaced',
  data: {
    orderId,
    buyerId,
    items,
    discount,
    subtotal,
    totalAmount: 538_200,
    paymentMethod: 'bank_transfer',
    referralCode: 'AFF-LAN',
    memoCode,
    expiresAt,
    placedAt: at,
  },
});
