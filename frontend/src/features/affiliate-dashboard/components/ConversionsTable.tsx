import { Conversion, CONVERSION_TYPES, ConversionType } from '@academy/contracts';
import { CONVERSION_TYPE_LABELS, ConversionStatusBadge } from '../../../components/ui/AffiliateBadges';
import { commissionColumn, conversionAmountColumn, conversionTypeColumn } from '../../../components/ui/AffiliateColumns';
import { Column, DataTable, dateTimeColumn, TableCard } from '../../../components/ui/DataTable';
import { FilterSelect, PagedTable } from '../../../components/ui/PagedTable';
import { usePagedList } from '../../../lib/use-paged-list';
import { selectMyConversions } from '../affiliate-dashboard.selectors';
import { myConversionsList } from '../affiliate-dashboard.slice';

const TYPE_OPTIONS = [{ value: '', label: 'Tất cả loại' }, ...CONVERSION_TYPES.map((type) => ({ value: type, label: CONVERSION_TYPE_LABELS[type] }))];

/** No referred person: an id helps nobody, and their details are not the affiliate's to list. */
const COLUMNS: Column<Conversion>[] = [
  dateTimeColumn('createdAt', 'Ngày', (c) => c.createdAt),
  conversionTypeColumn(),
  conversionAmountColumn(),
  commissionColumn('affiliate-conversion-commission'),
  { key: 'status', header: 'Trạng thái', cell: (c) => <ConversionStatusBadge status={c.status} testId="affiliate-conversion-status" /> },
];

/** My conversions, newest first, ten a page, filtered by type. */
export function ConversionsTable() {
  const conversions = usePagedList(myConversionsList, selectMyConversions);
  const typeFilter = (
    <FilterSelect
      label="Loại chuyển đổi"
      value={conversions.state.filters.type}
      options={TYPE_OPTIONS}
      onChange={(type) => conversions.filter({ type: type as '' | ConversionType })}
      testId="affiliate-conversions-type"
    />
  );
  return (
    <TableCard title="Lịch sử chuyển đổi" toolbar={typeFilter} testId="affiliate-conversions">
      <PagedTable {...conversions.table} testIdPrefix="affiliate-conversions" emptyText="Chưa có chuyển đổi nào.">
        {(rows) => <DataTable rows={rows} columns={COLUMNS} rowKey={(c) => c._id} rowTestId="affiliate-conversion-row" rowData={(c) => ({ 'data-type': c.type, 'data-tier': c.tier })} />}
      </PagedTable>
    </TableCard>
  );
}
