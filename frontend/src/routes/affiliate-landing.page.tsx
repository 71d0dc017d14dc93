import { PagePlaceholder } from '../components/ui/PagePlaceholder';

export function AffiliateLandingPage() {
  return <PagePlaceholder title="Chương trình Affiliate" />;
}
