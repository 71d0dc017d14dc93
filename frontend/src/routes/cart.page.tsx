import { PageHeader } from '../components/ui/PageHeader';
import { CartView } from '../features/cart/components/CartView';

/** Spec part 2 §2: /cart. */
export function CartPage() {
  return (
    <div className="container cart-page">
      <PageHeader title="Giỏ hàng" />
      <CartView />
    </div>
  );
}
