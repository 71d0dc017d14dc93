import { PagePlaceholder } from '../../components/ui/PagePlaceholder';

export function AdminToolsPage() {
  return <PagePlaceholder title="Quản lý phần mềm" />;
}
