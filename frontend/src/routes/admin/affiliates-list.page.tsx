import { PagePlaceholder } from '../../components/ui/PagePlaceholder';

export function AdminAffiliatesListPage() {
  return <PagePlaceholder title="Danh sách Affiliate" />;
}
