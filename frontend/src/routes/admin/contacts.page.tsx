import { PageHeader } from '../../components/ui/PageHeader';
import { ContactInbox } from '../../features/contact/components/ContactInbox';

export function AdminContactsPage() {
  return (
    <>
      <PageHeader title="Tin nhắn liên hệ" description="Tin nhắn khách hàng gửi từ trang Hỗ trợ. Cập nhật trạng thái khi đã xử lý." />
      <ContactInbox />
    </>
  );
}
