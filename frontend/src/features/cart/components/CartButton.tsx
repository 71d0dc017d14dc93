import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import { selectCartCount } from '../cart.selectors';

export function CartButton() {
  const count = useSelector(selectCartCount);
  const label = count > 0 ? `Giỏ hàng (${count} sản phẩm)` : 'Giỏ hàng';
  return (
    <Link to="/cart" className="icon-btn cart-btn" aria-label={label} title="Giỏ hàng" data-testid="cart-button">
      <Icon name="cart" size={22} />
      {count > 0 && (
        <span className="count-badge" data-testid="cart-count">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
