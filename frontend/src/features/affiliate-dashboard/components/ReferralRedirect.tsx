import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/Spinner';
import { selectReferral } from '../affiliate-dashboard.selectors';
import { affiliateDashboardActions } from '../affiliate-dashboard.slice';

interface ReferralRedirectProps {
  code: string | undefined;
  /** What the link was for, remembered beside the code (`course_{slug}`); none for the general and tool links. */
  source?: string;
  to: string;
}

/**
 * A referral link's page: the saga counts the click and stores the referral (or refuses the code
 * with a toast), then the link is replaced by its target page, which opens either way: a visitor
 * who followed a broken link still came for the course.
 */
export function ReferralRedirect({ code, source, to }: ReferralRedirectProps) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const referral = useSelector(selectReferral);
  const followed = referral.link !== null && referral.link.code === code && referral.link.source === source;
  const settled = followed && (referral.result.status === 'succeeded' || referral.result.status === 'failed');

  useEffect(() => {
    if (code) dispatch(affiliateDashboardActions.referralLinkOpened(source ? { code, source } : { code }));
  }, [code, source, dispatch]);

  useEffect(() => {
    if (settled || !code) navigate(to, { replace: true });
  }, [settled, code, to, navigate]);

  return <PageSpinner label="Đang chuyển hướng..." />;
}
