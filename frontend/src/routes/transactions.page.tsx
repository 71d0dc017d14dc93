import { PageHeader } from '../components/ui/PageHeader';
import { TransactionsList } from '../features/orders/components/TransactionsList';

/** Spec part 2 §2: /transactions (signed in): the buyer's orders. */
export function TransactionsPage() {
  return (
    <>
      <PageHeader title="Lịch sử giao dịch" description="Các đơn hàng bạn đã đặt và trạng thái thanh toán." />
      <TransactionsList />
    </>
  );
}
