import { PagePlaceholder } from '../components/ui/PagePlaceholder';

export function CheckoutPage() {
  return <PagePlaceholder title="Thanh toán" />;
}
