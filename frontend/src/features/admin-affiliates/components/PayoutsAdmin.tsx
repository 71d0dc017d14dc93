import { PayoutsQueueEntry } from '@academy/contracts';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { payoutMethodLabel, personLabel } from '../../../components/ui/AffiliateBadges';
import { payoutColumns } from '../../../components/ui/AffiliateColumns';
import { Column, countColumn, DataTable, moneyColumn, TableCard } from '../../../components/ui/DataTable';
import { TextField } from '../../../components/ui/FormField';
import { PagedTable } from '../../../components/ui/PagedTable';
import { formatDate, formatVnd } from '../../../lib/format';
import { dataOf } from '../../../lib/remote';
import { useForm } from '../../../lib/use-form';
import { usePagedList } from '../../../lib/use-paged-list';
import { AdminPayout } from '../admin-affiliates.api';
import { PAYOUT_LIMITS, payoutForm } from '../admin-affiliates.forms';
import { selectPayoutDialog, selectPayouts, selectPayoutsQueue, selectSettings } from '../admin-affiliates.selectors';
import { adminAffiliatesActions, payoutsList, payoutsQueueList } from '../admin-affiliates.slice';
import { AffiliatePerson, RowActions } from './AffiliatePerson';
import { FormDialog, TextAreaField } from './FormDialog';
import './admin-affiliates.css';

function queueColumnsOf(open: (entry: PayoutsQueueEntry) => void): Column<PayoutsQueueEntry>[] {
  return [
    { key: 'affiliate', header: 'Affiliate', className: 'aff-person-cell', cell: (e) => <AffiliatePerson name={e.name} code={e.code} email={e.email} /> },
    countColumn('conversionCount', 'Chuyển đổi', (e) => e.conversionCount),
    { key: 'deducted', header: 'Khấu trừ', numeric: true, nowrap: true, cell: (e) => (e.deducted > 0 ? `−${formatVnd(e.deducted)}` : '—') },
    { ...moneyColumn('payable', 'Cần thanh toán', (e) => e.payable, { testId: 'payouts-queue-payable' }), cell: (e) => <strong>{formatVnd(e.payable)}</strong> },
    { key: 'payableSince', header: 'Đủ điều kiện từ', nowrap: true, cell: (e) => formatDate(e.payableSince) },
    {
      key: 'pay',
      header: 'Thanh toán',
      numeric: true,
      cell: (e) => <RowActions actions={[{ label: 'Ghi nhận', onClick: () => open(e), ariaLabel: `Ghi nhận thanh toán cho ${personLabel(e.name)}`, testId: 'payout-open' }]} />,
    },
  ];
}

const payout = payoutColumns<AdminPayout>('payouts-history');
const HISTORY_COLUMNS: Column<AdminPayout>[] = [
  payout.date,
  { key: 'affiliate', header: 'Affiliate', className: 'aff-person-cell', cell: (p) => <AffiliatePerson name={p.name} code={p.code} /> },
  payout.amount,
  payout.method,
  payout.reference,
  payout.status,
];

/** /admin/payouts: who can be paid now (the queue), recording a payout, and every payout recorded. */
export function PayoutsAdmin() {
  const dispatch = useDispatch();
  const queue = usePagedList(payoutsQueueList, selectPayoutsQueue);
  const payouts = usePagedList(payoutsList, selectPayouts);
  const settings = dataOf(useSelector(selectSettings));
  const queueColumns = queueColumnsOf((entry) => dispatch(adminAffiliatesActions.payoutOpened(entry)));

  useEffect(() => {
    dispatch(adminAffiliatesActions.settingsRequested());
  }, [dispatch]);

  const terms = settings && (
    <span className="muted" data-testid="payouts-minimum">
      Mức tối thiểu {formatVnd(settings.minimumPayout)} · tạm giữ {settings.holdingDays} ngày
    </span>
  );
  return (
    <div className="aff-admin-stack">
      <TableCard title="Chờ thanh toán" toolbar={terms} testId="payouts-queue">
        <PagedTable {...queue.table} testIdPrefix="payouts-queue" emptyText="Chưa có affiliate nào đủ điều kiện thanh toán.">
          {(rows) => <DataTable rows={rows} columns={queueColumns} rowKey={(e) => e.affiliateUserId} rowTestId="payouts-queue-row" rowData={(e) => ({ 'data-user-id': e.affiliateUserId })} />}
        </PagedTable>
      </TableCard>

      <TableCard title="Lịch sử thanh toán" testId="payouts-history">
        <PagedTable {...payouts.table} testIdPrefix="payouts-history" emptyText="Chưa có khoản thanh toán nào.">
          {(rows) => <DataTable rows={rows} columns={HISTORY_COLUMNS} rowKey={(p) => p._id} rowTestId="payouts-history-row" rowData={(p) => ({ 'data-user-id': p.affiliateUserId })} />}
        </PagedTable>
      </TableCard>
      <PayoutDialog />
    </div>
  );
}

/** 'Ghi nhận thanh toán': the whole payable balance, paid by bank transfer, named by its reference. */
function PayoutDialog() {
  const dispatch = useDispatch();
  const payout = useSelector(selectPayoutDialog);
  const form = useForm(payoutForm, { submission: payout.submission, onSubmit: (request) => dispatch(adminAffiliatesActions.payoutSubmitted(request)) });
  const { reset } = form;
  const entry = payout.entry;
  useEffect(() => {
    if (entry) reset(payoutForm.initial);
  }, [entry, reset]);
  return (
    <FormDialog
      open={entry !== null}
      title="Ghi nhận thanh toán"
      form={form}
      onClose={() => dispatch(adminAffiliatesActions.payoutClosed())}
      submitLabel={entry ? `Ghi nhận ${formatVnd(entry.payable)}` : 'Ghi nhận'}
      busyLabel="Đang ghi nhận..."
      testId="payout"
      footerTestIdPrefix="payout"
    >
      {entry && (
        <dl className="aff-payout-summary">
          <div>
            <dt>Affiliate</dt>
            <dd>
              {personLabel(entry.name)} · <code>{entry.code}</code>
            </dd>
          </div>
          <div>
            <dt>Phương thức</dt>
            <dd>{payoutMethodLabel('bank_transfer')}</dd>
          </div>
          <div>
            <dt>Số tiền</dt>
            <dd className="aff-payout-amount" data-testid="payout-amount">
              {formatVnd(entry.payable)}
            </dd>
          </div>
        </dl>
      )}
      <p className="muted">Chuyển khoản đúng số tiền này cho affiliate trước, rồi ghi mã giao dịch ngân hàng. Toàn bộ hoa hồng đủ điều kiện được thanh toán một lần.</p>
      <TextField
        id="payout-reference"
        label="Mã giao dịch chuyển khoản"
        required
        error={form.errors.reference}
        testId="payout-error-reference"
        name="reference"
        autoComplete="off"
        maxLength={PAYOUT_LIMITS.referenceMax}
        placeholder="Ví dụ: FT25123456789"
        value={form.values.reference}
        onChange={form.edit('reference')}
        data-testid="payout-reference"
      />
      <TextAreaField
        id="payout-note"
        label="Ghi chú"
        optional
        error={form.errors.note}
        testId="payout-error-note"
        name="note"
        rows={2}
        maxLength={PAYOUT_LIMITS.noteMax}
        value={form.values.note}
        onChange={form.edit('note')}
        controlTestId="payout-note"
      />
    </FormDialog>
  );
}
