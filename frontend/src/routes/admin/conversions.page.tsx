import { PageHeader } from '../../components/ui/PageHeader';
import { PendingConversions } from '../../features/admin-affiliates/components/PendingConversions';

/** Spec part 1 §2.4: /admin/conversions (the menu's 'Duyệt chuyển đổi' opens the same pending list). */
export function AdminConversionsPage() {
  return (
    <>
      <PageHeader title="Duyệt chuyển đổi" description="Chuyển đổi chờ duyệt, cũ nhất trước. Hoa hồng chỉ được thanh toán sau khi được duyệt và hết thời gian tạm giữ." />
      <PendingConversions />
    </>
  );
}
