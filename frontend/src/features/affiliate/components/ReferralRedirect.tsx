import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/Spinner';
import { storeReferral } from '../referral';

interface ReferralRedirectProps {
  code: string | undefined;
  source?: string;
  to: string;
}

/** Stores the referral cookie, then replaces the referral URL with its target page. */
export function ReferralRedirect({ code, source, to }: ReferralRedirectProps) {
  const navigate = useNavigate();
  useEffect(() => {
    if (code) storeReferral(code, source);
    navigate(to, { replace: true });
  }, [code, source, to, navigate]);
  return <PageSpinner label="Đang chuyển hướng..." />;
}
