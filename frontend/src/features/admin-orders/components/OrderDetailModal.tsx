import { AdminOrder, ORDER_ERRORS, PAYMENT_METHOD_LABELS, REFUND_METHOD_LABELS, REFUND_REASON_MAX, RefundMethod } from '@academy/contracts';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { FormField } from '../../../components/ui/FormField';
import { LoadError } from '../../../components/ui/LoadError';
import { ConfirmDialog, Modal } from '../../../components/ui/Modal';
import { formatDateTime, formatVnd } from '../../../lib/format';
import { dataOf, errorOf } from '../../../lib/remote';
import { selectOrderDecision, selectOrderDetail } from '../admin-orders.selectors';
import { adminOrdersActions } from '../admin-orders.slice';
import { OrderStatusBadge } from './OrderStatusBadge';

/** One order with its lines and history; cancel when unpaid, refund (with a reason) when paid. */
export function OrderDetailModal() {
  const dispatch = useDispatch();
  const detail = useSelector(selectOrderDetail);
  const decision = useSelector(selectOrderDecision);
  const order = dataOf(detail.result);
  const error = errorOf(detail.result);
  const busy = decision.submission.status === 'loading';

  const footer = order && (
    <>
      {order.statusOrder === 'pending' && (
        <button type="button" className="btn btn-danger" onClick={() => dispatch(adminOrdersActions.decisionAsked('cancel'))} data-testid="order-cancel">
          Hủy đơn hàng
        </button>
      )}
      {order.statusOrder === 'paid' && (
        <button type="button" className="btn btn-danger" onClick={() => dispatch(adminOrdersActions.decisionAsked('refund'))} data-testid="order-refund">
          Hoàn tiền
        </button>
      )}
      <button type="button" className="btn btn-secondary" onClick={() => dispatch(adminOrdersActions.detailClosed())} data-testid="order-detail-close">
        Đóng
      </button>
    </>
  );

  return (
    <>
      <Modal
        open={detail.id !== null}
        title={order ? `Đơn hàng ${order.code}` : 'Chi tiết đơn hàng'}
        size="lg"
        onClose={() => dispatch(adminOrdersActions.detailClosed())}
        busy={busy}
        footer={footer}
        testId="order-detail"
      >
        {error && !order ? (
          <LoadError message={error.message} onRetry={() => detail.id && dispatch(adminOrdersActions.detailOpened(detail.id))} testId="order-detail-error" />
        ) : order ? (
          <OrderDetails order={order} />
        ) : (
          <p className="muted">Đang tải dữ liệu...</p>
        )}
      </Modal>
      <ConfirmDialog
        open={decision.kind === 'cancel'}
        title="Hủy đơn hàng"
        message={order ? `Hủy đơn hàng ${order.code} chưa thanh toán? Mã giảm giá (nếu có) sẽ được trả lại.` : ''}
        confirmLabel="Hủy đơn hàng"
        busy={busy}
        onConfirm={() => dispatch(adminOrdersActions.cancelConfirmed())}
        onCancel={() => dispatch(adminOrdersActions.decisionDismissed())}
        testId="order-cancel-confirm"
      />
      {decision.kind === 'refund' && order && <RefundDialog order={order} busy={busy} />}
    </>
  );
}

