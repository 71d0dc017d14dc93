import { Order } from '@academy/contracts';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import { formatVnd } from '../../../lib/format';
import { Celebration } from './Celebration';

/** The order is paid: celebrate, and send the buyer to what they bought. */
export function PaidPanel({ order }: { order: Order }) {
  const hasCourse = order.items.some((item) => item.kind === 'course');
  return (
    <section className="card checkout-result is-paid" data-testid="payment-paid">
      <Celebration />
      <span className="checkout-result-icon">
        <Icon name="checkCircle" size={44} />
      </span>
      <h1>Thanh toán thành công!</h1>
      <p>
        Đơn hàng <strong>{order.code}</strong> ({formatVnd(order.totalAmount)}) đã được thanh toán
        {order.paymentMethod === 'wallet' ? ' bằng ví của bạn (tiền thưởng được trừ trước).' : '.'}
        {hasCourse ? ' Khóa học đã sẵn sàng trong mục Khóa học của tôi.' : ' Phần mềm đã được kích hoạt cho tài khoản của bạn.'}
      </p>
      <div className="checkout-result-actions">
        <Link to="/my-courses" className="btn btn-primary btn-lg" data-testid="payment-my-courses">
          Vào khóa học của tôi
          <Icon name="arrowRight" size={18} />
        </Link>
        <Link to={`/transactions/${encodeURIComponent(order.code)}`} className="btn btn-secondary btn-lg">
          Xem đơn hàng
        </Link>
      </div>
    </section>
  );
}
