import { Order, QuoteOrderResponse } from '@academy/contracts';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { CourseThumbnail } from '../../../components/ui/CourseCard';
import { Icon } from '../../../components/ui/Icon';
import { LoadError } from '../../../components/ui/LoadError';
import { Spinner } from '../../../components/ui/Spinner';
import { OrderTotals } from '../../../components/ui/OrderTotals';
import { formatVnd } from '../../../lib/format';
import { dataOf, errorOf } from '../../../lib/remote';
import { CheckoutLine, lineKey, toOrderItems } from '../checkout-items';
import { selectCheckout } from '../checkout.selectors';
import { checkoutActions } from '../checkout.slice';
import { DiscountCodeField } from './DiscountCodeField';
import { PaidPanel } from './PaidPanel';
import './checkout.css';

const KIND_LABELS = { course: 'Khóa học', tool_plan: 'Phần mềm' } as const;

function QuoteLines({ quote, lines }: { quote: QuoteOrderResponse; lines: CheckoutLine[] }) {
  const pictures = new Map(lines.map((line) => [`${line.kind}:${line.id}`, line.thumbnailUrl]));
  return (
    <ul className="checkout-lines">
      {quote.items.map((item) => (
        <li key={lineKey(item)} className="checkout-line" data-testid="checkout-item">
          <CourseThumbnail src={pictures.get(lineKey(item)) ?? null} className="checkout-line-thumb" />
          <div className="checkout-line-body">
            <span className="checkout-line-kind">{KIND_LABELS[item.kind]}</span>
            <span className="checkout-line-title">{item.title}</span>
          </div>
          <strong className="checkout-line-price" data-testid="checkout-item-price">
            {item.unitPrice === 0 ? 'Miễn phí' : formatVnd(item.unitPrice)}
          </strong>
        </li>
      ))}
    </ul>
  );
}

function PaymentMethod() {
  return (
    <fieldset className="checkout-method">
      <legend>Phương thức thanh toán</legend>
      <label className="checkout-method-option is-selected">
        <input type="radio" name="paymentMethod" value="bank_transfer" checked readOnly />
        <Icon name="receipt" size={20} />
        <span>
          <strong>Chuyển khoản ngân hàng (VietQR)</strong>
          <span className="muted">Quét mã QR bằng ứng dụng ngân hàng; đơn hàng được xác nhận tự động.</span>
        </span>
      </label>
    </fieldset>
  );
}

function EmptyCheckout() {
  return (
    <div className="card cart-empty" data-testid="checkout-empty">
      <Icon name="cart" size={40} />
      <h2>Chưa có sản phẩm nào để thanh toán</h2>
      <Link to="/courses" className="btn btn-primary">
        Khám phá khóa học
      </Link>
    </div>
  );
}

interface CheckoutViewProps {
  /** What is being bought (the cart's items). */
  lines: CheckoutLine[];
}

/**
 * /checkout: the server's prices for the cart, a discount code, bank transfer, and "Đặt hàng".
 * A free order is paid at once and celebrated here; any other continues on /payment.
 */
export function CheckoutView({ lines }: CheckoutViewProps) {
  const dispatch = useDispatch();
  const checkout = useSelector(selectCheckout);
  const itemsKey = JSON.stringify(toOrderItems(lines));

  useEffect(() => {
    const items = JSON.parse(itemsKey) as ReturnType<typeof toOrderItems>;
    if (items.length > 0) dispatch(checkoutActions.checkoutOpened(items));
  }, [dispatch, itemsKey]);
  useEffect(() => () => void dispatch(checkoutActions.checkoutLeft()), [dispatch]);

  const placed: Order | undefined = dataOf(checkout.placement);
  if (placed?.statusOrder === 'paid') return <PaidPanel order={placed} />;
  if (lines.length === 0) return <EmptyCheckout />;

  const quote = dataOf(checkout.quote);
  const quoteError = errorOf(checkout.quote);
  const placing = checkout.placement.status === 'loading';
  const placeError = errorOf(checkout.placement);
  const busy = placing || checkout.quote.status === 'loading' || checkout.discount.applying;

  return (
    <div className="checkout-layout">
      <div className="checkout-main">
        <section className="card" aria-labelledby="checkout-items-title">
          <h2 id="checkout-items-title" className="card-title">
            Sản phẩm ({lines.length})
          </h2>
          {quoteError && (
            <LoadError message={quoteError.message} onRetry={() => dispatch(checkoutActions.checkoutOpened(JSON.parse(itemsKey)))} testId="checkout-quote-error" />
          )}
          {!quote && !quoteError && <Spinner label="Đang tính giá..." />}
          {quote && <QuoteLines quote={quote} lines={lines} />}
        </section>
        <section className="card">
          <PaymentMethod />
        </section>
      </div>
      <aside className="card checkout-summary" aria-label="Tóm tắt đơn hàng">
        <h2 className="card-title">Đơn hàng</h2>
        <DiscountCodeField disabled={placing || !quote} />
        {quote && <OrderTotals subtotal={quote.subtotal} discount={quote.discount} total={quote.totalAmount} testIdPrefix="checkout" />}
        {placeError && (
          <p className="checkout-error" role="alert" data-testid="checkout-error">
            {placeError.message}
          </p>
        )}
        <button
          type="button"
          className="btn btn-primary btn-lg btn-block"
          disabled={!quote || busy || Boolean(quoteError)}
          onClick={() => dispatch(checkoutActions.orderSubmitted())}
          data-testid="checkout-place"
        >
          {placing ? 'Đang tạo đơn hàng...' : 'Đặt hàng'}
        </button>
        <Link to="/cart" className="btn btn-ghost btn-block">
          <Icon name="chevronLeft" size={16} />
          Quay lại giỏ hàng
        </Link>
      </aside>
    </div>
  );
}
