import { PageHeader } from '../../components/ui/PageHeader';
import { SiteSettingsAdmin } from '../../features/site-settings/components/SiteSettingsAdmin';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /admin/settings/site: the academy's contact and company data the footer and the contact page show. */
export function AdminSiteSettingsPage() {
  useDocumentTitle('Thông tin học viện');
  return (
    <>
      <PageHeader
        title="Thông tin học viện"
        description="Hotline, email, địa chỉ, bản đồ, mạng xã hội và thông tin doanh nghiệp hiển thị ở chân trang và trang liên hệ. Mỗi lần lưu được ghi lại cùng người sửa và thời điểm."
      />
      <SiteSettingsAdmin />
    </>
  );
}
