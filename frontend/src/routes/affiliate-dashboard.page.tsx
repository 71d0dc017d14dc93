import { PageHeader } from '../components/ui/PageHeader';
import { PROGRAMME_TERMS, referralLinks } from '../features/affiliate/programme';
import { AffiliateDashboard } from '../features/affiliate-dashboard/components/AffiliateDashboard';

/** Spec part 1 §2.3: /affiliate-dashboard (the programme's terms and link forms come from the affiliate pages). */
export function AffiliateDashboardPage() {
  return (
    <>
      <PageHeader title="Bảng điều khiển Affiliate" description="Thu nhập, lượt nhấp, link giới thiệu và hệ thống thành viên của bạn." />
      <AffiliateDashboard terms={PROGRAMME_TERMS} paths={referralLinks} origin={window.location.origin} />
    </>
  );
}
