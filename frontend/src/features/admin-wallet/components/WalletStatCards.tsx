import { WalletStatsResponse } from '@academy/contracts';
import { useSelector } from 'react-redux';
import { Icon, IconName } from '../../../components/ui/Icon';
import { LoadError } from '../../../components/ui/LoadError';
import { formatVnd } from '../../../lib/format';
import { dataOf } from '../../../lib/remote';
import { selectWalletStats } from '../admin-wallet.selectors';

interface Card {
  key: keyof WalletStatsResponse;
  label: string;
  hint: string;
  icon: IconName;
  tone: 'brand' | 'green' | 'blue';
}

/** Spec part 2 §2: total main balance, bonus still valid, total deposited successfully. */
const CARDS: Card[] = [
  { key: 'totalMainBalance', label: 'Tổng số dư ví chính', hint: 'Của mọi người dùng', icon: 'wallet', tone: 'brand' },
  { key: 'totalBonusBalance', label: 'Tổng ví thưởng còn hạn', hint: 'Chỉ tính tiền thưởng còn dùng được', icon: 'gift', tone: 'green' },
  { key: 'totalDeposited', label: 'Tổng đã nạp thành công', hint: 'Mọi lệnh nạp đã nhận tiền', icon: 'checkCircle', tone: 'blue' },
];

export function WalletStatCards({ onRetry }: { onRetry(): void }) {
  const stats = useSelector(selectWalletStats);
  const data = dataOf(stats);
  if (stats.status === 'failed' && !data) return <LoadError variant="card" message={stats.error.message} onRetry={onRetry} testId="wallet-stats-error" />;
  return (
    <div className="stat-grid wallet-stat-grid" data-testid="wallet-stats">
      {CARDS.map((card) => (
        <article key={card.key} className={`stat-card stat-${card.tone}`} data-testid={`wallet-stat-${card.key}`}>
          <span className="stat-icon">
            <Icon name={card.icon} size={22} />
          </span>
          <div className="stat-text">
            <span className="stat-label">{card.label}</span>
            <strong className="stat-value" data-testid={`wallet-stat-${card.key}-value`}>
              {data ? formatVnd(data[card.key]) : '…'}
            </strong>
            <span className="stat-hint">{card.hint}</span>
          </div>
        </article>
      ))}
    </div>
  );
}
