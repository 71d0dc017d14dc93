import { PaymentReview } from '@academy/contracts';
import { Badge } from '../../../components/ui/Badge';
import { formatDateTime, formatVnd } from '../../../lib/format';
import { REVIEW_ACTIONS, REVIEW_REASONS, REVIEW_STATUSES, ReviewAction, ReviewTab, amountGap, deciderLabel } from '../payment-review-format';

interface ReviewsTableProps {
  reviews: PaymentReview[];
  tab: ReviewTab;
  currentUserId: string | null;
  onDecide(review: PaymentReview, action: ReviewAction): void;
}

const ACTIONS: ReviewAction[] = ['match', 'return', 'ignore'];

/** The transfers, newest first: when, how much, the memo as the bank wrote it, why it waits, and its order. */
export function ReviewsTable({ reviews, tab, currentUserId, onDecide }: ReviewsTableProps) {
  return (
    <table className="table table-cards reviews-table" data-testid="reviews-table">
      <thead>
        <tr>
          <th>Nhận lúc</th>
          <th>Số tiền</th>
          <th>Nội dung</th>
          <th>Lý do</th>
          <th>Đơn hàng</th>
          <th>{tab === 'open' ? 'Thao tác' : 'Kết quả xử lý'}</th>
        </tr>
      </thead>
      <tbody>
        {reviews.map((review) => (
          <tr key={review._id} data-testid="review-row" data-review-id={review._id}>
            <td data-label="Nhận lúc">
              <span className="review-stack">
                <span data-testid="review-received">{formatDateTime(review.receivedAt)}</span>
                <span className="muted" data-testid="review-bank">
                  {review.gateway}
                </span>
              </span>
            </td>
            <td data-label="Số tiền">
              <span className="cell-strong cell-nowrap" data-testid="review-amount">
                {formatVnd(review.amount)}
              </span>
            </td>
            <td data-label="Nội dung">
              <span className="review-content" data-testid="review-content">
                {review.content}
              </span>
            </td>
            <td data-label="Lý do">
              <ReasonCell review={review} />
            </td>
            <td data-label="Đơn hàng">
              <OrderCell review={review} />
            </td>
            <td data-label={tab === 'open' ? 'Thao tác' : 'Kết quả'}>
              {review.status === 'open' ? (
                <div className="review-actions">
                  {ACTIONS.map((action) => (
                    <button
                      key={action}
                      type="button"
                      className={action === 'match' ? 'btn btn-primary' : 'btn btn-secondary'}
                      onClick={() => onDecide(review, action)}
                      data-testid={`review-${action}`}
                    >
                      {REVIEW_ACTIONS[action].button}
                    </button>
                  ))}
                </div>
              ) : (
                <DecisionCell review={review} currentUserId={currentUserId} />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ReasonCell({ review }: { review: PaymentReview }) {
  const reason = REVIEW_REASONS[review.reason];
  const gap = amountGap(review);
  return (
    <span className="review-stack">
      <Badge tone={reason.tone} testId="review-reason">
        {reason.label}
      </Badge>
      {gap && (
        <span className="muted review-gap" data-testid="review-gap">
          {gap}
        </span>
      )}
    </span>
  );
}

function OrderCell({ review }: { review: PaymentReview }) {
  if (review.orderCode === null) return <span className="muted">—</span>;
  return (
    <span className="review-stack">
      <code className="review-order-code" data-testid="review-order-code">
        {review.orderCode}
      </code>
      {review.expectedAmount !== null && (
        <span className="muted" data-testid="review-expected">
          Tổng đơn {formatVnd(review.expectedAmount)}
        </span>
      )}
    </span>
  );
}

function DecisionCell({ review, currentUserId }: { review: PaymentReview; currentUserId: string | null }) {
  const status = REVIEW_STATUSES[review.status];
  return (
    <span className="review-stack review-decision">
      <Badge tone={status.tone} testId="review-status">
        {status.label}
      </Badge>
      {review.note && (
        <span className="review-note" data-testid="review-note">
          {review.note}
        </span>
      )}
      <span className="muted" data-testid="review-decided">
        {deciderLabel(review.decidedBy, currentUserId)}
        {review.decidedAt && ` · ${formatDateTime(review.decidedAt)}`}
      </span>
    </span>
  );
}
