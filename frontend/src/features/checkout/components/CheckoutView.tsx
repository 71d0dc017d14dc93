import { Order, PAYMENT_METHOD_LABELS, QuoteOrderResponse } from '@academy/contracts';
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
import { CheckoutState, checkoutActions } from '../checkout.slice';
import { walletCoverage } from '../wallet-coverage';
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

interface PaymentMethodProps {
  total: number | null;
  disabled: boolean;
}

/** Why 'Ví của tôi' cannot be chosen now, or null when it can. */
function walletUnavailable(wallet: CheckoutState['wallet'], total: number | null): string | null {
  const balance = dataOf(wallet);
  if (!balance) return wallet.status === 'failed' ? wallet.error.message : 'Đang tải số dư ví...';
  if (total === null) return 'Đang tính giá...';
  const coverage = walletCoverage(balance, total);
  return coverage.covers ? null : `Số dư ví không đủ: còn thiếu ${formatVnd(coverage.shortBy)}.`;
}

function WalletOption({ total, disabled }: PaymentMethodProps) {
  const dispatch = useDispatch();
  const { paymentMethod, wallet } = useSelector(selectCheckout);
  const balance = dataOf(wallet);
  const reason = walletUnavailable(wallet, total);
  const coverage = balance && total !== null ? walletCoverage(balance, total) : null;
  const selected = paymentMethod === 'wallet';
  return (
    <label className={`checkout-method-option${selected ? ' is-selected' : ''}${reason ? ' is-disabled' : ''}`} data-testid="checkout-method-wallet">
      <input
        type="radio"
        name="paymentMethod"
        value="wallet"
        checked={selected}
        disabled={disabled || (reason !== null && !selected)}
        onChange={() => dispatch(checkoutActions.paymentMethodChosen('wallet'))}
        data-testid="checkout-method-wallet-input"
      />
      <Icon name="wallet" size={20} />
      <span>
        <strong>{PAYMENT_METHOD_LABELS.wallet}</strong>
        {balance && (
          <span className="muted" data-testid="checkout-wallet-balances">
            Ví chính {formatVnd(balance.mainBalance)} · Ví thưởng {formatVnd(balance.bonusBalance)}
          </span>
        )}
        {reason ? (
          <span className="checkout-method-reason" data-testid="checkout-wallet-reason">
            {reason} {balance && <Link to="/wallet">Nạp tiền vào ví</Link>}
          </span>
        ) : (
          coverage && (
            <span className="muted" data-testid="checkout-wallet-split">
              Thanh toán ngay: trừ {formatVnd(coverage.fromBonus)} ví thưởng trước, {formatVnd(coverage.fromMain)} ví chính.
            </span>
          )
        )}
      </span>
    </label>
  );
}

function PaymentMethod({ total, disabled }: PaymentMethodProps) {
  const dispatch = useDispatch();
  const { paymentMethod } = useSelector(selectCheckout);
  const selected = paymentMethod === 'bank_transfer';
  return (
    <fieldset className="checkout-method">
      <legend>Phương thức thanh toán</legend>
      <label className={selected ? 'checkout-method-option is-selected' : 'checkout-method-option'} data-testid="checkout-method-bank">
        <input
          type="radio"
          name="paymentMethod"
          value="bank_transfer"
          checked={selected}
          disabled={disabled}
          onChange={() => dispatch(checkoutActions.paymentMethodChosen('bank_transfer'))}
          data-testid="checkout-method-bank-input"
        />
        <Icon name="receipt" size={20} />
        <span>
          <strong>Chuyển khoản ngân hàng (VietQR)</strong>
          <span className="muted">Quét mã QR bằng ứng dụng ngân hàng; đơn hàng được xác nhận tự động.</span>
        </span>
      </label>
      <WalletOption total={total} disabled={disabled} />
    </fieldset>
  );
}

/** The wallet paid during the request; the order is shown paid a moment later. */
function WalletPaying({ order }: { order: Order }) {
  return (
    <section className="card checkout-result" data-testid="checkout-wallet-paying">
      <Spinner label={`Đang thanh toán đơn hàng ${order.code} bằng ví...`} />
    </section>
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
  if (placed?.statusOrder === 'pending' && placed.paymentMethod === 'wallet') return <WalletPaying order={placed} />;
  if (lines.length === 0) return <EmptyCheckout />;

  const quote = dataOf(checkout.quote);
  const quoteError = errorOf(checkout.quote);
  const placing = checkout.placement.status === 'loading';
  const placeError = errorOf(checkout.placement);
  const busy = placing || checkout.quote.status === 'loading' || checkout.discount.applying;
  const byWallet = checkout.paymentMethod === 'wallet';
  // The wallet pays all or nothing: no order is placed that it cannot cover.
  const walletBlocked = byWallet && walletUnavailable(checkout.wallet, quote?.totalAmount ?? null) !== null;

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
          <PaymentMethod total={quote?.totalAmount ?? null} disabled={placing} />
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
          disabled={!quote || busy || Boolean(quoteError) || walletBlocked}
          onClick={() => dispatch(checkoutActions.orderSubmitted())}
          data-testid="checkout-place"
        >
          {placing ? 'Đang tạo đơn hàng...' : byWallet ? 'Thanh toán bằng ví' : 'Đặt hàng'}
        </button>
        <Link to="/cart" className="btn btn-ghost btn-block">
          <Icon name="chevronLeft" size={16} />
          Quay lại giỏ hàng
        </Link>
      </aside>
    </div>
  );
}
