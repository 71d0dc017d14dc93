import { useParams } from 'react-router-dom';
import { ReferralRedirect } from '../features/affiliate-dashboard/components/ReferralRedirect';
import { courseReferralSource } from '../features/affiliate-dashboard/referral-cookies';

/** /courses/:slug/ref/:affCode: remember the referrer and the course, then show the course. */
export function CourseReferralPage() {
  const { slug = '', affCode } = useParams();
  return <ReferralRedirect code={affCode} source={courseReferralSource(slug)} to={`/courses/${encodeURIComponent(slug)}`} />;
}