function OrderDetails({ order }: { order: AdminOrder }) {
  return (
    <div className="admin-order-detail">
      <dl className="admin-order-facts">
        <dt>Trạng thái</dt>
        <dd>
          <OrderStatusBadge status={order.statusOrder} testId="order-detail-status" />
        </dd>
        <dt>Người mua</dt>
        <dd>
          {order.buyer.name ?? 'Tài khoản đã xóa'} <span className="muted">{order.buyer.email ?? ''}</span>
        </dd>
        <dt>Thanh toán</dt>
        <dd>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</dd>
        <dt>Ngày tạo</dt>
        <dd>{formatDateTime(order.createdAt)}</dd>
        {order.paidAt && (
          <>
            <dt>Ngày thanh toán</dt>
            <dd>{formatDateTime(order.paidAt)}</dd>
          </>
        )}
        {order.endedAt && order.statusOrder !== 'paid' && (
          <>
            <dt>Kết thúc</dt>
            <dd>
              {formatDateTime(order.endedAt)}
              {order.cancelledBy && <span className="muted"> · hủy bởi {order.cancelledBy === 'admin' ? 'quản trị viên' : 'người mua'}</span>}
            </dd>
          </>
        )}
        {order.refund && (
          <>
            <dt>Hoàn tiền</dt>
            <dd data-testid="order-detail-refund">
              {REFUND_METHOD_LABELS[order.refund.method]} · {order.refund.reason}
            </dd>
          </>
        )}
      </dl>
      <table className="table admin-order-lines">
        <thead>
          <tr>
            <th>Sản phẩm</th>
            <th className="cell-amount">Đơn giá</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={`${item.kind}:${item.itemId}`}>
              <td>{item.title}</td>
              <td className="cell-amount">{formatVnd(item.unitPrice)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td>Tạm tính</td>
            <td className="cell-amount">{formatVnd(order.subtotal)}</td>
          </tr>
          {order.discountCode && (
            <tr>
              <td>Giảm giá ({order.discountCode})</td>
              <td className="cell-amount">−{formatVnd(order.discountAmount)}</td>
            </tr>
          )}
          <tr className="cell-strong">
            <td>Tổng cộng</td>
            <td className="cell-amount" data-testid="order-detail-total">
              {formatVnd(order.totalAmount)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** An order the wallet paid goes back to the wallet (to the parts it came from); any other may go either way. */
export function refundMethodsFor(order: Pick<AdminOrder, 'paymentMethod'>): RefundMethod[] {
  return order.paymentMethod === 'wallet' ? ['wallet'] : ['bank_transfer', 'wallet'];
}

const REFUND_METHOD_HINTS: Record<RefundMethod, string> = {
  bank_transfer: 'Quản trị viên tự chuyển khoản lại cho học viên; hệ thống chỉ ghi nhận.',
  wallet: 'Tiền vào ví ngay. Đơn trả bằng ví: phần từ ví thưởng về lại khoản thưởng cũ (cùng hạn dùng), phần còn lại về ví chính.',
};

function RefundMethodChoice({ order, method, onChange, disabled }: { order: AdminOrder; method: RefundMethod; onChange(method: RefundMethod): void; disabled: boolean }) {
  const methods = refundMethodsFor(order);
  return (
    <fieldset className="refund-methods" data-testid="order-refund-methods">
      <legend>Cách hoàn tiền</legend>
      {methods.map((choice) => (
        <label key={choice} className={choice === method ? 'refund-method is-selected' : 'refund-method'}>
          <input
            type="radio"
            name="refundMethod"
            value={choice}
            checked={choice === method}
            disabled={disabled}
            onChange={() => onChange(choice)}
            data-testid={`order-refund-method-${choice}`}
          />
          <span>
            <strong>{REFUND_METHOD_LABELS[choice]}</strong>
            <span className="muted">{REFUND_METHOD_HINTS[choice]}</span>
          </span>
        </label>
      ))}
      {methods.length === 1 && <p className="muted refund-method-only">Đơn hàng thanh toán bằng ví chỉ được hoàn vào ví.</p>}
    </fieldset>
  );
}

/** The refund's confirmation: a reason is required, and how the money goes back. */
function RefundDialog({ order, busy }: { order: AdminOrder; busy: boolean }) {
  const dispatch = useDispatch();
  const [reason, setReason] = useState('');
  const [method, setMethod] = useState<RefundMethod>(refundMethodsFor(order)[0]);
  const [touched, setTouched] = useState(false);
  const missing = reason.trim() === '';
  const submit = () => {
    setTouched(true);
    if (!missing) dispatch(adminOrdersActions.refundConfirmed({ reason: reason.trim(), method }));
  };
  return (
    <Modal
      open
      title="Hoàn tiền đơn hàng"
      size="md"
      busy={busy}
      onClose={() => dispatch(adminOrdersActions.decisionDismissed())}
      testId="order-refund-dialog"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={() => dispatch(adminOrdersActions.decisionDismissed())} disabled={busy}>
            Hủy
          </button>
          <button type="button" className="btn btn-danger" onClick={submit} disabled={busy} data-testid="order-refund-confirm">
            {busy ? 'Đang xử lý...' : 'Xác nhận hoàn tiền'}
          </button>
        </>
      }
    >
      <p>
        Hoàn {formatVnd(order.totalAmount)} cho đơn {order.code} (thanh toán: {PAYMENT_METHOD_LABELS[order.paymentMethod].toLowerCase()}). Quyền truy cập khóa học và
        phần mềm của đơn này sẽ bị thu hồi.
      </p>
      <RefundMethodChoice order={order} method={method} onChange={setMethod} disabled={busy} />
      <FormField id="refund-reason" label="Lý do hoàn tiền" required error={touched && missing ? ORDER_ERRORS.ORDER_REFUND_REASON_REQUIRED : undefined} testId="order-refund-error">
        {(control) => (
          <textarea {...control} rows={3} maxLength={REFUND_REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} data-testid="order-refund-reason" />
        )}
      </FormField>
    </Modal>
  );
}
