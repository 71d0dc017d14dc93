import { PagePlaceholder } from '../components/ui/PagePlaceholder';

export function CartPage() {
  return <PagePlaceholder title="Giỏ hàng" />;
}
