import { DEPOSIT_STATUS_LABELS, Deposit, DepositStatus, MyWalletEntry, RECEIVED_BONUS_STATUS_LABELS, ReceivedBonus, WALLET_ENTRY_LABELS } from '@academy/contracts';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Badge, BadgeTone } from '../../../components/ui/Badge';
import { DateRangeFilter } from '../../../components/ui/DateRangeFilter';
import { PagedTable } from '../../../components/ui/PagedTable';
import { formatDate, formatDateTime, formatVnd, signedVnd } from '../../../lib/format';
import { ListFilters, PagedListState } from '../../../lib/paged-list';
import { usePagedList } from '../../../lib/use-paged-list';
import { depositPath } from '../wallet.saga';
import './wallet.css';
import { selectBonusHistory, selectDepositHistory, selectWallet, selectWalletEntries } from '../wallet.selectors';
import { HistoryTab, bonusHistory, depositHistory, walletActions, walletEntries } from '../wallet.slice';

const TABS: Record<HistoryTab, string> = { deposits: 'Lịch sử nạp tiền', bonuses: 'Tiền thưởng đã nhận', entries: 'Biến động số dư' };
const BALANCE_LABELS: Record<MyWalletEntry['balance'], string> = { main: 'Ví chính', bonus: 'Ví thưởng', both: 'Ví thưởng và ví chính' };
const DEPOSIT_TONES: Record<DepositStatus, BadgeTone> = { paid: 'green', pending: 'yellow', expired: 'red' };
const BONUS_TONES: Record<ReceivedBonus['status'], BadgeTone> = { active: 'green', used: 'gray', expired: 'red' };

