import { AdminOrder, ORDER_STATUSES, ORDER_STATUS_LABELS, OrderStatus } from '@academy/contracts';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { DateRangeFilter } from '../../../components/ui/DateRangeFilter';
import { FilterSelect, PagedTable, SearchBox } from '../../../components/ui/PagedTable';
import { formatDateTime, formatVnd } from '../../../lib/format';
import { usePagedList } from '../../../lib/use-paged-list';
import { selectOrderList } from '../admin-orders.selectors';
import { adminOrdersActions, ordersList } from '../admin-orders.slice';
import { OrderDetailModal } from './OrderDetailModal';
import { OrderStatusBadge } from './OrderStatusBadge';
import { SalesRankings } from './SalesRankings';
import { SalesStatCards } from './SalesStatCards';
import './admin-orders.css';

const STATUS_OPTIONS = [{ value: '', label: 'Tất cả trạng thái' }, ...ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] }))];

/** /admin/orders: the stat cards, the rankings, the filtered order table and the order dialog. */
export function AdminOrders() {
  const dispatch = useDispatch();
  const orders = usePagedList(ordersList, selectOrderList);
  const { filters } = orders.state;
  const reloadOverview = () => dispatch(adminOrdersActions.overviewRequested());

  useEffect(() => {
    dispatch(adminOrdersActions.overviewRequested());
  }, [dispatch]);

  return (
    <>
      <SalesStatCards onRetry={reloadOverview} />
      <SalesRankings onRetry={reloadOverview} />
      <div className="card card-table">
        <div className="card-toolbar orders-toolbar">
          <SearchBox value={orders.state.searchInput} placeholder="Tìm theo mã đơn, tên hoặc email..." onChange={orders.search} testId="orders-search" />
          <DateRangeFilter fromDate={filters.fromDate} toDate={filters.toDate} onChange={orders.filter} testIdPrefix="orders" />
          <FilterSelect
            label="Lọc theo trạng thái"
            value={filters.status}
            options={STATUS_OPTIONS}
            onChange={(value) => orders.filter({ status: value as OrderStatus | '' })}
            testId="orders-status-filter"
          />
        </div>
        {orders.total !== null && (
          <p className="muted orders-total" data-testid="orders-total">
            Tổng cộng {orders.total} đơn hàng
          </p>
        )}
        <PagedTable {...orders.table} testIdPrefix="orders" emptyText="Không có đơn hàng nào.">
          {(rows) => <OrdersTable orders={rows} onOpen={(id) => dispatch(adminOrdersActions.detailOpened(id))} />}
        </PagedTable>
      </div>
      <OrderDetailModal />
    </>
  );
}

function OrdersTable({ orders, onOpen }: { orders: AdminOrder[]; onOpen(id: string): void }) {
  return (
    <table className="table table-cards orders-table" data-testid="orders-table">
      <thead>
        <tr>
          <th>Mã đơn</th>
          <th>Người mua</th>
          <th>Sản phẩm</th>
          <th>Tổng tiền</th>
          <th>Trạng thái</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order._id} data-testid="order-row">
            <td data-label="Mã đơn">
              <span className="cell-order">
                <code className="order-code">{order.code}</code>
                <span className="muted">{formatDateTime(order.createdAt)}</span>
              </span>
            </td>
            <td data-label="Người mua">
              <span className="cell-buyer">
                <strong>{order.buyer.name ?? 'Tài khoản đã xóa'}</strong>
                <span className="muted cell-email">{order.buyer.email ?? '—'}</span>
              </span>
            </td>
            <td data-label="Sản phẩm" className="orders-items">
              {order.items.map((item) => item.title).join(', ')}
            </td>
            <td data-label="Tổng tiền" className="cell-strong cell-nowrap">
              {formatVnd(order.totalAmount)}
            </td>
            <td data-label="Trạng thái">
              <OrderStatusBadge status={order.statusOrder} testId="order-row-status" />
            </td>
            <td data-label="">
              <button type="button" className="btn btn-secondary orders-open" onClick={() => onOpen(order._id)} data-testid="order-open">
                Chi tiết
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
