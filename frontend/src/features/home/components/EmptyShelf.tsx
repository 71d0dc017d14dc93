import { ReactNode } from 'react';
import { Icon, IconName } from '../../../components/ui/Icon';

interface EmptyShelfProps {
  icon: IconName;
  title: string;
  text: string;
  action?: ReactNode;
  testId: string;
}

export function EmptyShelf({ icon, title, text, action, testId }: EmptyShelfProps) {
  return (
    <div className="home-empty" data-testid={testId}>
      <span className="home-empty-icon">
        <Icon name={icon} size={28} />
      </span>
      <div className="home-empty-text">
        <p className="home-empty-title">{title}</p>
        <p className="home-empty-lead">{text}</p>
      </div>
      {action}
    </div>
  );
}

/** Placeholder cards while a shelf loads for the first time. */
export function ShelfSkeleton({ count, variant }: { count: number; variant: 'course' | 'tool' }) {
  return (
    <ul className={variant === 'course' ? 'home-course-grid' : 'home-tool-grid'} aria-busy="true" aria-label="Đang tải">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="home-skeleton-card">
          <span className="home-skeleton home-skeleton-media" />
          <span className="home-skeleton home-skeleton-line" />
          <span className="home-skeleton home-skeleton-line home-skeleton-short" />
        </li>
      ))}
    </ul>
  );
}
