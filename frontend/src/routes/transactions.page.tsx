import { PageHeader } from '../components/ui/PageHeader';
import { TransactionsList } from '../features/orders/components/TransactionsList';
import { WalletEntriesList } from '../features/wallet/components/WalletHistory';

/** Spec part 2 §2: /transactions (signed in): the buyer's orders, then every movement of their wallet. */
export function TransactionsPage() {
  return (
    <>
      <PageHeader title="Lịch sử giao dịch" description="Các đơn hàng bạn đã đặt và mọi biến động số dư ví của bạn." />
      <TransactionsList />
      <section className="card card-table transactions-wallet" aria-labelledby="transactions-wallet-title" data-testid="transactions-wallet">
        <div className="card-toolbar">
          <h2 id="transactions-wallet-title" className="card-title">
            Biến động số dư ví
          </h2>
        </div>
        <WalletEntriesList />
      </section>
    </>
  );
}
