import { PageHeader } from '../../components/ui/PageHeader';
import { DiscountsAdmin } from '../../features/discounts/components/DiscountsAdmin';

/** Spec part 1 section 2.12: /admin/discounts. */
export function AdminDiscountsPage() {
  return (
    <>
      <PageHeader
        title="Mã giảm giá"
        description="Mã giảm theo phần trăm hoặc số tiền, cho mọi sản phẩm hoặc một số khóa học, gói phần mềm. Lượt dùng tính cả đơn đang chờ thanh toán."
      />
      <DiscountsAdmin />
    </>
  );
}
