import { Order } from '@academy/contracts';
import { useDispatch } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import { cartActions } from '../features/cart/cart.slice';
import { PaymentView } from '../features/checkout/components/PaymentView';
import { useDocumentTitle } from '../lib/use-document-title';

/** The items of an ended order, back in the cart as the buyer first saw them (prices are the checkout's again). */
function cartItemsOf(order: Order) {
  return order.items.map((line) => ({ kind: line.kind, id: line.itemId, title: line.title, thumbnailUrl: null, price: line.unitPrice, slug: null }));
}

/** Spec part 2 §2: /payment?code=<order code>: the bank transfer of an order, until it is paid. */
export function PaymentPage() {
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  useDocumentTitle('Thanh toán đơn hàng');
  return (
    <div className="payment-page">
      {code ? (
        <PaymentView code={code} onOrderAgain={(order) => dispatch(cartActions.orderAgainClicked(cartItemsOf(order)))} />
      ) : (
        <section className="card checkout-result is-ended" data-testid="payment-no-code">
          <h1>Không tìm thấy đơn hàng</h1>
          <p>Đường dẫn thanh toán thiếu mã đơn hàng. Bạn có thể xem lại các đơn hàng trong lịch sử giao dịch.</p>
          <div className="checkout-result-actions">
            <Link to="/transactions" className="btn btn-primary">
              Lịch sử giao dịch
            </Link>
          </div>
        </section>
      )}
    </div>
  );
}
