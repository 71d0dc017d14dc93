import type { PaymentReview } from '@academy/contracts';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';

/**
 * Every transfer received, with what became of it: `incoming` until matched, `paid` when it paid
 * its order, `open` when an admin must decide, then the admin's decision. The review list shows
 * the open ones and the decided ones.
 */
export interface PaymentReviewRow extends Omit<PaymentReview, '_id' | 'status' | 'reason'> {
  id: string;
  status: 'incoming' | 'paid' | PaymentReview['status'];
  reason: PaymentReview['reason'] | null;
}

export const PAYMENT_REVIEWS_COLLECTION = 'commerce_payment_reviews';

export const CLOSED_REVIEW_STATUSES = ['matched', 'returned', 'ignored'] as const;

export const paymentReviewRows = (store: ReadStore) =>
  store.collection<PaymentReviewRow>(PAYMENT_REVIEWS_COLLECTION, {
    present: ['status', 'receivedAt'],
    indexes: [['status', { field: 'receivedAt', direction: 'desc' }]],
  });
