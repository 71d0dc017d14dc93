import { Icon, IconName } from '../../../components/ui/Icon';
import { formatVnd } from '../../../lib/format';

export interface EarningsCard {
  key: string;
  label: string;
  icon: IconName;
  tone: 'brand' | 'green' | 'blue' | 'yellow';
  value: string;
  hint?: string;
}

const number = new Intl.NumberFormat('vi-VN');
export const formatCount = (value: number) => number.format(value);
export { formatVnd };

export function EarningsCards({ cards, testId }: { cards: EarningsCard[]; testId: string }) {
  return (
    <div className="stat-grid earnings-stat-grid" data-testid={testId}>
      {cards.map((card) => (
        <article key={card.key} className={`stat-card stat-${card.tone}`} data-testid={`earnings-${card.key}`}>
          <span className="stat-icon">
            <Icon name={card.icon} size={22} />
          </span>
          <div className="stat-text">
            <span className="stat-label">{card.label}</span>
            <strong className="stat-value" data-testid={`earnings-${card.key}-value`}>
              {card.value}
            </strong>
            {card.hint && <span className="stat-hint">{card.hint}</span>}
          </div>
        </article>
      ))}
    </div>
  );
}
