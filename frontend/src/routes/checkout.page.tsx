import { useSelector } from 'react-redux';
import { PageHeader } from '../components/ui/PageHeader';
import { selectCartItems } from '../features/cart/cart.selectors';
import { CheckoutView } from '../features/checkout/components/CheckoutView';

/** Spec part 2 §2: /checkout (signed in): the cart's items priced by the server and ordered. */
export function CheckoutPage() {
  const items = useSelector(selectCartItems);
  return (
    <div className="container checkout-page">
      <PageHeader title="Thanh toán" />
      <CheckoutView lines={items} />
    </div>
  );
}
