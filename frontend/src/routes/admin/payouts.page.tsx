import { PagePlaceholder } from '../../components/ui/PagePlaceholder';

export function AdminPayoutsPage() {
  return <PagePlaceholder title="Thanh toán hoa hồng" />;
}
