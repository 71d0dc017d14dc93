import { PendingConversion } from '@academy/contracts';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { CONVERSION_TIER_LABELS, CONVERSION_TYPE_LABELS, personLabel } from '../../../components/ui/AffiliateBadges';
import { commissionColumn, conversionAmountColumn, conversionTypeColumn } from '../../../components/ui/AffiliateColumns';
import { Column, DataTable, dateTimeColumn } from '../../../components/ui/DataTable';
import { PagedTable } from '../../../components/ui/PagedTable';
import { formatVnd } from '../../../lib/format';
import { useForm } from '../../../lib/use-form';
import { usePagedList } from '../../../lib/use-paged-list';
import { reviewForm } from '../admin-affiliates.forms';
import { selectPendingConversions, selectReview } from '../admin-affiliates.selectors';
import { adminAffiliatesActions, pendingConversionsList } from '../admin-affiliates.slice';
import { AffiliatePerson, RowActions } from './AffiliatePerson';
import { FormDialog, TextAreaField } from './FormDialog';
import './admin-affiliates.css';

type Decision = 'approved' | 'rejected';

/** Every row is pending, so there is no status column; the people are named as their profiles say now. */
function columnsOf(open: (conversion: PendingConversion, decision: Decision) => void): Column<PendingConversion>[] {
  return [
    dateTimeColumn('createdAt', 'Ngày', (c) => c.createdAt),
    { key: 'affiliate', header: 'Affiliate', className: 'aff-person-cell', cell: (c) => <AffiliatePerson name={c.affiliateName} code={c.affiliateCode} />, testId: 'pending-conversion-affiliate' },
    conversionTypeColumn(),
    { key: 'referred', header: 'Người được giới thiệu', className: 'aff-person-cell', cell: (c) => <AffiliatePerson name={c.referredName} />, testId: 'pending-conversion-referred' },
    conversionAmountColumn(),
    commissionColumn('pending-conversion-commission'),
    {
      key: 'review',
      header: 'Duyệt',
      numeric: true,
      cell: (c) => (
        <RowActions
          actions={[
            { label: 'Duyệt', onClick: () => open(c, 'approved'), testId: 'conversion-approve' },
            { label: 'Từ chối', onClick: () => open(c, 'rejected'), variant: 'btn-secondary', testId: 'conversion-reject' },
          ]}
        />
      ),
    },
  ];
}

/** /admin/conversions: conversions waiting for a decision, oldest first, ten a page. */
export function PendingConversions() {
  const dispatch = useDispatch();
  const pending = usePagedList(pendingConversionsList, selectPendingConversions);
  const columns = columnsOf((conversion, decision) => dispatch(adminAffiliatesActions.reviewOpened({ conversion, decision })));
  return (
    <>
      <div className="card card-table">
        {pending.total !== null && (
          <p className="muted aff-admin-total" data-testid="pending-conversions-total">
            {pending.total} chuyển đổi chờ duyệt
          </p>
        )}
        <PagedTable {...pending.table} testIdPrefix="pending-conversions" emptyText="Không có chuyển đổi nào chờ duyệt.">
          {(rows) => (
            <DataTable
              rows={rows}
              columns={columns}
              rowKey={(c) => c._id}
              rowTestId="pending-conversion-row"
              rowData={(c) => ({ 'data-conversion-id': c._id, 'data-type': c.type, 'data-tier': c.tier })}
            />
          )}
        </PagedTable>
      </div>
      <ReviewDialog />
    </>
  );
}

/** Approve or reject with notes (PUT /admin/conversions/{id}/review); the notes go into the audit trail. */
function ReviewDialog() {
  const dispatch = useDispatch();
  const review = useSelector(selectReview);
  const form = useForm(reviewForm, { submission: review.submission, onSubmit: ({ notes }) => dispatch(adminAffiliatesActions.reviewSubmitted({ notes })) });
  const { reset } = form;
  const conversion = review.conversion;
  useEffect(() => {
    if (conversion) reset(reviewForm.initial);
  }, [conversion, reset]);
  const approving = review.decision === 'approved';
  return (
    <FormDialog
      open={conversion !== null}
      title={approving ? 'Duyệt chuyển đổi' : 'Từ chối chuyển đổi'}
      form={form}
      onClose={() => dispatch(adminAffiliatesActions.reviewClosed())}
      submitLabel={approving ? 'Duyệt' : 'Từ chối'}
      busyLabel="Đang gửi..."
      submitClassName={approving ? 'btn btn-primary' : 'btn btn-danger'}
      testId="review-conversion"
      footerTestIdPrefix="review"
    >
      {conversion && (
        <>
          <p>
            {CONVERSION_TYPE_LABELS[conversion.type]} ({CONVERSION_TIER_LABELS[conversion.tier].toLocaleLowerCase('vi-VN')}) · hoa hồng{' '}
            <strong>{formatVnd(conversion.commission)}</strong>
          </p>
          <p data-testid="review-people">
            Affiliate <strong>{personLabel(conversion.affiliateName)}</strong> ({conversion.affiliateCode}) · người được giới thiệu <strong>{personLabel(conversion.referredName)}</strong>
          </p>
        </>
      )}
      <p className="muted">
        {approving
          ? 'Hoa hồng được duyệt sẽ được thanh toán sau thời gian tạm giữ. Nếu đơn hàng bị hoàn tiền, hoa hồng sẽ bị thu hồi.'
          : 'Chuyển đổi bị từ chối không được tính hoa hồng. Quyết định này không thể đổi lại.'}
      </p>
      <TextAreaField
        id="review-notes"
        label="Ghi chú"
        optional
        error={form.errors.notes}
        testId="review-error-notes"
        name="notes"
        rows={3}
        maxLength={500}
        placeholder={approving ? 'Ví dụ: Đơn hàng hợp lệ' : 'Ví dụ: Tự giới thiệu bằng tài khoản phụ'}
        value={form.values.notes}
        onChange={form.edit('notes')}
        controlTestId="review-notes"
      />
    </FormDialog>
  );
}
