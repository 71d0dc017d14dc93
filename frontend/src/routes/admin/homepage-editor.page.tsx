import { PagePlaceholder } from '../../components/ui/PagePlaceholder';

export function AdminHomepageEditorPage() {
  return <PagePlaceholder title="Chỉnh sửa trang chủ" />;
}
