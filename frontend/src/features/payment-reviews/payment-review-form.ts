import { PAYMENT_ERRORS, PaymentReview, resolvePaymentReviewRequestSchema } from '@academy/contracts';
import { checkWithSchema, FormDefinition, Validation } from '../../lib/form';
import { PaymentReviewDecision } from './payment-reviews.api';
import { ReviewAction } from './payment-review-format';

export const DECISION_FIELDS = ['orderCode', 'note'] as const;
export type DecisionField = (typeof DECISION_FIELDS)[number];
export type DecisionValues = Record<DecisionField, string>;

const EMPTY: DecisionValues = { orderCode: '', note: '' };

/** A match starts from the order the memo named, if any; the admin may change it (a buyer's typo). */
export const decisionValues = (review: Pick<PaymentReview, 'orderCode'>): DecisionValues => ({ orderCode: review.orderCode ?? '', note: '' });

/** Memo codes are upper-case letters and digits: what is typed is shown that way. */
export const typedOrderCode = (typed: string) => typed.toUpperCase().replace(/\s/g, '');

/**
 * Every decision needs a note (the audit says why); a match also needs the order it pays. Only a
 * match sends an order code, so a code left in the box never travels with a return or an ignore.
 */
export function validateDecision(action: ReviewAction, values: DecisionValues): Validation<PaymentReviewDecision, DecisionField> {
  const orderCode = typedOrderCode(values.orderCode);
  const request = action === 'match' ? { action, orderCode, note: values.note } : { action, note: values.note };
  const own = action === 'match' && orderCode === '' ? { orderCode: PAYMENT_ERRORS.PAYMENT_MATCH_ORDER_REQUIRED } : {};
  return checkWithSchema(resolvePaymentReviewRequestSchema, request, DECISION_FIELDS, { own });
}

export const decisionForm = (action: ReviewAction): FormDefinition<DecisionField, PaymentReviewDecision> => ({
  fields: DECISION_FIELDS,
  initial: EMPTY,
  validate: (values) => validateDecision(action, values),
});
