import { PageHeader } from '../../components/ui/PageHeader';
import { PopupAdmin } from '../../features/popup/components/PopupAdmin';

/** Spec part 1 sections 2.4 and 2.10: /admin/popup, the advertising popup visitors see 1.5 s after a page loads. */
export function AdminPopupPage() {
  return (
    <>
      <PageHeader
        title="Popup quảng cáo"
        description="Khách truy cập thấy popup đang bật 1,5 giây sau khi mở trang, một lần mỗi phiên trình duyệt. Mỗi lúc chỉ một popup được bật."
      />
      <PopupAdmin />
    </>
  );
}
