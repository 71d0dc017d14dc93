import { Order, PAYMENT_METHOD_LABELS } from '@academy/contracts';
import { Link } from 'react-router-dom';
import { PagedTable } from '../../../components/ui/PagedTable';
import { formatDateTime, formatVnd } from '../../../lib/format';
import { ListFilters, PagedListState } from '../../../lib/paged-list';
import { usePagedList } from '../../../lib/use-paged-list';
import { selectTransactions } from '../orders.selectors';
import { transactionsList } from '../orders.slice';
import { OrderStatusBadge } from './OrderStatusBadge';
import './orders.css';

export const orderPath = (code: string) => `/transactions/${encodeURIComponent(code)}`;

function itemsSummary(order: Order): string {
  const [first, ...rest] = order.items;
  if (!first) return '';
  return rest.length > 0 ? `${first.title} và ${rest.length} sản phẩm khác` : first.title;
}

function TransactionsTable({ rows }: { rows: Order[] }) {
  return (
    <table className="table table-cards" data-testid="transactions-table">
      <thead>
        <tr>
          <th>Mã đơn</th>
          <th>Ngày đặt</th>
          <th>Sản phẩm</th>
          <th>Tổng tiền</th>
          <th>Thanh toán</th>
          <th>Trạng thái</th>
          <th>
            <span className="visually-hidden">Thao tác</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((order) => (
          <tr key={order._id} data-testid="transaction-row" data-order-code={order.code}>
            <td data-label="Mã đơn" className="cell-strong cell-nowrap">
              <Link to={orderPath(order.code)}>{order.code}</Link>
            </td>
            <td data-label="Ngày đặt" className="cell-nowrap">
              {formatDateTime(order.createdAt)}
            </td>
            <td data-label="Sản phẩm" className="transactions-items">
              {itemsSummary(order)}
            </td>
            <td data-label="Tổng tiền" className="cell-strong cell-nowrap" data-testid="transaction-total">
              {formatVnd(order.totalAmount)}
            </td>
            <td data-label="Thanh toán" className="cell-nowrap" data-testid="transaction-method">
              {PAYMENT_METHOD_LABELS[order.paymentMethod]}
            </td>
            <td data-label="Trạng thái">
              <OrderStatusBadge status={order.statusOrder} testId="transaction-status" />
            </td>
            <td data-label="" className="cell-nowrap transactions-actions">
              {order.statusOrder === 'pending' && (
                <Link to={`/payment?code=${encodeURIComponent(order.code)}`} className="btn btn-primary" data-testid="transaction-pay">
                  Thanh toán
                </Link>
              )}
              <Link to={orderPath(order.code)} className="btn btn-ghost">
                Chi tiết
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /transactions: the buyer's orders with their status, 10 a page. */
export function TransactionsList() {
  const { table } = usePagedList(transactionsList, selectTransactions);
  return (
    <section className="card card-table">
      <PagedTable
        {...table}
        list={table.list as PagedListState<Order, ListFilters>}
        testIdPrefix="transactions"
        emptyText="Bạn chưa có đơn hàng nào."
      >
        {(rows) => <TransactionsTable rows={rows} />}
      </PagedTable>
    </section>
  );
}
