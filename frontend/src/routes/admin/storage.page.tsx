import { PagePlaceholder } from '../../components/ui/PagePlaceholder';

export function AdminStoragePage() {
  return <PagePlaceholder title="Quản lý lưu trữ" />;
}
