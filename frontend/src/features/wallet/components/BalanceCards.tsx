import { WalletBalanceResponse } from '@academy/contracts';
import { useDispatch, useSelector } from 'react-redux';
import { Icon, IconName } from '../../../components/ui/Icon';
import { LoadError } from '../../../components/ui/LoadError';
import { formatDate, formatVnd } from '../../../lib/format';
import { dataOf } from '../../../lib/remote';
import { selectWalletBalance } from '../wallet.selectors';
import { walletActions } from '../wallet.slice';
import { soonestFirst } from './BonusLots';

interface Card {
  key: 'main' | 'bonus' | 'total';
  label: string;
  icon: IconName;
  tone: 'brand' | 'accent' | 'green';
  value(balance: WalletBalanceResponse): number;
  hint(balance: WalletBalanceResponse): string;
}

/** Bonus money is spent first and expires, so its card says when the next part runs out. */
function bonusHint({ bonusLots }: WalletBalanceResponse): string {
  const [soonest] = soonestFirst(bonusLots);
  return soonest ? `${formatVnd(soonest.amount)} hết hạn ngày ${formatDate(soonest.expiresAt)}` : 'Nhập mã thưởng để nhận thêm';
}

const CARDS: Card[] = [
  { key: 'main', label: 'Ví chính', icon: 'wallet', tone: 'brand', value: (b) => b.mainBalance, hint: () => 'Tiền nạp và tiền hoàn, không hết hạn' },
  { key: 'bonus', label: 'Ví thưởng', icon: 'gift', tone: 'accent', value: (b) => b.bonusBalance, hint: bonusHint },
  { key: 'total', label: 'Tổng có thể dùng', icon: 'checkCircle', tone: 'green', value: (b) => b.mainBalance + b.bonusBalance, hint: () => 'Khi mua, tiền thưởng được trừ trước' },
];

/** The main and bonus balances, in whole đồng. */
export function BalanceCards() {
  const dispatch = useDispatch();
  const balance = useSelector(selectWalletBalance);
  const data = dataOf(balance);
  if (balance.status === 'failed' && !data) {
    return <LoadError variant="card" message={balance.error.message} onRetry={() => dispatch(walletActions.balanceRequested())} testId="wallet-balance-error" />;
  }
  return (
    <div className="stat-grid wallet-balances" data-testid="wallet-balances">
      {CARDS.map((card) => (
        <article key={card.key} className={`stat-card stat-${card.tone}`} data-testid={`wallet-card-${card.key}`}>
          <span className="stat-icon">
            <Icon name={card.icon} size={22} />
          </span>
          <div className="stat-text">
            <span className="stat-label">{card.label}</span>
            <strong className="stat-value" data-testid={`wallet-${card.key}-balance`}>
              {data ? formatVnd(card.value(data)) : '…'}
            </strong>
            {data && <span className="stat-hint">{card.hint(data)}</span>}
          </div>
        </article>
      ))}
    </div>
  );
}
