import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../components/ui/PageHeader';
import { WalletView } from '../features/wallet/components/WalletView';

/** Spec part 2 §2: /wallet (signed in); `?deposit=<code>` shows that deposit's VietQR. */
export function WalletPage() {
  const [params] = useSearchParams();
  const depositCode = params.get('deposit')?.trim() || null;
  return (
    <>
      <PageHeader title="Ví của tôi" description="Số dư ví chính và ví thưởng, nạp tiền bằng VietQR, nhận mã thưởng và lịch sử giao dịch ví." />
      <WalletView depositCode={depositCode} />
    </>
  );
}
