import { PagePlaceholder } from '../components/ui/PagePlaceholder';

export function AffiliateTrainingPage() {
  return <PagePlaceholder title="Đào tạo Affiliate" />;
}
