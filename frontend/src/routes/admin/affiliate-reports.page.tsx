import { PageHeader } from '../../components/ui/PageHeader';
import { AffiliateReports } from '../../features/admin-affiliates/components/AffiliateReports';

/** Spec part 1 §2.4: /admin/affiliate-reports. */
export function AdminAffiliateReportsPage() {
  return (
    <>
      <PageHeader title="Báo cáo Affiliate" description="Hiệu quả chương trình: affiliate, doanh thu mang lại, hoa hồng theo trạng thái và affiliate hàng đầu." />
      <AffiliateReports />
    </>
  );
}
