import '../../../styles/marketing-pages.css';
import { ReactNode } from 'react';
import { Icon, IconName } from '../../../components/ui/Icon';

const TONES = { info: ['mkt-callout', 'sparkles'], warn: ['mkt-callout mkt-callout-warn', 'alert'], success: ['mkt-callout mkt-callout-success', 'checkCircle'] } as const;

/** A highlighted aside in a guide: a tip (info), a rule not to break (warn), or good news. */
export function Callout({ tone = 'info', icon, testId, children }: { tone?: keyof typeof TONES; icon?: IconName; testId?: string; children: ReactNode }) {
  const [className, defaultIcon] = TONES[tone];
  return (
    <p className={className} data-testid={testId}>
      <Icon name={icon ?? defaultIcon} size={20} />
      <span>{children}</span>
    </p>
  );
}
