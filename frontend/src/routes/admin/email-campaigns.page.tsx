import { PageHeader } from '../../components/ui/PageHeader';
import { EmailCampaignsAdmin } from '../../features/email-marketing/components/EmailCampaignsAdmin';

/** Spec part 2 sections 2, 4 and 7: /admin/email-campaigns, scenarios and the campaigns they send in order. */
export function AdminEmailCampaignsPage() {
  return (
    <>
      <PageHeader
        title="Chiến dịch email"
        description="Mỗi kịch bản bắt đầu từ một sự kiện (đăng ký, mua khóa học, ...) và gửi lần lượt các chiến dịch của nó cho đúng người nhận."
      />
      <EmailCampaignsAdmin />
    </>
  );
}
