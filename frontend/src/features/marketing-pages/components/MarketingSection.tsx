import { ReactNode } from 'react';
import '../../../styles/marketing-pages.css';

interface MarketingSectionProps {
  /** Id of the heading, for `aria-labelledby`. */
  id: string;
  kicker: string;
  title: ReactNode;
  lead?: ReactNode;
  /** The tinted background, to tell neighbouring sections apart. */
  alt?: boolean;
  /** Heading beside the content on wide screens (FAQ, contact form). */
  split?: boolean;
  /** The section's anchor in the address (`/support#contactus`). */
  anchor?: string;
  testId?: string;
  children: ReactNode;
}

/** One band of a marketing page: a kicker, an h2 and a lead over (or beside) its content. */
export function MarketingSection({ id, kicker, title, lead, alt = false, split = false, anchor, testId, children }: MarketingSectionProps) {
  return (
    <section id={anchor} className={alt ? 'mkt-section mkt-section-alt' : 'mkt-section'} aria-labelledby={id} data-testid={testId}>
      <div className={split ? 'container mkt-split' : 'container'}>
        <header className="mkt-section-header">
          <span className="mkt-kicker">{kicker}</span>
          <h2 id={id}>{title}</h2>
          {lead && (typeof lead === 'string' ? <p className="muted">{lead}</p> : lead)}
        </header>
        {split ? <div>{children}</div> : children}
      </div>
    </section>
  );
}
