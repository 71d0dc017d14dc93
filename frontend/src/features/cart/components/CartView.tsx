import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { CourseThumbnail } from '../../../components/ui/CourseCard';
import { Icon } from '../../../components/ui/Icon';
import { formatVnd } from '../../../lib/format';
import { cartItemKey } from '../cart.rules';
import { selectCartItems, selectCartSubtotal } from '../cart.selectors';
import { cartActions } from '../cart.slice';
import { CartItem } from '../cart.storage';
import './cart.css';

export const KIND_LABELS: Record<CartItem['kind'], string> = { course: 'Khóa học', tool_plan: 'Phần mềm' };

export function itemLink(item: CartItem): string | null {
  if (!item.slug) return null;
  return `${item.kind === 'course' ? '/courses' : '/tools'}/${encodeURIComponent(item.slug)}`;
}

function CartRow({ item }: { item: CartItem }) {
  const dispatch = useDispatch();
  const link = itemLink(item);
  return (
    <li className="cart-row" data-testid="cart-item" data-item-key={cartItemKey(item)}>
      <CourseThumbnail src={item.thumbnailUrl} className="cart-row-thumb" />
      <div className="cart-row-body">
        <span className="cart-row-kind">{KIND_LABELS[item.kind]}</span>
        {link ? (
          <Link to={link} className="cart-row-title" data-testid="cart-item-title">
            {item.title}
          </Link>
        ) : (
          <span className="cart-row-title" data-testid="cart-item-title">
            {item.title}
          </span>
        )}
      </div>
      <strong className="cart-row-price" data-testid="cart-item-price">
        {item.price === 0 ? 'Miễn phí' : formatVnd(item.price)}
      </strong>
      <button
        type="button"
        className="icon-btn cart-row-remove"
        onClick={() => dispatch(cartActions.itemRemoved({ kind: item.kind, id: item.id }))}
        aria-label={`Xóa ${item.title} khỏi giỏ hàng`}
        title="Xóa khỏi giỏ hàng"
        data-testid="cart-item-remove"
      >
        <Icon name="trash" size={18} />
      </button>
    </li>
  );
}

function EmptyCart() {
  return (
    <div className="card cart-empty" data-testid="cart-empty">
      <Icon name="cart" size={40} />
      <h2>Giỏ hàng của bạn đang trống</h2>
      <p className="muted">Hãy chọn một khóa học hoặc một phần mềm để bắt đầu.</p>
      <div className="cart-empty-links">
        <Link to="/courses" className="btn btn-primary">
          Khám phá khóa học
        </Link>
        <Link to="/tools" className="btn btn-secondary">
          Xem phần mềm
        </Link>
      </div>
    </div>
  );
}

/**
 * /cart: what the buyer chose, with the prices they saw. "Thanh toán" goes to /checkout, whose
 * guard asks a guest to sign in first; the prices that count are the checkout's, from the server.
 */
export function CartView() {
  const items = useSelector(selectCartItems);
  const subtotal = useSelector(selectCartSubtotal);
  if (items.length === 0) return <EmptyCart />;
  return (
    <div className="cart-layout">
      <section className="card cart-items" aria-label="Sản phẩm trong giỏ hàng">
        <h2 className="card-title">{items.length} sản phẩm</h2>
        <ul className="cart-list">
          {items.map((item) => (
            <CartRow key={cartItemKey(item)} item={item} />
          ))}
        </ul>
      </section>
      <aside className="card cart-summary" aria-label="Tóm tắt giỏ hàng">
        <div className="cart-summary-line">
          <span>Tạm tính</span>
          <strong data-testid="cart-subtotal">{formatVnd(subtotal)}</strong>
        </div>
        <p className="muted cart-summary-note">Mã giảm giá và tổng tiền cuối cùng được tính ở bước thanh toán.</p>
        <Link to="/checkout" className="btn btn-primary btn-lg btn-block" data-testid="cart-checkout">
          Thanh toán
          <Icon name="arrowRight" size={18} />
        </Link>
        <Link to="/courses" className="btn btn-ghost btn-block">
          Tiếp tục mua sắm
        </Link>
      </aside>
    </div>
  );
}
