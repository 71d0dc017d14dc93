import { PageHeader } from '../../components/ui/PageHeader';
import { AffiliateSettingsForm } from '../../features/admin-affiliates/components/AffiliateSettingsForm';

/** Spec part 1 §2.4: /admin/affiliates/settings. */
export function AdminAffiliateSettingsPage() {
  return (
    <>
      <PageHeader title="Cài đặt hoa hồng" description="Tỷ lệ hoa hồng, thời hạn cookie, thời gian tạm giữ và mức thanh toán tối thiểu." />
      <AffiliateSettingsForm />
    </>
  );
}
