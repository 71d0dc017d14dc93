import { useParams } from 'react-router-dom';
import { ReferralRedirect } from '../features/affiliate-dashboard/components/ReferralRedirect';

/** /ref/:affiliateCode: the affiliate's general link lands on the home page. */
export function ReferralPage() {
  const { affiliateCode } = useParams();
  return <ReferralRedirect code={affiliateCode} to="/" />;
}
