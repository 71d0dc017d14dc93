import { PaymentReview } from '@academy/contracts';

/** A transfer of 1,000,000 đ for an order of 1,990,000 đ, held as short and waiting for a decision. */
export const review = (id: string, overrides: Partial<PaymentReview> = {}): PaymentReview => ({
  _id: id,
  amount: 1_000_000,
  content: 'DH0000000123A chuyen tien hoc',
  gateway: 'Vietcombank',
  receivedAt: '2026-12-01T09:10:00.000Z',
  reason: 'short',
  orderId: 'o1',
  orderCode: 'DH0000000123A',
  expectedAmount: 1_990_000,
  status: 'open',
  note: null,
  decidedBy: null,
  decidedAt: null,
  ...overrides,
});
