import { PagePlaceholder } from '../components/ui/PagePlaceholder';

export function PaymentPage() {
  return <PagePlaceholder title="Kết quả thanh toán" />;
}
