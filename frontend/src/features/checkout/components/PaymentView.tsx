import { BankTransferInstructions, ORDER_STATUS_LABELS, Order } from '@academy/contracts';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import { BankTransfer } from '../../../components/ui/BankTransfer';
import { LoadError } from '../../../components/ui/LoadError';
import { ConfirmDialog } from '../../../components/ui/Modal';
import { PageSpinner } from '../../../components/ui/Spinner';
import { formatVnd } from '../../../lib/format';
import { dataOf, errorOf } from '../../../lib/remote';
import { selectPayment } from '../checkout.selectors';
import { paymentActions } from '../payment.slice';
import { PaidPanel } from './PaidPanel';
import './checkout.css';

function OrderLines({ order }: { order: Order }) {
  return (
    <details className="payment-order">
      <summary>
        Đơn hàng <strong>{order.code}</strong> · {order.items.length} sản phẩm
      </summary>
      <ul>
        {order.items.map((item) => (
          <li key={`${item.kind}:${item.itemId}`}>
            <span>{item.title}</span>
            <span>{formatVnd(item.unitPrice)}</span>
          </li>
        ))}
        {order.discountCode && (
          <li>
            <span>Giảm giá ({order.discountCode})</span>
            <span>−{formatVnd(order.discountAmount)}</span>
          </li>
        )}
      </ul>
    </details>
  );
}

function AwaitingTransfer({ order, payment }: { order: Order; payment: BankTransferInstructions }) {
  const dispatch = useDispatch();
  const { cancel } = useSelector(selectPayment);
  const [confirming, setConfirming] = useState(false);
  const cancelling = cancel.status === 'loading';
  useEffect(() => {
    if (cancel.status !== 'loading') setConfirming(false);
  }, [cancel.status]);

  return (
    <section className="card payment-card" data-testid="payment-pending">
      <header className="payment-head">
        <div>
          <h1>Thanh toán đơn hàng</h1>
          <p className="muted">Quét mã QR bằng ứng dụng ngân hàng hoặc chuyển khoản theo thông tin bên dưới.</p>
        </div>
        <span className="badge badge-yellow" data-testid="payment-status">
          {ORDER_STATUS_LABELS.pending}
        </span>
      </header>
      <BankTransfer payment={payment} expiresAt={order.expiresAt} subject="đơn hàng" />
      <OrderLines order={order} />
      <div className="payment-actions">
        <Link to="/transactions" className="btn btn-ghost">
          Lịch sử giao dịch
        </Link>
        <button type="button" className="btn btn-secondary" onClick={() => setConfirming(true)} data-testid="payment-cancel">
          Hủy đơn hàng
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Hủy đơn hàng"
        message={
          <>
            Bạn có chắc muốn hủy đơn hàng <strong>{order.code}</strong>? Nếu bạn đã chuyển khoản, đừng hủy: đơn hàng sẽ được xác nhận trong ít phút.
          </>
        }
        confirmLabel="Hủy đơn hàng"
        busy={cancelling}
        onConfirm={() => dispatch(paymentActions.cancelConfirmed(order._id))}
        onCancel={() => setConfirming(false)}
        testId="payment-cancel-dialog"
      />
    </section>
  );
}

/** A wallet order the server has not finished paying yet (the page keeps asking its status). */
function WalletPaymentInProgress({ order }: { order: Order }) {
  return (
    <section className="card checkout-result" data-testid="payment-wallet-pending">
      <span className="spinner" aria-hidden="true" />
      <h1>Đang thanh toán bằng ví...</h1>
      <p>
        Đơn hàng <strong>{order.code}</strong> ({formatVnd(order.totalAmount)}) đang được trừ từ ví của bạn. Trang sẽ tự cập nhật.
      </p>
    </section>
  );
}

const ENDED_TEXT: Record<'expired' | 'cancelled' | 'refunded', string> = {
  expired: 'Đơn hàng đã hết thời gian thanh toán. Nếu bạn vẫn muốn mua, hãy đặt hàng lại.',
  cancelled: 'Đơn hàng đã được hủy. Bạn có thể đặt hàng lại bất cứ lúc nào.',
  refunded: 'Đơn hàng đã được hoàn tiền.',
};

function EndedPanel({ order, onOrderAgain }: { order: Order & { statusOrder: keyof typeof ENDED_TEXT }; onOrderAgain(order: Order): void }) {
  return (
    <section className="card checkout-result is-ended" data-testid={`payment-${order.statusOrder}`}>
      <span className="checkout-result-icon">
        <Icon name={order.statusOrder === 'refunded' ? 'receipt' : 'alert'} size={40} />
      </span>
      <h1>{ORDER_STATUS_LABELS[order.statusOrder]}</h1>
      <p>
        Đơn hàng <strong>{order.code}</strong>: {ENDED_TEXT[order.statusOrder]}
      </p>
      <div className="checkout-result-actions">
        {order.statusOrder !== 'refunded' && (
          <button type="button" className="btn btn-primary btn-lg" onClick={() => onOrderAgain(order)} data-testid="payment-order-again">
            Đặt hàng lại
          </button>
        )}
        <Link to="/courses" className="btn btn-secondary btn-lg">
          Khám phá khóa học
        </Link>
      </div>
    </section>
  );
}

interface PaymentViewProps {
  code: string;
  /** "Đặt hàng lại": the page puts the order's items back in the cart and goes to the checkout. */
  onOrderAgain(order: Order): void;
}

/** /payment?code=…: the VietQR transfer of a pending order, watched until it is paid. */
export function PaymentView({ code, onOrderAgain }: PaymentViewProps) {
  const dispatch = useDispatch();
  const payment = useSelector(selectPayment);
  useEffect(() => {
    dispatch(paymentActions.paymentPageOpened(code));
    return () => void dispatch(paymentActions.paymentPageClosed());
  }, [dispatch, code]);

  const order = payment.code === code ? dataOf(payment.order) : undefined;
  const failure = payment.code === code ? errorOf(payment.order) : undefined;
  if (failure && !order) {
    return <LoadError variant="card" message={failure.message} onRetry={() => dispatch(paymentActions.paymentPageOpened(code))} testId="payment-error" />;
  }
  if (!order) return <PageSpinner label="Đang tải đơn hàng..." />;
  switch (order.statusOrder) {
    case 'paid':
      return <PaidPanel order={order} />;
    case 'pending':
      if (order.paymentMethod === 'wallet') return <WalletPaymentInProgress order={order} />;
      return order.payment ? (
        <AwaitingTransfer order={order} payment={order.payment} />
      ) : (
        <LoadError variant="card" message="Đơn hàng chưa có thông tin chuyển khoản." onRetry={() => dispatch(paymentActions.paymentPageOpened(code))} testId="payment-error" />
      );
    case 'expired':
    case 'cancelled':
    case 'refunded':
      return <EndedPanel order={{ ...order, statusOrder: order.statusOrder }} onOrderAgain={onOrderAgain} />;
    default: {
      const unreachable: never = order.statusOrder;
      return unreachable;
    }
  }
}
