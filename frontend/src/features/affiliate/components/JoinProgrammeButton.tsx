import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';

export const AFFILIATE_DASHBOARD = '/affiliate-dashboard';

/** Who is looking at the programme: the join button differs for each. */
export type ProgrammeViewer = 'visitor' | 'member' | 'affiliate';

export function programmeViewer(signedIn: boolean, isAffiliate: boolean): ProgrammeViewer {
  if (!signedIn) return 'visitor';
  return isAffiliate ? 'affiliate' : 'member';
}

interface JoinProgrammeButtonProps {
  viewer: ProgrammeViewer;
  className?: string;
  testId?: string;
}

/**
 * Joining happens on the dashboard (`POST /affiliates/me/join` comes with it). A visitor signs in
 * first and the login screen then sends them on to the dashboard (its `from` state), as the route
 * guard would; a member goes straight there; an affiliate is simply taken to their dashboard.
 */
export function JoinProgrammeButton({ viewer, className = 'btn btn-primary btn-lg', testId = 'affiliate-join' }: JoinProgrammeButtonProps) {
  const label = viewer === 'affiliate' ? 'Vào bảng điều khiển Affiliate' : 'Tham gia ngay, miễn phí';
  return (
    <Link
      to={viewer === 'visitor' ? '/login' : AFFILIATE_DASHBOARD}
      state={viewer === 'visitor' ? { from: AFFILIATE_DASHBOARD } : undefined}
      className={className}
      data-testid={testId}
    >
      {label}
      <Icon name="arrowRight" size={18} />
    </Link>
  );
}
