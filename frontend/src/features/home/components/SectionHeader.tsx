import { ReactNode } from 'react';

interface SectionHeaderProps {
  id?: string;
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  /** A link or button shown at the right on wide screens, under the text on narrow ones. */
  action?: ReactNode;
  align?: 'start' | 'center';
}

export function SectionHeader({ id, eyebrow, title, lead, action, align = 'start' }: SectionHeaderProps) {
  return (
    <header className={`home-section-header home-section-header-${align}`}>
      <div className="home-section-header-text">
        <span className="home-eyebrow">{eyebrow}</span>
        <h2 className="home-section-title" id={id}>
          {title}
        </h2>
        {lead && <p className="home-section-lead">{lead}</p>}
      </div>
      {action && <div className="home-section-action">{action}</div>}
    </header>
  );
}
