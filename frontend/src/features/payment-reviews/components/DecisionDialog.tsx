import { PaymentReview } from '@academy/contracts';
import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { FormField } from '../../../components/ui/FormField';
import { FormFooter } from '../../../components/ui/FormFooter';
import { Modal } from '../../../components/ui/Modal';
import { formatDateTime, formatVnd } from '../../../lib/format';
import { useForm } from '../../../lib/use-form';
import { REVIEW_ACTIONS, REVIEW_REASONS, ReviewAction, amountGap } from '../payment-review-format';
import { decisionForm, decisionValues, typedOrderCode } from '../payment-review-form';
import { selectReviewDecision } from '../payment-reviews.selectors';
import { paymentReviewsActions } from '../payment-reviews.slice';

/** The admin's decision on one transfer: what it is, what the decision does, the order (for a match) and the note the audit keeps. */
export function DecisionDialog() {
  const { review, action } = useSelector(selectReviewDecision);
  if (!review || !action) return null;
  return <DecisionForm key={`${review._id}:${action}`} review={review} action={action} />;
}

function DecisionForm({ review, action }: { review: PaymentReview; action: ReviewAction }) {
  const dispatch = useDispatch();
  const { submission } = useSelector(selectReviewDecision);
  const definition = useMemo(() => decisionForm(action), [action]);
  const form = useForm(definition, { submission, onSubmit: (request) => dispatch(paymentReviewsActions.decisionConfirmed(request)) });
  const { values, errors, busy, reset } = form;
  const words = REVIEW_ACTIONS[action];
  const close = () => dispatch(paymentReviewsActions.decisionDismissed());

  useEffect(() => {
    reset(decisionValues(review));
  }, [review, reset]);

  return (
    <Modal open title={words.title} size="md" busy={busy} onClose={close} testId="review-dialog">
      <form className="form" onSubmit={form.submit} noValidate data-testid="review-form">
        <TransferSummary review={review} />
        <p className="review-explains">{words.explains}</p>
        {action === 'match' && (
          <FormField id="review-order-code" label="Mã đơn hàng" required error={errors.orderCode} testId="review-error-orderCode">
            {(control) => (
              <input
                {...control}
                name="orderCode"
                autoComplete="off"
                spellCheck={false}
                placeholder="Ví dụ: DH0000000123A"
                value={values.orderCode}
                onChange={(e) => form.edit('orderCode')(typedOrderCode(e.target.value))}
                data-testid="review-order-input"
              />
            )}
          </FormField>
        )}
        <FormField id="review-note" label="Ghi chú" required error={errors.note} testId="review-error-note">
          {(control) => (
            <textarea
              {...control}
              name="note"
              rows={3}
              placeholder="Lý do quyết định, ví dụ: đã gọi điện cho người mua"
              value={values.note}
              onChange={(e) => form.edit('note')(e.target.value)}
              data-testid="review-note-input"
            />
          )}
        </FormField>
        <FormFooter
          formError={form.formError}
          busy={busy}
          onCancel={close}
          submitLabel={words.confirm}
          busyLabel="Đang xử lý..."
          submitClassName={action === 'match' ? 'btn btn-primary' : 'btn btn-danger'}
          testIdPrefix="review"
          submitTestId="review-confirm"
        />
      </form>
    </Modal>
  );
}

function TransferSummary({ review }: { review: PaymentReview }) {
  const reason = REVIEW_REASONS[review.reason];
  const gap = amountGap(review);
  return (
    <dl className="review-summary" data-testid="review-summary">
      <dt>Số tiền</dt>
      <dd className="cell-strong">{formatVnd(review.amount)}</dd>
      <dt>Nội dung</dt>
      <dd className="review-content">{review.content}</dd>
      <dt>Nhận lúc</dt>
      <dd>
        {formatDateTime(review.receivedAt)} · {review.gateway}
      </dd>
      <dt>Lý do</dt>
      <dd>
        {reason.label}
        {review.orderCode && review.expectedAmount !== null && ` · đơn ${review.orderCode} cần ${formatVnd(review.expectedAmount)}`}
        {gap && ` (${gap.toLowerCase()})`}
      </dd>
    </dl>
  );
}
