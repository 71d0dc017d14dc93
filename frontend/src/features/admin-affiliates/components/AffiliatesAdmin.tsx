import { ADMIN_AFFILIATE_SORTS, AdminAffiliate, AdminAffiliateSort, LedgerEntryKind } from '@academy/contracts';
import { useDispatch, useSelector } from 'react-redux';
import { personLabel } from '../../../components/ui/AffiliateBadges';
import { StackedCell } from '../../../components/ui/AffiliateColumns';
import { Column, countColumn, DataTable, moneyColumn, TableCard } from '../../../components/ui/DataTable';
import { LoadError } from '../../../components/ui/LoadError';
import { Modal } from '../../../components/ui/Modal';
import { FilterSelect, PagedTable, SearchBox } from '../../../components/ui/PagedTable';
import { Pagination } from '../../../components/ui/Pagination';
import { formatDate, formatDateTime, formatVnd } from '../../../lib/format';
import { dataOf, errorOf } from '../../../lib/remote';
import { usePagedList } from '../../../lib/use-paged-list';
import { selectAffiliates, selectHistory } from '../admin-affiliates.selectors';
import { adminAffiliatesActions, affiliatesList } from '../admin-affiliates.slice';
import { AffiliatePerson, RowActions } from './AffiliatePerson';
import { ManualCommissionDialog } from './ManualCommissionDialog';
import './admin-affiliates.css';

const SORT_LABELS: Record<AdminAffiliateSort, string> = {
  joinedAt: 'Mới tham gia',
  earnings: 'Hoa hồng cao nhất',
  revenue: 'Doanh thu cao nhất',
  clicks: 'Nhiều lượt nhấp',
  conversions: 'Nhiều chuyển đổi',
  downline: 'Hệ thống lớn nhất',
};
const SORT_OPTIONS = ADMIN_AFFILIATE_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));
const count = new Intl.NumberFormat('vi-VN');

function columnsOf(openHistory: (a: AdminAffiliate) => void, openManual: (code: string) => void): Column<AdminAffiliate>[] {
  return [
    {
      key: 'affiliate',
      header: 'Affiliate',
      className: 'aff-person-cell',
      cell: (a) => (
        <AffiliatePerson name={a.name} code={a.code} email={a.email}>
          <span className="muted cell-email">Tham gia {formatDate(a.joinedAt)}</span>
        </AffiliatePerson>
      ),
    },
    countColumn('clicks', 'Lượt nhấp', (a) => a.clicks),
    { key: 'conversions', header: 'Đăng ký / Đơn', numeric: true, cell: (a) => `${count.format(a.signups)} / ${count.format(a.enrollments)}` },
    moneyColumn('revenue', 'Doanh thu', (a) => a.revenue, { title: 'Doanh thu mang lại: phần khóa học của các đơn người được giới thiệu trực tiếp đã trả' }),
    {
      key: 'earnings',
      header: 'Hoa hồng',
      numeric: true,
      nowrap: true,
      cell: (a) => (
        <dl className="aff-earnings-cell">
          <dt>Chờ duyệt</dt>
          <dd>{formatVnd(a.earnings.pending)}</dd>
          <dt>Đã duyệt</dt>
          <dd>{formatVnd(a.earnings.approved)}</dd>
          <dt>Đã trả</dt>
          <dd>{formatVnd(a.earnings.paid)}</dd>
        </dl>
      ),
    },
    {
      key: 'downline',
      header: 'Hệ thống',
      numeric: true,
      nowrap: true,
      cell: (a) => (
        <StackedCell note={`${count.format(a.downline.team)} đội nhóm`}>
          <span>{count.format(a.downline.direct)} trực tiếp</span>
        </StackedCell>
      ),
    },
    {
      key: 'actions',
      header: 'Thao tác',
      numeric: true,
      cell: (a) => (
        <RowActions
          actions={[
            { label: 'Lịch sử', onClick: () => openHistory(a), variant: 'btn-secondary', testId: 'affiliate-history-open' },
            { label: 'Cộng hoa hồng', onClick: () => openManual(a.code), variant: 'btn-ghost', testId: 'affiliate-manual-open' },
          ]}
        />
      ),
    },
  ];
}

