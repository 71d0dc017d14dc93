import { useDispatch } from 'react-redux';
import { Icon } from '../../../components/ui/Icon';
import { cartActions } from '../cart.slice';
import { CartItem } from '../cart.storage';
import './cart.css';

interface AddToCartButtonsProps {
  item: CartItem;
  /** 'large' under a price box; 'compact' on a course card. */
  size?: 'large' | 'compact';
  disabled?: boolean;
}

/** "Thêm vào giỏ hàng" and "Mua ngay" for a course or a tool plan. */
export function AddToCartButtons({ item, size = 'large', disabled = false }: AddToCartButtonsProps) {
  const dispatch = useDispatch();
  const large = size === 'large';
  return (
    <div className={large ? 'cart-actions' : 'cart-actions cart-actions-compact'} data-testid="cart-actions">
      <button
        type="button"
        className={large ? 'btn btn-primary btn-lg btn-block' : 'btn btn-primary'}
        disabled={disabled}
        onClick={() => dispatch(cartActions.buyNowClicked(item))}
        data-testid="buy-now"
      >
        Mua ngay
      </button>
      <button
        type="button"
        className={large ? 'btn btn-secondary btn-lg btn-block' : 'btn btn-secondary'}
        disabled={disabled}
        onClick={() => dispatch(cartActions.addClicked(item))}
        data-testid="add-to-cart"
        aria-label={large ? undefined : 'Thêm vào giỏ hàng'}
        title={large ? undefined : 'Thêm vào giỏ hàng'}
      >
        <Icon name="cart" size={18} />
        {large && 'Thêm vào giỏ hàng'}
      </button>
    </div>
  );
}
