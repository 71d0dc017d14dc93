import { useParams } from 'react-router-dom';
import { PageHeader } from '../components/ui/PageHeader';
import { OrderDetailView } from '../features/orders/components/OrderDetailView';

/** /transactions/:code (signed in): one order, by its code (GET /orders/by-code/{code}). */
export function TransactionDetailPage() {
  const { code = '' } = useParams();
  return (
    <>
      <PageHeader title="Chi tiết đơn hàng" />
      <OrderDetailView code={code} />
    </>
  );
}
