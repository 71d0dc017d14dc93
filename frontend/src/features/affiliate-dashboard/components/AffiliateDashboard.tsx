import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { LoadError } from '../../../components/ui/LoadError';
import { PageSpinner } from '../../../components/ui/Spinner';
import { dataOf, errorOf } from '../../../lib/remote';
import { selectAffiliateFigures, selectAffiliateInfo } from '../affiliate-dashboard.selectors';
import { affiliateDashboardActions } from '../affiliate-dashboard.slice';
import { ReferralPaths } from '../referral-links';
import { ConversionsTable } from './ConversionsTable';
import { DownlinePanel } from './DownlinePanel';
import { EarningsCards } from './EarningsCards';
import { JoinProgramme, ProgrammePromise } from './JoinProgramme';
import { LinkBuilder } from './LinkBuilder';
import { PayoutsTable } from './PayoutsTable';
import { PerformanceChart } from './PerformanceChart';
import './affiliate-dashboard.css';

interface AffiliateDashboardProps {
  terms: ProgrammePromise;
  paths: ReferralPaths;
  origin: string;
}

/** /affiliate-dashboard: the join call for a member, everything an affiliate follows for an affiliate. */
export function AffiliateDashboard({ terms, paths, origin }: AffiliateDashboardProps) {
  const dispatch = useDispatch();
  const info = useSelector(selectAffiliateInfo);
  const figures = useSelector(selectAffiliateFigures);
  const retry = () => dispatch(affiliateDashboardActions.opened());

  useEffect(() => {
    dispatch(affiliateDashboardActions.opened());
  }, [dispatch]);

  const membership = dataOf(info);
  const infoError = errorOf(info);
  if (infoError && !membership) return <LoadError variant="card" message={infoError.message} onRetry={retry} testId="affiliate-info-error" />;
  if (!membership) return <PageSpinner />;
  if (!membership.isAffiliate || !membership.affiliate) return <JoinProgramme terms={terms} />;

  const dashboard = dataOf(figures);
  const figuresError = errorOf(figures);
  return (
    <div className="aff-dashboard" data-testid="affiliate-dashboard">
      {figuresError && !dashboard ? (
        <LoadError variant="card" message={figuresError.message} onRetry={() => dispatch(affiliateDashboardActions.dashboardRequested())} testId="affiliate-dashboard-error" />
      ) : dashboard ? (
        <>
          <EarningsCards dashboard={dashboard} />
          <PerformanceChart dashboard={dashboard} />
        </>
      ) : (
        <p className="card table-state">Đang tải dữ liệu...</p>
      )}
      <LinkBuilder code={membership.affiliate.code} paths={paths} origin={origin} />
      <DownlinePanel />
      <ConversionsTable />
      <PayoutsTable />
    </div>
  );
}
