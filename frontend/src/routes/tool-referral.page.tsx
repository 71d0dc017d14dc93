import { useParams } from 'react-router-dom';
import { ReferralRedirect } from '../features/affiliate-dashboard/components/ReferralRedirect';

/** /tools/:slug/ref/:affCode: remember the referrer, then show the tool. */
export function ToolReferralPage() {
  const { slug = '', affCode } = useParams();
  return <ReferralRedirect code={affCode} to={`/tools/${encodeURIComponent(slug)}`} />;
}
