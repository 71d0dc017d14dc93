import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Icon, IconName } from '../../../components/ui/Icon';
import { LoadError } from '../../../components/ui/LoadError';
import { dataOf } from '../../../lib/remote';
import { selectUserStats } from '../admin-users.selectors';
import { UserStats, adminUsersActions } from '../admin-users.slice';

const number = new Intl.NumberFormat('vi-VN');

interface Card {
  key: string;
  label: string;
  icon: IconName;
  tone: 'brand' | 'green' | 'yellow' | 'red' | 'blue' | 'accent';
  value(stats: UserStats): number;
  hint?(stats: UserStats): string;
}

const CARDS: Card[] = [
  {
    key: 'total',
    label: 'Tổng người dùng',
    icon: 'users',
    tone: 'brand',
    value: (s) => s.totalUsers,
    hint: (s) => `+${number.format(s.newLast30Days)} trong 30 ngày qua`,
  },
  {
    key: 'students',
    label: 'Học viên',
    icon: 'book',
    tone: 'blue',
    value: (s) => s.byRole.student,
    hint: (s) => `${number.format(s.byRole.instructor)} giảng viên · ${number.format(s.byRole.admin)} quản trị viên`,
  },
  {
    key: 'verified',
    label: 'Đã xác thực email',
    icon: 'checkCircle',
    tone: 'green',
    value: (s) => s.verified,
    hint: (s) => `${number.format(s.unverified)} chưa xác thực`,
  },
  { key: 'affiliates', label: 'Affiliate', icon: 'share', tone: 'accent', value: (s) => s.affiliates },
  { key: 'disabled', label: 'Tài khoản bị khóa', icon: 'lock', tone: 'red', value: (s) => s.disabled },
];

/** GET /admin/stats/users as stat cards. */
export function UserStatsCards() {
  const dispatch = useDispatch();
  const stats = useSelector(selectUserStats);
  const data = dataOf(stats);

  useEffect(() => {
    dispatch(adminUsersActions.statsRequested());
  }, [dispatch]);

  if (stats.status === 'failed') {
    return (
      <LoadError variant="card" message={stats.error.message} onRetry={() => dispatch(adminUsersActions.statsRequested())} testId="user-stats-error" />
    );
  }
  return (
    <div className="stat-grid" data-testid="user-stats">
      {CARDS.map((card) => (
        <article key={card.key} className={`stat-card stat-${card.tone}`} data-testid={`stat-${card.key}`}>
          <span className="stat-icon">
            <Icon name={card.icon} size={22} />
          </span>
          <div className="stat-text">
            <span className="stat-label">{card.label}</span>
            <strong className="stat-value" data-testid={`stat-${card.key}-value`}>
              {data ? number.format(card.value(data)) : '…'}
            </strong>
            {data && card.hint && <span className="stat-hint">{card.hint(data)}</span>}
          </div>
        </article>
      ))}
    </div>
  );
}
