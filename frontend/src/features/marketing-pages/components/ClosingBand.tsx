import '../../../styles/marketing-pages.css';
import { ReactNode } from 'react';

interface ClosingBandProps {
  title: string;
  text: ReactNode;
  /** The band's buttons (use `btn btn-light`). */
  actions: ReactNode;
  /** Inside a guide's column rather than a section of its own. */
  compact?: boolean;
  titleId?: string;
  testId?: string;
}

/** The colourful band a marketing page ends on: one sentence and the one thing to do next. */
export function ClosingBand({ title, text, actions, compact = false, titleId, testId }: ClosingBandProps) {
  return (
    <div className={compact ? 'mkt-band mkt-band-compact' : 'mkt-band'} data-testid={testId}>
      <div>
        <h2 id={titleId}>{title}</h2>
        <p>{text}</p>
      </div>
      <div className="mkt-band-actions">{actions}</div>
    </div>
  );
}
