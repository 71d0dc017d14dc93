import { z } from 'zod';
import { pageQuery, paginationSchema, text, vnd } from '../shared';
import { PAYMENT_ERRORS } from './payment.errors';

export const PAYMENT_REVIEWS_PAGE_SIZE = 20;
const NOTE_MAX = 500;
const BANK_TEXT_MAX = 1000;

/**
 * SePay's bank transfer notification, field for field as SePay sends it. Text fields are only
 * bounded and checked storable (no control characters, no broken Unicode: a bank's JSON never
 * carries them): a memo is whatever the sender typed, and refusing more would make SePay retry a
 * transfer that is already in our account. Unknown extra fields are ignored.
 */
const bankText = (max: number) => text({ max, multiline: true });
export const sepayWebhookRequestSchema = z.object({
  id: z.number().int().positive(),
  gateway: bankText(100),
  /** 'YYYY-MM-DD HH:mm:ss', the bank's local time (UTC+7). */
  transactionDate: bankText(40),
  accountNumber: bankText(50),
  code: bankText(100).nullable().optional(),
  content: bankText(BANK_TEXT_MAX),
  transferType: z.enum(['in', 'out']),
  transferAmount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  accumulated: z.number().int().optional(),
  subAccount: bankText(50).nullable().optional(),
  referenceCode: bankText(100).nullable().optional(),
  description: bankText(BANK_TEXT_MAX).optional(),
});
export type SepayWebhookRequest = z.input<typeof sepayWebhookRequestSchema>;

/** What SePay waits for: a 2xx with this body, at once. */
export const sepayWebhookResponseSchema = z.object({ success: z.literal(true) });

/** Why a transfer waits for an admin: no order in its memo, or an order it could not pay as it was. */
export const PAYMENT_REVIEW_REASONS = ['unknown_code', 'short', 'over', 'late', 'not_pending'] as const;
export const PAYMENT_REVIEW_STATUSES = ['open', 'matched', 'returned', 'ignored'] as const;

export const paymentReviewSchema = z.object({
  /** The transfer's id (SePay's id, prefixed). */
  _id: z.string(),
  amount: vnd(),
  content: z.string(),
  gateway: z.string(),
  receivedAt: z.string(),
  reason: z.enum(PAYMENT_REVIEW_REASONS),
  orderId: z.string().nullable(),
  orderCode: z.string().nullable(),
  expectedAmount: vnd().nullable(),
  status: z.enum(PAYMENT_REVIEW_STATUSES),
  note: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type PaymentReview = z.infer<typeof paymentReviewSchema>;

export const paymentReviewsQuerySchema = pageQuery(PAYMENT_REVIEWS_PAGE_SIZE).extend({
  status: z.enum(['open', 'closed']).default('open'),
});
export const paymentReviewsResponseSchema = z.object({ reviews: z.array(paymentReviewSchema), pagination: paginationSchema });
export type PaymentReviewsResponse = z.infer<typeof paymentReviewsResponseSchema>;

/**
 * The admin's decision on a held transfer: `match` pays the named order with it whatever the amount
 * (the admin spoke to the buyer), `return` records that the money was sent back, `ignore` closes it
 * (a test transfer, say). Every decision carries a note for the audit.
 */
export const resolvePaymentReviewRequestSchema = z.object({
  action: z.enum(['match', 'return', 'ignore']),
  orderCode: text({ max: 32 }).optional(),
  note: text({ max: NOTE_MAX, required: PAYMENT_ERRORS.PAYMENT_REVIEW_NOTE_REQUIRED, multiline: true }),
});
