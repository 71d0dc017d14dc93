import { PagePlaceholder } from '../../components/ui/PagePlaceholder';

export function AdminConversionsPage() {
  return <PagePlaceholder title="Chuyển đổi Affiliate" />;
}
