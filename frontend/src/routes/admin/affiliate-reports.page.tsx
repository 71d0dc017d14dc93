import { PagePlaceholder } from '../../components/ui/PagePlaceholder';

export function AdminAffiliateReportsPage() {
  return <PagePlaceholder title="Báo cáo Affiliate" />;
}
