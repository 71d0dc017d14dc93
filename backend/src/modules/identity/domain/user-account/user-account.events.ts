import type { Role } from '@academy/contracts';
import type { DomainEvent } from '../../../../platform/domain/decider';
import type { SealedData } from '../../../../platform/domain/sealed-data';

/**
 * What a person told us about themselves. It never enters an event in the clear: events carry it
 * sealed with the user's own key (crypto-shredding, docs/decisions.md), so deleting the user
 * deletes the key and every copy in the log becomes unreadable.
 */
export interface PersonalDetails {
  name: string;
  email: string;
  phoneNumber: string;
  age: number | null;
  avatarUrl: string | null;
}

export type RegistrationSource = 'self' | 'admin' | 'provider' | 'seed';

export type UserAccountRegistered = DomainEvent<
  'UserAccountRegistered',
  {
    uid: string;
    role: Role;
    personal: SealedData;
    emailVerified: boolean;
    source: RegistrationSource;
    registeredBy: string | null;
    registeredAt: string;
    /** The affiliate code of the `aff_ref_code` cookie the sign-up carried (the affiliate module links the referral). */
    referralCode?: string;
  }
>;
export type UserEmailVerified = DomainEvent<'UserEmailVerified', { uid: string; verifiedAt: string }>;
/** The first sign-in after registration: the profile turns active (welcome vs welcome back). */
export type UserAccountActivated = DomainEvent<'UserAccountActivated', { uid: string; activatedAt: string }>;
export type UserProfileUpdated = DomainEvent<'UserProfileUpdated', { uid: string; personal: SealedData; updatedAt: string }>;
export type UserRoleChanged = DomainEvent<'UserRoleChanged', { uid: string; from: Role; to: Role; changedBy: string; changedAt: string }>;
export type UserAffiliateLevelChanged = DomainEvent<
  'UserAffiliateLevelChanged',
  { uid: string; from: number; to: number; changedBy: string; changedAt: string }
>;
export type UserAccountDisabled = DomainEvent<'UserAccountDisabled', { uid: string; by: string; at: string }>;
export type UserAccountEnabled = DomainEvent<'UserAccountEnabled', { uid: string; by: string; at: string }>;
export type UserPasswordResetSent = DomainEvent<'UserPasswordResetSent', { uid: string; by: string; at: string }>;
export type UserAccountDeleted = DomainEvent<'UserAccountDeleted', { uid: string; by: string; at: string }>;
/**
 * The person agreed to the terms of use and to the processing of their personal data (Decree
 * 13/2023), of these versions, at this time. Recorded again only when the versions change.
 */
export type PersonalDataConsentGiven = DomainEvent<'PersonalDataConsentGiven', { uid: string; termsVersion: string; privacyVersion: string; at: string }>;
/** Where a marketing email choice was made: the sign-up form, the profile's switch, or a marketing email's unsubscribe link. */
export type MarketingConsentSource = 'signup' | 'profile' | 'unsubscribe-link';
/** The person's own choice about marketing email (Decree 91/2020: advertising email needs an opt-in). */
export type MarketingEmailConsentChanged = DomainEvent<'MarketingEmailConsentChanged', { uid: string; subscribed: boolean; source: MarketingConsentSource; at: string }>;

export type UserAccountEvent =
  | UserAccountRegistered
  | UserEmailVerified
  | UserAccountActivated
  | UserProfileUpdated
  | UserRoleChanged
  | UserAffiliateLevelChanged
  | UserAccountDisabled
  | UserAccountEnabled
  | UserPasswordResetSent
  | UserAccountDeleted
  | PersonalDataConsentGiven
  | MarketingEmailConsentChanged;

export const USER_ACCOUNT_EVENT_TYPES = [
  'UserAccountRegistered',
  'UserEmailVerified',
  'UserAccountActivated',
  'UserProfileUpdated',
  'UserRoleChanged',
  'UserAffiliateLevelChanged',
  'UserAccountDisabled',
  'UserAccountEnabled',
  'UserPasswordResetSent',
  'UserAccountDeleted',
  'PersonalDataConsentGiven',
  'MarketingEmailConsentChanged',
] as const satisfies ReadonlyArray<UserAccountEvent['type']>;
