import type { Role } from '@academy/contracts';
import type { DomainEvent } from '../../../../platform/domain/decider';

/** What a person told us about themselves; kept apart so it can be protected and erased. */
export interface PersonalDetails {
  name: string;
  email: string;
  phoneNumber: string;
  age: number | null;
}

export type UserAccountRegistered = DomainEvent<
  'UserAccountRegistered',
  { uid: string; role: Role; personal: PersonalDetails; registeredAt: string }
>;

export type UserRoleChanged = DomainEvent<'UserRoleChanged', { uid: string; from: Role; to: Role; changedBy: string; changedAt: string }>;

export type UserAccountEvent = UserAccountRegistered | UserRoleChanged;

export const USER_ACCOUNT_EVENT_TYPES = ['UserAccountRegistered', 'UserRoleChanged'] as const;
