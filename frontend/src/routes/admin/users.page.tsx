import { PagePlaceholder } from '../../components/ui/PagePlaceholder';

export function AdminUsersPage() {
  return <PagePlaceholder title="Quản lý người dùng" />;
}
