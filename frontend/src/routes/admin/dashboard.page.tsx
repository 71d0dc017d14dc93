import { PagePlaceholder } from '../../components/ui/PagePlaceholder';

export function AdminDashboardPage() {
  return <PagePlaceholder title="Tổng quan quản trị" />;
}
