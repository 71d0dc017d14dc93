import { PageHeader } from '../../components/ui/PageHeader';
import { AffiliatesAdmin } from '../../features/admin-affiliates/components/AffiliatesAdmin';
import { ManualCommissionButton } from '../../features/admin-affiliates/components/ManualCommissionDialog';

/** Spec part 1 §2.4: /admin/affiliates/list. */
export function AdminAffiliatesListPage() {
  return (
    <>
      <PageHeader title="Danh sách Affiliate" description="Mọi affiliate với lượt nhấp, chuyển đổi, doanh thu và hoa hồng; mở lịch sử để xem từng bút toán." actions={<ManualCommissionButton />} />
      <AffiliatesAdmin />
    </>
  );
}
