import { ReactNode } from 'react';
import { personLabel } from '../../../components/ui/AffiliateBadges';
import { EmailText } from '../../../components/ui/EmailText';

interface AffiliatePersonProps {
  /** Null once the account is deleted ('Tài khoản đã xóa'). */
  name: string | null;
  code?: string;
  email?: string | null;
  /** A further line under the name (e.g. when they joined). */
  children?: ReactNode;
}

/** A person in an admin list: the name, then the affiliate code and the email when there are any, stacked in one cell. */
export function AffiliatePerson({ name, code, email, children }: AffiliatePersonProps) {
  return (
    <span className="aff-person">
      <strong>{personLabel(name)}</strong>
      {code && <code className="aff-code">{code}</code>}
      {email && <EmailText email={email} className="muted cell-email" />}
      {children}
    </span>
  );
}

export interface RowAction {
  label: string;
  onClick(): void;
  /** 'btn-primary' unless said otherwise. */
  variant?: 'btn-primary' | 'btn-secondary' | 'btn-ghost';
  ariaLabel?: string;
  testId: string;
}

/** A row's buttons: stacked in a wide table, side by side when the row is a card. */
export function RowActions({ actions }: { actions: readonly RowAction[] }) {
  return (
    <div className="aff-admin-actions">
      {actions.map((action) => (
        <button key={action.testId} type="button" className={`btn ${action.variant ?? 'btn-primary'}`} onClick={action.onClick} aria-label={action.ariaLabel} data-testid={action.testId}>
          {action.label}
        </button>
      ))}
    </div>
  );
}
