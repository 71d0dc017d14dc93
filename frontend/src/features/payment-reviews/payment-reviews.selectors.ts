import { PaymentReviewsState } from './payment-reviews.slice';

export interface PaymentReviewsRootState {
  paymentReviews: PaymentReviewsState;
}

export const selectReviewList = (state: PaymentReviewsRootState) => state.paymentReviews.list;
export const selectReviewDecision = (state: PaymentReviewsRootState) => state.paymentReviews.decision;
/** For the admin sidebar's badge: 0 while unknown, which hides it. */
export const selectOpenReviewCount = (state: PaymentReviewsRootState) => state.paymentReviews.openCount ?? 0;
