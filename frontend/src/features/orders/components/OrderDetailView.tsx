import { Order, PAYMENT_METHOD_LABELS } from '@academy/contracts';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import { LoadError } from '../../../components/ui/LoadError';
import { PageSpinner } from '../../../components/ui/Spinner';
import { formatDateTime, formatVnd } from '../../../lib/format';
import { dataOf, errorOf } from '../../../lib/remote';
import { selectOrderDetail } from '../orders.selectors';
import { ordersActions } from '../orders.slice';
import { OrderStatusBadge } from './OrderStatusBadge';
import { OrderTotals } from '../../../components/ui/OrderTotals';
import './orders.css';

const KIND_LABELS = { course: 'Khóa học', tool_plan: 'Phần mềm' } as const;

function Dates({ order }: { order: Order }) {
  return (
    <dl className="order-facts">
      <div>
        <dt>Ngày đặt</dt>
        <dd>{formatDateTime(order.createdAt)}</dd>
      </div>
      <div>
        <dt>Thanh toán</dt>
        <dd>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</dd>
      </div>
      {order.paidAt && (
        <div>
          <dt>Ngày thanh toán</dt>
          <dd data-testid="order-paid-at">{formatDateTime(order.paidAt)}</dd>
        </div>
      )}
      {order.statusOrder === 'pending' && (
        <div>
          <dt>Hạn thanh toán</dt>
          <dd>{formatDateTime(order.expiresAt)}</dd>
        </div>
      )}
      {order.endedAt && (
        <div>
          <dt>Kết thúc</dt>
          <dd>{formatDateTime(order.endedAt)}</dd>
        </div>
      )}
    </dl>
  );
}

function OrderDetail({ order }: { order: Order }) {
  return (
    <article className="card order-detail" data-testid="order-detail">
      <header className="order-detail-head">
        <div>
          <p className="muted">Mã đơn hàng</p>
          <h2 data-testid="order-code">{order.code}</h2>
        </div>
        <OrderStatusBadge status={order.statusOrder} />
      </header>
      <Dates order={order} />
      <ul className="order-lines">
        {order.items.map((item) => (
          <li key={`${item.kind}:${item.itemId}`} data-testid="order-item">
            <span>
              <span className="order-line-kind">{KIND_LABELS[item.kind]}</span>
              {item.title}
            </span>
            <strong>{formatVnd(item.unitPrice)}</strong>
          </li>
        ))}
      </ul>
      <OrderTotals subtotal={order.subtotal} discount={order.discountCode ? { code: order.discountCode, amount: order.discountAmount } : null} total={order.totalAmount} testIdPrefix="order" />
      {order.statusOrder === 'pending' && (
        <Link to={`/payment?code=${encodeURIComponent(order.code)}`} className="btn btn-primary btn-lg" data-testid="order-pay">
          Tiếp tục thanh toán
          <Icon name="arrowRight" size={18} />
        </Link>
      )}
    </article>
  );
}

/** /transactions/:code: one order of the buyer, with its lines, discount, totals and status. */
export function OrderDetailView({ code }: { code: string }) {
  const dispatch = useDispatch();
  const detail = useSelector(selectOrderDetail);
  useEffect(() => {
    dispatch(ordersActions.orderDetailOpened(code));
  }, [dispatch, code]);
  const order = detail.code === code ? dataOf(detail.order) : undefined;
  const failure = detail.code === code ? errorOf(detail.order) : undefined;
  return (
    <div className="order-detail-page">
      <Link to="/transactions" className="btn btn-ghost order-back">
        <Icon name="chevronLeft" size={16} />
        Lịch sử giao dịch
      </Link>
      {failure && !order && <LoadError variant="card" message={failure.message} onRetry={() => dispatch(ordersActions.orderDetailOpened(code))} testId="order-detail-error" />}
      {!order && !failure && <PageSpinner label="Đang tải đơn hàng..." />}
      {order && <OrderDetail order={order} />}
    </div>
  );
}