function DepositsTable({ rows }: { rows: Deposit[] }) {
  return (
    <table className="table table-cards" data-testid="deposit-history-table">
      <thead>
        <tr>
          <th>Mã nạp</th>
          <th>Ngày tạo</th>
          <th>Số tiền</th>
          <th>Đã cộng vào ví</th>
          <th>Trạng thái</th>
          <th>
            <span className="visually-hidden">Thao tác</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((deposit) => (
          <tr key={deposit._id} data-testid="deposit-history-row" data-deposit-code={deposit.code}>
            <td data-label="Mã nạp" className="cell-strong cell-nowrap">
              <code>{deposit.code}</code>
            </td>
            <td data-label="Ngày tạo" className="cell-nowrap">
              {formatDateTime(deposit.createdAt)}
            </td>
            <td data-label="Số tiền" className="cell-nowrap">
              {formatVnd(deposit.amount)}
            </td>
            <td data-label="Đã cộng vào ví" className="cell-strong cell-nowrap wallet-amount-in" data-testid="deposit-history-credited">
              {deposit.amountCredited === null ? '—' : `+${formatVnd(deposit.amountCredited)}`}
            </td>
            <td data-label="Trạng thái">
              <Badge tone={DEPOSIT_TONES[deposit.status]} testId="deposit-history-status">
                {DEPOSIT_STATUS_LABELS[deposit.status]}
              </Badge>
            </td>
            <td data-label="" className="cell-nowrap">
              {deposit.status === 'pending' && (
                <Link to={depositPath(deposit.code)} className="btn btn-secondary" data-testid="deposit-history-pay">
                  Thanh toán
                </Link>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function BonusesTable({ rows }: { rows: ReceivedBonus[] }) {
  return (
    <table className="table table-cards" data-testid="bonus-history-table">
      <thead>
        <tr>
          <th>Mã thưởng</th>
          <th>Ngày nhận</th>
          <th>Số tiền</th>
          <th>Còn lại</th>
          <th>Hạn dùng</th>
          <th>Trạng thái</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((bonus) => (
          <tr key={bonus._id} data-testid="bonus-history-row">
            <td data-label="Mã thưởng" className="cell-strong">
              <code>{bonus.code}</code>
            </td>
            <td data-label="Ngày nhận" className="cell-nowrap">
              {formatDateTime(bonus.receivedAt)}
            </td>
            <td data-label="Số tiền" className="cell-strong cell-nowrap wallet-amount-in" data-testid="bonus-history-amount">
              +{formatVnd(bonus.amount)}
            </td>
            <td data-label="Còn lại" className="cell-nowrap" data-testid="bonus-history-left">
              {formatVnd(bonus.left)}
            </td>
            <td data-label="Hạn dùng" className="cell-nowrap">
              {formatDate(bonus.expiresAt)}
            </td>
            <td data-label="Trạng thái">
              <Badge tone={BONUS_TONES[bonus.status]} testId="bonus-history-status">
                {RECEIVED_BONUS_STATUS_LABELS[bonus.status]}
              </Badge>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function EntriesTable({ rows }: { rows: MyWalletEntry[] }) {
  return (
    <table className="table table-cards" data-testid="wallet-entries-table">
      <thead>
        <tr>
          <th>Ngày</th>
          <th>Loại</th>
          <th>Chi tiết</th>
          <th>Số dư</th>
          <th className="cell-right">Số tiền</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((entry) => (
          <tr key={entry._id} data-testid="wallet-entry-row" data-entry-type={entry.type}>
            <td data-label="Ngày" className="cell-nowrap">
              {formatDateTime(entry.date)}
            </td>
            <td data-label="Loại" className="cell-strong">
              {WALLET_ENTRY_LABELS[entry.type]}
            </td>
            <td data-label="Chi tiết">{entry.details}</td>
            <td data-label="Số dư" className="cell-nowrap">
              {BALANCE_LABELS[entry.balance]}
            </td>
            <td data-label="Số tiền" className={`cell-right cell-strong cell-nowrap ${entry.amount > 0 ? 'wallet-amount-in' : 'wallet-amount-out'}`} data-testid="wallet-entry-amount">
              {signedVnd(entry.amount)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every movement of the balances, newest first: on /wallet and on /transactions. */
export function WalletEntriesList() {
  const history = usePagedList(walletEntries, selectWalletEntries);
  return (
    <>
      <div className="card-toolbar wallet-history-toolbar">
        <DateRangeFilter {...history.state.filters} onChange={history.filter} testIdPrefix="wallet-entries" />
      </div>
      <PagedTable {...history.table} list={history.table.list as PagedListState<MyWalletEntry, ListFilters>} testIdPrefix="wallet-entries" emptyText="Ví chưa có biến động nào.">
        {(rows) => <EntriesTable rows={rows} />}
      </PagedTable>
    </>
  );
}

function DepositHistoryList() {
  const history = usePagedList(depositHistory, selectDepositHistory);
  return (
    <>
      <div className="card-toolbar wallet-history-toolbar">
        <DateRangeFilter {...history.state.filters} onChange={history.filter} testIdPrefix="deposit-history" />
      </div>
      <PagedTable {...history.table} list={history.table.list as PagedListState<Deposit, ListFilters>} testIdPrefix="deposit-history" emptyText="Chưa có lệnh nạp tiền nào.">
        {(rows) => <DepositsTable rows={rows} />}
      </PagedTable>
    </>
  );
}

function BonusHistoryList() {
  const history = usePagedList(bonusHistory, selectBonusHistory);
  return (
    <>
      <div className="card-toolbar wallet-history-toolbar">
        <DateRangeFilter {...history.state.filters} onChange={history.filter} testIdPrefix="bonus-history" />
      </div>
      <PagedTable {...history.table} list={history.table.list as PagedListState<ReceivedBonus, ListFilters>} testIdPrefix="bonus-history" emptyText="Chưa nhận khoản thưởng nào.">
        {(rows) => <BonusesTable rows={rows} />}
      </PagedTable>
    </>
  );
}

/** The three histories, newest first, each with its own days and pages. */
export function WalletHistory() {
  const dispatch = useDispatch();
  const { tab } = useSelector(selectWallet);
  return (
    <section className="card card-table wallet-history" aria-label="Lịch sử ví">
      <div className="card-toolbar">
        <div className="segmented" role="tablist" aria-label="Lịch sử ví">
          {(Object.keys(TABS) as HistoryTab[]).map((choice) => (
            <button
              key={choice}
              type="button"
              role="tab"
              className={choice === tab ? 'segment is-active' : 'segment'}
              aria-selected={choice === tab}
              onClick={() => dispatch(walletActions.historyTabChosen(choice))}
              data-testid={`wallet-tab-${choice}`}
            >
              {TABS[choice]}
            </button>
          ))}
        </div>
      </div>
      {tab === 'deposits' ? <DepositHistoryList /> : tab === 'bonuses' ? <BonusHistoryList /> : <WalletEntriesList />}
    </section>
  );
}
