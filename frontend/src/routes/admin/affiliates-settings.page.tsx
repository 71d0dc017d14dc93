import { PagePlaceholder } from '../../components/ui/PagePlaceholder';

export function AdminAffiliateSettingsPage() {
  return <PagePlaceholder title="Cài đặt hoa hồng" />;
}
