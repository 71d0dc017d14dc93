import { PagePlaceholder } from '../components/ui/PagePlaceholder';

export function TransactionsPage() {
  return <PagePlaceholder title="Lịch sử giao dịch" />;
}
