import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Badge } from '../../../components/ui/Badge';
import { personLabel } from '../../../components/ui/AffiliateBadges';
import { LoadError } from '../../../components/ui/LoadError';
import { formatDate } from '../../../lib/format';
import { dataOf, errorOf } from '../../../lib/remote';
import { selectDownline } from '../affiliate-dashboard.selectors';
import { affiliateDashboardActions } from '../affiliate-dashboard.slice';

type Level = 'direct' | 'team';
const LEVELS: { key: Level; label: string; empty: string }[] = [
  { key: 'direct', label: 'Trực tiếp', empty: 'Chưa có ai đăng ký qua link của bạn.' },
  { key: 'team', label: 'Đội nhóm', empty: 'Chưa có ai trong đội nhóm của bạn.' },
];

/** My downline: the people I brought (direct) and the people they brought (team). */
export function DownlinePanel() {
  const dispatch = useDispatch();
  const downline = useSelector(selectDownline);
  const [level, setLevel] = useState<Level>('direct');
  const data = dataOf(downline);
  const error = errorOf(downline);
  const shown = LEVELS.find((l) => l.key === level) ?? LEVELS[0];
  const members = data?.[level] ?? [];

  return (
    <section className="card aff-downline" data-testid="affiliate-downline">
      <div className="aff-section-head">
        <h2 className="card-title">Hệ thống giới thiệu</h2>
        <div className="segmented" role="tablist" aria-label="Cấp thành viên">
          {LEVELS.map((l) => (
            <button
              key={l.key}
              type="button"
              role="tab"
              aria-selected={level === l.key}
              className={level === l.key ? 'segment is-active' : 'segment'}
              onClick={() => setLevel(l.key)}
              data-testid={`affiliate-downline-${l.key}-tab`}
            >
              {l.label} ({data ? data.totals[l.key] : '…'})
            </button>
          ))}
        </div>
      </div>
      {error && !data ? (
        <LoadError message={error.message} onRetry={() => dispatch(affiliateDashboardActions.downlineRequested())} testId="affiliate-downline-error" />
      ) : !data ? (
        <p className="table-state">Đang tải dữ liệu...</p>
      ) : members.length === 0 ? (
        <p className="table-state" data-testid="affiliate-downline-empty">
          {shown.empty}
        </p>
      ) : (
        <ul className="aff-members" data-testid={`affiliate-downline-${level}`}>
          {members.map((member) => (
            <li key={member.userId} className="aff-member" data-testid="affiliate-member" data-user-id={member.userId}>
              <span className="aff-member-name">{personLabel(member.name)}</span>
              <span className="muted">Tham gia {formatDate(member.linkedAt)}</span>
              {member.isAffiliate && <Badge tone="blue">Affiliate</Badge>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
