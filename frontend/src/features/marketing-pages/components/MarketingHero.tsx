import { ReactNode } from 'react';
import { Icon } from '../../../components/ui/Icon';
import '../../../styles/marketing-pages.css';

interface MarketingHeroProps {
  /** Id of the title, for the section's `aria-labelledby`. */
  id: string;
  eyebrow: string;
  title: ReactNode;
  lead: ReactNode;
  /** Buttons and notes under the lead. */
  children?: ReactNode;
  /** Beside the copy on wide screens, under it on phones (figures, a card). */
  aside?: ReactNode;
  /** Short facts in a row under the hero, each with a check mark. */
  facts?: readonly string[];
  compact?: boolean;
}

/** The night panel that opens every marketing page: eyebrow, the page's h1, its lead and actions. */
export function MarketingHero({ id, eyebrow, title, lead, children, aside, facts, compact = false }: MarketingHeroProps) {
  const copy = (
    <div className="mkt-hero-copy">
      <span className="mkt-eyebrow">{eyebrow}</span>
      <h1 id={id} className="mkt-hero-title">
        {title}
      </h1>
      <p className="mkt-hero-lead">{lead}</p>
      {children}
    </div>
  );
  return (
    <section className={compact ? 'mkt-hero mkt-hero-compact' : 'mkt-hero'} aria-labelledby={id}>
      <div className={aside ? 'container mkt-hero-grid' : 'container'}>
        {copy}
        {aside}
      </div>
      {facts && facts.length > 0 && (
        <div className="container">
          <ul className="mkt-hero-facts">
            {facts.map((fact) => (
              <li key={fact}>
                <Icon name="check" size={18} /> {fact}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** A big figure on the night panel with its label and a note ('30%', 'hoa hồng trực tiếp'). */
export function HeroFigure({ value, label, note, cool = false, testId }: { value: string; label: string; note: string; cool?: boolean; testId?: string }) {
  return (
    <div className={cool ? 'mkt-stat mkt-stat-cool' : 'mkt-stat'}>
      <span className="mkt-stat-value" data-testid={testId}>
        {value}
      </span>
      <span className="mkt-stat-label">{label}</span>
      <span className="mkt-stat-note">{note}</span>
    </div>
  );
}
