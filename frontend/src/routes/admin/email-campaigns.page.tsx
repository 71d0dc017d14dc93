import { PagePlaceholder } from '../../components/ui/PagePlaceholder';

export function AdminEmailCampaignsPage() {
  return <PagePlaceholder title="Chiến dịch email" />;
}
