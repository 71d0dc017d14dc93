import { Payout } from '@academy/contracts';
import { payoutColumns } from '../../../components/ui/AffiliateColumns';
import { Column, countColumn, DataTable, TableCard } from '../../../components/ui/DataTable';
import { PagedTable } from '../../../components/ui/PagedTable';
import { usePagedList } from '../../../lib/use-paged-list';
import { selectMyPayouts } from '../affiliate-dashboard.selectors';
import { myPayoutsList } from '../affiliate-dashboard.slice';

const payout = payoutColumns<Payout>('affiliate-payout');
const COLUMNS: Column<Payout>[] = [payout.date, payout.amount, payout.method, payout.reference, countColumn('conversionCount', 'Số chuyển đổi', (p) => p.conversionCount), payout.status];

/** My payouts, newest first, ten a page. */
export function PayoutsTable() {
  const payouts = usePagedList(myPayoutsList, selectMyPayouts);
  return (
    <TableCard title="Lịch sử thanh toán" testId="affiliate-payouts">
      <PagedTable {...payouts.table} testIdPrefix="affiliate-payouts" emptyText="Chưa có khoản thanh toán nào.">
        {(rows) => <DataTable rows={rows} columns={COLUMNS} rowKey={(p) => p._id} rowTestId="affiliate-payout-row" />}
      </PagedTable>
    </TableCard>
  );
}
