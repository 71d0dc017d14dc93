import { PageHeader } from '../../components/ui/PageHeader';
import { PayoutsAdmin } from '../../features/admin-affiliates/components/PayoutsAdmin';

/** Spec part 1 §2.4: /admin/payouts. */
export function AdminPayoutsPage() {
  return (
    <>
      <PageHeader title="Thanh toán hoa hồng" description="Affiliate có hoa hồng đã duyệt, hết thời gian tạm giữ và đạt mức tối thiểu. Ghi nhận thanh toán sau khi đã chuyển khoản." />
      <PayoutsAdmin />
    </>
  );
}
