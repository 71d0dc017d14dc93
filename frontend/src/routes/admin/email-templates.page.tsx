import { PageHeader } from '../../components/ui/PageHeader';
import { EmailTemplatesAdmin } from '../../features/email-marketing/components/EmailTemplatesAdmin';

/** Spec part 2 sections 2 and 7: /admin/email-templates, the emails the scenarios send. */
export function AdminEmailTemplatesPage() {
  return (
    <>
      <PageHeader
        title="Mẫu email"
        description="Tiêu đề và nội dung HTML với các biến như tên người nhận, tên khóa học. Bản xem trước cập nhật ngay khi bạn gõ, với dữ liệu mẫu."
      />
      <EmailTemplatesAdmin />
    </>
  );
}
