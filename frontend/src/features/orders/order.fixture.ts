import { Order } from '@academy/contracts';

/** An order as GET /orders/by-code and /transactions/me answer it. */
export const pendingOrder = (overrides: Partial<Order> = {}): Order => ({
  _id: 'order-1',
  code: 'DH00000042K',
  statusOrder: 'pending',
  items: [{ kind: 'course', itemId: 'c1', title: 'Quảng cáo Facebook thực chiến', unitPrice: 1_990_000 }],
  subtotal: 1_990_000,
  discountCode: null,
  discountAmount: 0,
  totalAmount: 1_990_000,
  currency: 'VND',
  paymentMethod: 'bank_transfer',
  createdAt: '2026-03-02T03:00:00.000Z',
  expiresAt: '2026-03-02T03:30:00.000Z',
  paidAt: null,
  endedAt: null,
  payment: null,
  ...overrides,
});
