import { BodyOf, ParsedQueryOf, PaymentReview } from '@academy/contracts';
import { Page, toPage } from '../../lib/paged-list';
import { ApiClient } from '../../platform/api-client';

type ParsedQuery = ParsedQueryOf<'listPaymentReviews'>;
/** A page of one tab; the server reads a missing tab as 'open'. */
export type PaymentReviewsQuery = Pick<ParsedQuery, 'page' | 'limit'> & Partial<Pick<ParsedQuery, 'status'>>;
export type PaymentReviewDecision = BodyOf<'resolvePaymentReview'>;

export interface PaymentReviewsApi {
  list(query: PaymentReviewsQuery): Promise<Page<PaymentReview>>;
  /** Answers the transfer as the admin's decision left it. */
  resolve(id: string, decision: PaymentReviewDecision): Promise<PaymentReview>;
}

export function createPaymentReviewsApi(client: ApiClient): PaymentReviewsApi {
  return {
    list: async (query) => {
      const { reviews, pagination } = await client.call('listPaymentReviews', { query });
      return toPage(reviews, pagination, pagination.totalItems);
    },
    resolve: (id, body) => client.call('resolvePaymentReview', { params: { id }, body }),
  };
}
