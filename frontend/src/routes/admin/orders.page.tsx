import { PageHeader } from '../../components/ui/PageHeader';
import { AdminOrders } from '../../features/admin-orders/components/AdminOrders';

export function AdminOrdersPage() {
  return (
    <>
      <PageHeader title="Quản lý đơn hàng" description="Doanh thu, sản phẩm bán chạy, khách hàng và mọi đơn hàng: xem chi tiết, hủy đơn chưa thanh toán, hoàn tiền đơn đã thanh toán." />
      <AdminOrders />
    </>
  );
}