/** /admin/affiliates/list: every affiliate with their figures; a row opens its commission history. */
export function AffiliatesAdmin() {
  const dispatch = useDispatch();
  const affiliates = usePagedList(affiliatesList, selectAffiliates);
  const columns = columnsOf(
    (affiliate) => dispatch(adminAffiliatesActions.historyOpened(affiliate)),
    (code) => dispatch(adminAffiliatesActions.manualOpened(code)),
  );
  const tools = (
    <>
      <SearchBox value={affiliates.state.searchInput} placeholder="Tìm theo mã, tên hoặc email..." onChange={affiliates.search} testId="affiliates-search" />
      <FilterSelect
        label="Sắp xếp"
        value={affiliates.state.filters.sort}
        options={SORT_OPTIONS}
        onChange={(sort) => affiliates.filter({ sort: sort as AdminAffiliateSort, order: 'desc' })}
        testId="affiliates-sort"
      />
    </>
  );
  return (
    <>
      <TableCard toolbar={tools}>
        {affiliates.total !== null && <p className="muted aff-admin-total">Tổng cộng {affiliates.total} affiliate</p>}
        <PagedTable {...affiliates.table} testIdPrefix="affiliates" emptyText="Chưa có affiliate nào.">
          {(rows) => <DataTable rows={rows} columns={columns} rowKey={(a) => a.affiliateUserId} rowTestId="affiliate-row" rowData={(a) => ({ 'data-code': a.code })} />}
        </PagedTable>
      </TableCard>
      <HistoryModal />
      <ManualCommissionDialog />
    </>
  );
}

const KIND_LABELS: Record<LedgerEntryKind, string> = {
  conversion_recorded: 'Ghi nhận chuyển đổi',
  conversion_approved: 'Duyệt chuyển đổi',
  conversion_rejected: 'Từ chối chuyển đổi',
  conversion_cancelled: 'Hủy do hoàn tiền',
  conversion_reversed: 'Thu hồi do hoàn tiền',
  manual_commission: 'Hoa hồng thủ công',
  payout_recorded: 'Ghi nhận thanh toán',
  payout_carried_out: 'Đã chuyển tiền',
  payout_failed: 'Thanh toán thất bại',
};

/** One affiliate's commission ledger, newest first: what happened, how much, who decided and why. */
function HistoryModal() {
  const dispatch = useDispatch();
  const history = useSelector(selectHistory);
  const data = dataOf(history.result);
  const error = errorOf(history.result);
  const affiliate = history.affiliate;
  return (
    <Modal
      open={affiliate !== null}
      title={affiliate ? `Lịch sử hoa hồng · ${personLabel(affiliate.name)} (${affiliate.code})` : ''}
      size="2xl"
      onClose={() => dispatch(adminAffiliatesActions.historyClosed())}
      testId="affiliate-history-modal"
    >
      {error && !data ? (
        <LoadError message={error.message} onRetry={() => dispatch(adminAffiliatesActions.historyPageChanged(history.page))} testId="affiliate-history-error" />
      ) : !data ? (
        <p className="table-state">Đang tải dữ liệu...</p>
      ) : data.entries.length === 0 ? (
        <p className="table-state">Chưa có bút toán nào.</p>
      ) : (
        <>
          <p className="muted">
            Chờ duyệt {formatVnd(data.affiliate.earnings.pending)} · Đã duyệt {formatVnd(data.affiliate.earnings.approved)} · Đã trả {formatVnd(data.affiliate.earnings.paid)}
          </p>
          <ol className="aff-history" data-testid="affiliate-history">
            {data.entries.map((entry) => (
              <li key={entry._id} className="aff-history-entry" data-testid="affiliate-history-entry" data-kind={entry.kind}>
                <div className="aff-history-line">
                  <strong>{KIND_LABELS[entry.kind]}</strong>
                  <span className="cell-nowrap">{formatVnd(entry.amount)}</span>
                </div>
                <div className="muted aff-history-meta">
                  {formatDateTime(entry.at)} · {entry.by ? (entry.byName ?? 'Quản trị viên') : 'Hệ thống'}
                  {entry.reference && <> · {entry.reference}</>}
                </div>
                {entry.reason && <p className="aff-history-reason">{entry.reason}</p>}
              </li>
            ))}
          </ol>
          <Pagination currentPage={data.pagination.currentPage} totalPages={data.pagination.totalPages} disabled={history.result.status === 'loading'} onChange={(page) => dispatch(adminAffiliatesActions.historyPageChanged(page))} />
        </>
      )}
    </Modal>
  );
}
