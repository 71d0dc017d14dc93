import { ReactNode } from 'react';

export type BadgeTone = 'green' | 'blue' | 'yellow' | 'red' | 'gray';

interface BadgeProps {
  tone: BadgeTone;
  children: ReactNode;
  testId?: string;
}

export function Badge({ tone, children, testId }: BadgeProps) {
  return (
    <span className={`badge badge-${tone}`} data-testid={testId}>
      {children}
    </span>
  );
}
