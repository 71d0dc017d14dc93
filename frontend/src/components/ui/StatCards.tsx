import { Icon, IconName } from './Icon';

export type StatTone = 'brand' | 'green' | 'blue' | 'yellow' | 'red' | 'accent';

export interface StatCard {
  key: string;
  label: string;
  value: string;
  hint?: string;
  icon: IconName;
  tone: StatTone;
}

interface StatCardsProps {
  cards: readonly StatCard[];
  testId: string;
  /** Each card is `<prefix>-<key>`, its figure `<prefix>-<key>-value`. */
  cardTestIdPrefix: string;
  /** Added to `.stat-grid`, for a page that lays the cards out its own way. */
  className?: string;
}

/** A row of figures, each with its icon, label and a line saying what it counts. */
export function StatCards({ cards, testId, cardTestIdPrefix, className }: StatCardsProps) {
  return (
    <div className={className ? `stat-grid ${className}` : 'stat-grid'} data-testid={testId}>
      {cards.map((card) => (
        <article key={card.key} className={`stat-card stat-${card.tone}`} data-testid={`${cardTestIdPrefix}-${card.key}`}>
          <span className="stat-icon">
            <Icon name={card.icon} size={22} />
          </span>
          <div className="stat-text">
            <span className="stat-label">{card.label}</span>
            <strong className="stat-value" data-testid={`${cardTestIdPrefix}-${card.key}-value`}>
              {card.value}
            </strong>
            {card.hint && <span className="stat-hint">{card.hint}</span>}
          </div>
        </article>
      ))}
    </div>
  );
}
