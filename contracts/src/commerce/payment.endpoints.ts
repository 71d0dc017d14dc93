import { endpoint, Endpoint } from '../shared';
import {
  paymentReviewSchema,
  paymentReviewsQuerySchema,
  paymentReviewsResponseSchema,
  resolvePaymentReviewRequestSchema,
  sepayWebhookRequestSchema,
  sepayWebhookResponseSchema,
} from './payment.schemas';

/** Bank transfers: SePay's webhook, and the admin's list of transfers that did not pay an order by themselves. */
export const paymentEndpoints = {
  sepayWebhook: endpoint({
    method: 'post',
    path: '/payments/sepay/webhook',
    // SePay signs with `Authorization: Apikey <key>`, checked by the handler in constant time.
    access: 'public',
    tag: 'commerce',
    summary: 'Webhook SePay: thông báo giao dịch chuyển khoản',
    body: sepayWebhookRequestSchema,
    response: sepayWebhookResponseSchema,
    webhook: true,
  }),
  listPaymentReviews: endpoint({
    method: 'get',
    path: '/admin/payments/reviews',
    access: 'admin',
    tag: 'commerce',
    summary: 'Giao dịch chuyển khoản cần xử lý (sai số tiền, trễ hạn, không rõ đơn hàng)',
    query: paymentReviewsQuerySchema,
    response: paymentReviewsResponseSchema,
  }),
  resolvePaymentReview: endpoint({
    method: 'post',
    path: '/admin/payments/reviews/:id',
    access: 'admin',
    tag: 'commerce',
    summary: 'Xử lý giao dịch chuyển khoản: ghép đơn, hoàn lại hoặc bỏ qua',
    body: resolvePaymentReviewRequestSchema,
    response: paymentReviewSchema,
  }),
} satisfies Record<string, Endpoint>;
