import { useAppSelector } from '../../app/hooks';
import { PageHeader } from '../../components/ui/PageHeader';
import { PaymentReviewsAdmin } from '../../features/payment-reviews/components/PaymentReviewsAdmin';
import { selectUser } from '../../features/session/session.selectors';

/** Issue 10, item 5: the admin's list of held bank transfers. */
export function AdminPaymentsPage() {
  const uid = useAppSelector(selectUser)?.uid ?? null;
  return (
    <>
      <PageHeader
        title="Giao dịch cần xử lý"
        description="Chuyển khoản không tự thanh toán được đơn hàng: thiếu hoặc thừa tiền, trễ hạn, đơn đã kết thúc hoặc không rõ đơn. Ghép đơn, ghi nhận đã hoàn tiền hoặc bỏ qua, kèm ghi chú."
      />
      <PaymentReviewsAdmin currentUserId={uid} />
    </>
  );
}
