import { PagePlaceholder } from '../../components/ui/PagePlaceholder';

export function AdminOrdersPage() {
  return <PagePlaceholder title="Quản lý đơn hàng" />;
}
