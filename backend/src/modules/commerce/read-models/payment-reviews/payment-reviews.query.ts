import { Inject, Injectable } from '@nestjs/common';
import { PaymentReview, PaymentReviewsResponse, toPagination } from '@academy/contracts';
import { DomainError } from '../../../../platform/domain/domain-error';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { CLOSED_REVIEW_STATUSES, PaymentReviewRow, paymentReviewRows } from './payment-reviews.read-model';

/** The transfers an admin must decide on, newest first, and those already decided. */
@Injectable()
export class PaymentReviewsQuery {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async page(status: 'open' | 'closed', page: number, limit: number): Promise<PaymentReviewsResponse> {
    const filter = { status: status === 'open' ? 'open' : { $in: [...CLOSED_REVIEW_STATUSES] } };
    const { items, totalItems } = await paymentReviewRows(this.store).find({ filter, sort: [{ field: 'receivedAt', direction: 'desc' }], page, limit });
    return { reviews: items.flatMap(reviewOf), pagination: toPagination(page, limit, totalItems) };
  }

  async one(transferId: string): Promise<PaymentReview> {
    const row = await paymentReviewRows(this.store).get(transferId);
    const [review] = row ? reviewOf(row) : [];
    if (!review) throw new DomainError('PAYMENT_TRANSFER_NOT_FOUND', 'not_found');
    return review;
  }
}

/** A row as the review list shows it; transfers that paid their order or are not matched yet are not reviews. */
function reviewOf({ id, status, reason, ...row }: PaymentReviewRow): PaymentReview[] {
  if (status === 'incoming' || status === 'paid' || reason === null) return [];
  return [{ _id: id, status, reason, ...row }];
}
