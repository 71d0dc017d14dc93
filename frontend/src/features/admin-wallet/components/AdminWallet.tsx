import { WALLET_MESSAGES } from '@academy/contracts';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { DateRangeFilter } from '../../../components/ui/DateRangeFilter';
import { Icon } from '../../../components/ui/Icon';
import { PagedTable, SearchBox } from '../../../components/ui/PagedTable';
import { usePagedList } from '../../../lib/use-paged-list';
import { selectWalletTransactions } from '../admin-wallet.selectors';
import { adminWalletActions, walletTransactionsList } from '../admin-wallet.slice';
import { AdjustWalletDialog } from './AdjustWalletDialog';
import { WalletStatCards } from './WalletStatCards';
import { WalletTransactionsTable } from './WalletTransactionsTable';
import './admin-wallet.css';

/** Opens 'Điều chỉnh số dư'; the page puts it in its header. */
export function AdjustWalletButton() {
  const dispatch = useDispatch();
  return (
    <button type="button" className="btn btn-primary" onClick={() => dispatch(adminWalletActions.adjustmentOpened())} data-testid="wallet-adjust-open">
      <Icon name="plus" size={18} /> Điều chỉnh số dư
    </button>
  );
}

/** /admin/wallet/manager: the three stat cards, every movement of money, and hand adjustments. */
export function AdminWallet() {
  const dispatch = useDispatch();
  const transactions = usePagedList(walletTransactionsList, selectWalletTransactions);
  const { filters } = transactions.state;
  const reloadStats = () => dispatch(adminWalletActions.statsRequested());

  useEffect(() => {
    dispatch(adminWalletActions.statsRequested());
  }, [dispatch]);

  return (
    <>
      <WalletStatCards onRetry={reloadStats} />
      <div className="card card-table">
        <div className="card-toolbar wallet-toolbar">
          <SearchBox value={transactions.state.searchInput} placeholder={WALLET_MESSAGES.searchPlaceholder} onChange={transactions.search} testId="wallet-search" />
          <DateRangeFilter fromDate={filters.fromDate} toDate={filters.toDate} onChange={transactions.filter} testIdPrefix="wallet" />
        </div>
        {transactions.total !== null && (
          <p className="muted wallet-total" data-testid="wallet-total">
            Tổng cộng {transactions.total} giao dịch
          </p>
        )}
        <PagedTable {...transactions.table} testIdPrefix="wallet-transactions" emptyText={WALLET_MESSAGES.noTransactions}>
          {(rows) => (
            <WalletTransactionsTable
              transactions={rows}
              sortOrder={filters.sortOrder}
              onToggleSort={() => transactions.filter({ sortOrder: filters.sortOrder === 'desc' ? 'asc' : 'desc' })}
            />
          )}
        </PagedTable>
      </div>
      <AdjustWalletDialog />
    </>
  );
}
