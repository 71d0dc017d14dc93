import { AdminOrder } from '@academy/contracts';

/** A paid order as GET /admin/orders/{id} answers it. */
export const order = (id: string, overrides: Partial<AdminOrder> = {}): AdminOrder => ({
  _id: id,
  code: `DH${id.toUpperCase()}`,
  statusOrder: 'paid',
  items: [{ kind: 'course', itemId: 'c1', title: 'Excel cho người đi làm', unitPrice: 499_000 }],
  subtotal: 499_000,
  discountCode: null,
  discountAmount: 0,
  totalAmount: 499_000,
  currency: 'VND',
  paymentMethod: 'bank_transfer',
  createdAt: '2026-12-01T09:00:00.000Z',
  expiresAt: '2026-12-01T09:30:00.000Z',
  paidAt: '2026-12-01T09:10:00.000Z',
  endedAt: null,
  payment: null,
  buyer: { _id: 'u1', name: 'Nguyễn Văn Mua', email: 'mua@example.vn' },
  cancelledBy: null,
  refund: null,
  ...overrides,
});
