import { PagePlaceholder } from '../components/ui/PagePlaceholder';

export function AffiliateDashboardPage() {
  return <PagePlaceholder title="Bảng điều khiển Affiliate" />;
}
