import { WALLET_ENTRY_LABELS, WalletTransaction } from '@academy/contracts';
import { formatDateTime, signedVnd } from '../../../lib/format';

interface Props {
  transactions: WalletTransaction[];
  sortOrder: 'asc' | 'desc';
  onToggleSort(): void;
}

/** Spec part 2 §2: date (a click toggles the order), user, type, details, amount. */
export function WalletTransactionsTable({ transactions, sortOrder, onToggleSort }: Props) {
  const order = sortOrder === 'desc' ? 'descending' : 'ascending';
  return (
    <table className="table table-cards wallet-table" data-testid="wallet-transactions-table">
      <thead>
        <tr>
          <th aria-sort={order}>
            <button type="button" className="sort-toggle" onClick={onToggleSort} data-testid="wallet-sort-date">
              Ngày <span aria-hidden="true">{sortOrder === 'desc' ? '↓' : '↑'}</span>
              <span className="visually-hidden">{sortOrder === 'desc' ? '(mới nhất trước)' : '(cũ nhất trước)'}</span>
            </button>
          </th>
          <th>Người dùng</th>
          <th>Loại</th>
          <th>Chi tiết</th>
          <th className="cell-right">Số tiền</th>
        </tr>
      </thead>
      <tbody>
        {transactions.map((entry) => (
          <tr key={entry._id} data-testid="wallet-transaction-row">
            <td data-label="Ngày" className="cell-nowrap">
              {formatDateTime(entry.date)}
            </td>
            <td data-label="Người dùng">
              <span className="wallet-holder">
                <strong>{entry.user.name ?? 'Tài khoản đã xóa'}</strong>
                <span className="muted cell-email">{entry.user.email ?? '—'}</span>
              </span>
            </td>
            <td data-label="Loại">{WALLET_ENTRY_LABELS[entry.type]}</td>
            <td data-label="Chi tiết" className="wallet-details">
              {entry.details}
            </td>
            <td data-label="Số tiền" className={`cell-right cell-nowrap wallet-amount ${entry.amount > 0 ? 'is-credit' : 'is-debit'}`} data-testid="wallet-transaction-amount">
              {signedVnd(entry.amount)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
