import { createPaymentReviewsApi } from '../../features/payment-reviews/payment-reviews.api';
import { createPaymentReviewsSaga } from '../../features/payment-reviews/payment-reviews.saga';
import { paymentReviewsReducer } from '../../features/payment-reviews/payment-reviews.slice';
import { toastNotifier } from '../../platform/notify';
import { defineFeature } from '../feature-module';

export default defineFeature({
  reducers: { paymentReviews: paymentReviewsReducer },
  sagas: ({ client }) => [createPaymentReviewsSaga({ api: createPaymentReviewsApi(client), notify: toastNotifier })],
});
