import { formatVnd } from '../../lib/format';
import './order-totals.css';

interface OrderTotalsProps {
  subtotal: number;
  discount: { code: string; amount: number } | null;
  total: number;
  /** Prefix of the test ids: `<prefix>-subtotal`, `<prefix>-discount`, `<prefix>-total`. */
  testIdPrefix: string;
}

/** Subtotal, the discount with its code, and the total in VND: the checkout's quote and an order's detail. */
export function OrderTotals({ subtotal, discount, total, testIdPrefix }: OrderTotalsProps) {
  return (
    <dl className="order-totals">
      <div>
        <dt>Tạm tính</dt>
        <dd data-testid={`${testIdPrefix}-subtotal`}>{formatVnd(subtotal)}</dd>
      </div>
      {discount && (
        <div className="order-totals-discount">
          <dt>Giảm giá ({discount.code})</dt>
          <dd data-testid={`${testIdPrefix}-discount`}>−{formatVnd(discount.amount)}</dd>
        </div>
      )}
      <div className="order-totals-total">
        <dt>Tổng cộng</dt>
        <dd data-testid={`${testIdPrefix}-total`}>{formatVnd(total)}</dd>
      </div>
    </dl>
  );
}
