import { PageHeader } from '../../components/ui/PageHeader';
import { AdjustWalletButton, AdminWallet } from '../../features/admin-wallet/components/AdminWallet';

export function AdminWalletManagerPage() {
  return (
    <>
      <PageHeader
        title="Tổng quan ví"
        description="Tổng số dư của mọi ví, mọi biến động số dư và điều chỉnh số dư bằng tay (bắt buộc ghi lý do)."
        actions={<AdjustWalletButton />}
      />
      <AdminWallet />
    </>
  );
}
