import { PageHeader } from '../../components/ui/PageHeader';
import { BonusCodesAdmin } from '../../features/bonus-codes/components/BonusCodesAdmin';

/** /admin/wallet/bonusCodes: the bonus codes students claim into their bonus wallet. */
export function AdminBonusCodesPage() {
  return (
    <>
      <PageHeader
        title="Mã thưởng"
        description="Học viên nhập mã để nhận tiền vào ví thưởng, mỗi người một lần. Tiền thưởng hết hạn sau số ngày hiệu lực kể từ lúc nhận."
      />
      <BonusCodesAdmin />
    </>
  );
}
