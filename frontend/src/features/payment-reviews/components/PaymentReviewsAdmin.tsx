import { useDispatch } from 'react-redux';
import { PagedTable } from '../../../components/ui/PagedTable';
import { usePagedList } from '../../../lib/use-paged-list';
import { REVIEW_TABS, ReviewTab } from '../payment-review-format';
import { selectReviewList } from '../payment-reviews.selectors';
import { paymentReviewsActions, reviewsList } from '../payment-reviews.slice';
import { DecisionDialog } from './DecisionDialog';
import { ReviewsTable } from './ReviewsTable';
import './payment-reviews.css';

const TABS = Object.keys(REVIEW_TABS) as ReviewTab[];

interface PaymentReviewsAdminProps {
  /** The signed-in admin's account id, so their own decisions read 'Bạn'. */
  currentUserId: string | null;
}

/** /admin/payments: bank transfers that did not pay an order by themselves, to match, return or ignore; and those decided. */
export function PaymentReviewsAdmin({ currentUserId }: PaymentReviewsAdminProps) {
  const dispatch = useDispatch();
  const reviews = usePagedList(reviewsList, selectReviewList);
  const tab = reviews.state.filters.status;

  return (
    <>
      <div className="card card-table">
        <div className="card-toolbar reviews-toolbar">
          <div className="segmented" role="tablist" aria-label="Trạng thái giao dịch">
            {TABS.map((choice) => (
              <button
                key={choice}
                type="button"
                role="tab"
                className={choice === tab ? 'segment is-active' : 'segment'}
                aria-selected={choice === tab}
                onClick={() => choice !== tab && reviews.filter({ status: choice })}
                data-testid={`reviews-tab-${choice}`}
              >
                {REVIEW_TABS[choice]}
              </button>
            ))}
          </div>
          {reviews.total !== null && (
            <span className="muted" data-testid="reviews-total">
              {tab === 'open' ? `${reviews.total} giao dịch cần xử lý` : `${reviews.total} giao dịch đã xử lý`}
            </span>
          )}
        </div>
        <PagedTable {...reviews.table} testIdPrefix="reviews" emptyText={tab === 'open' ? 'Không có giao dịch nào cần xử lý.' : 'Chưa có giao dịch nào được xử lý.'}>
          {(rows) => (
            <ReviewsTable
              reviews={rows}
              tab={tab}
              currentUserId={currentUserId}
              onDecide={(review, action) => dispatch(paymentReviewsActions.decisionAsked({ review, action }))}
            />
          )}
        </PagedTable>
      </div>
      <DecisionDialog />
    </>
  );
}
