import { SalesStatsResponse } from '@academy/contracts';
import { useSelector } from 'react-redux';
import { Icon, IconName } from '../../../components/ui/Icon';
import { LoadError } from '../../../components/ui/LoadError';
import { formatVnd } from '../../../lib/format';
import { dataOf } from '../../../lib/remote';
import { selectSalesStats } from '../admin-orders.selectors';

const number = new Intl.NumberFormat('vi-VN');

interface Card {
  key: string;
  label: string;
  icon: IconName;
  tone: 'brand' | 'green' | 'yellow' | 'blue';
  value(stats: SalesStatsResponse): string;
  hint(stats: SalesStatsResponse): string;
}

/** The stat cards: what they count is written in docs/decisions.md ("Sales: admin orders, statistics, earnings"). */
const CARDS: Card[] = [
  {
    key: 'revenue',
    label: 'Doanh thu thuần',
    icon: 'wallet',
    tone: 'brand',
    value: (s) => formatVnd(s.totalRevenue),
    hint: (s) => `Đã hoàn ${formatVnd(s.refundedAmount)}`,
  },
  {
    key: 'paid',
    label: 'Đơn đã thanh toán',
    icon: 'checkCircle',
    tone: 'green',
    value: (s) => number.format(s.paidOrders),
    hint: (s) => `${number.format(s.refundedOrders)} đơn đã hoàn tiền`,
  },
  {
    key: 'pending',
    label: 'Đơn chờ thanh toán',
    icon: 'receipt',
    tone: 'yellow',
    value: (s) => number.format(s.pendingOrders),
    hint: (s) => `${number.format(s.cancelledOrders)} đã hủy · ${number.format(s.expiredOrders)} hết hạn`,
  },
  {
    key: 'buyers',
    label: 'Khách đã mua',
    icon: 'users',
    tone: 'blue',
    value: (s) => number.format(s.buyers),
    hint: () => 'Người đã thanh toán ít nhất một đơn',
  },
];

export function SalesStatCards({ onRetry }: { onRetry(): void }) {
  const stats = useSelector(selectSalesStats);
  const data = dataOf(stats);
  if (stats.status === 'failed' && !data) return <LoadError variant="card" message={stats.error.message} onRetry={onRetry} testId="sales-stats-error" />;
  return (
    <div className="stat-grid money-stat-grid" data-testid="sales-stats">
      {CARDS.map((card) => (
        <article key={card.key} className={`stat-card stat-${card.tone}`} data-testid={`sales-stat-${card.key}`}>
          <span className="stat-icon">
            <Icon name={card.icon} size={22} />
          </span>
          <div className="stat-text">
            <span className="stat-label">{card.label}</span>
            <strong className="stat-value" data-testid={`sales-stat-${card.key}-value`}>
              {data ? card.value(data) : '…'}
            </strong>
            {data && <span className="stat-hint">{card.hint(data)}</span>}
          </div>
        </article>
      ))}
    </div>
  );
}
