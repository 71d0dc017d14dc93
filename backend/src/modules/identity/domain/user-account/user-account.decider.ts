import type { Role } from '@academy/contracts';
import { Aggregate, assertNever } from '../../../../platform/domain/decider';
import { DomainError } from '../../../../platform/domain/domain-error';
import type { SealedData } from '../../../../platform/domain/sealed-data';
import type { MarketingConsentSource, RegistrationSource, UserAccountEvent } from './user-account.events';
import { evolve, initialState, UserAccountState } from './user-account.state';
import { toUserAccountStreamId } from './user-account.stream';

type Command<Type extends string, Data> = { type: Type; data: Data };
/** Who acted and when: every admin action records both. */
type ByAdmin = { uid: string; by: string; at: string };
/** The versions of the terms of use and the privacy policy a person agreed to. */
export type ConsentVersions = { termsVersion: string; privacyVersion: string };

export type RegisterUserAccount = Command<
  'RegisterUserAccount',
  {
    uid: string;
    role: Role;
    personal: SealedData;
    emailVerified: boolean;
    source: RegistrationSource;
    registeredBy: string | null;
    registeredAt: string;
    referralCode?: string;
    /** The consent the sign-up form collected; a sign-up by the person themselves has none without it. */
    consent?: ConsentVersions;
    /** Their marketing email choice at sign-up, when they were asked. */
    marketingEmails?: boolean;
  }
>;

export type UserAccountCommand =
  | RegisterUserAccount
  | Command<'SyncSignIn', { uid: string; emailVerified: boolean; at: string }>
  | Command<'UpdateProfile', { uid: string; personal: SealedData; at: string }>
  | Command<'ChangeUserRole', ByAdmin & { role: Role }>
  | Command<'ChangeAffiliateLevel', ByAdmin & { level: number }>
  | Command<'SetAccountDisabled', ByAdmin & { disabled: boolean }>
  | Command<'RecordPasswordResetSent', ByAdmin>
  | Command<'DeleteUserAccount', ByAdmin>
  /** An accepted instructor application, carried over by a reaction (`by`: the admin who accepted). */
  | Command<'PromoteToInstructor', ByAdmin>
  | Command<'GivePersonalDataConsent', ConsentVersions & { uid: string; at: string }>
  | Command<'ChangeMarketingEmailConsent', { uid: string; subscribed: boolean; source: MarketingConsentSource; at: string }>
  /**
   * The consent asked after a sign-in without one for these versions, with the optional marketing
   * box of the sign-up form: the two decisions above, on one state, appended together.
   */
  | Command<'GiveConsentAfterSignIn', ConsentVersions & { uid: string; marketingEmails?: boolean; at: string }>;

type Registered = Extract<UserAccountState, { status: 'registered' }>;

export function decide(command: UserAccountCommand, state: UserAccountState): UserAccountEvent[] {
  if (command.type === 'RegisterUserAccount') return register(command.data, state);
  if (command.type === 'DeleteUserAccount' && state.status === 'deleted') return [];
  // An unsubscribe link must always work, for an account deleted since the email left too: there is nothing to turn off.
  if (command.type === 'ChangeMarketingEmailConsent' && command.data.source === 'unsubscribe-link' && state.status !== 'registered') return [];
  // An applicant deleted before their acceptance was carried over has no role left to change.
  if (command.type === 'PromoteToInstructor' && state.status !== 'registered') return [];
  if (state.status !== 'registered') throw new DomainError('USER_NOT_FOUND', 'not_found');
  return decideForRegistered(command, state);
}

function decideForRegistered(command: Exclude<UserAccountCommand, { type: 'RegisterUserAccount' }>, state: Registered): UserAccountEvent[] {
  switch (command.type) {
    case 'SyncSignIn':
      return syncSignIn(command.data, state);
    case 'UpdateProfile':
      return [{ type: 'UserProfileUpdated', data: { uid: command.data.uid, personal: command.data.personal, updatedAt: command.data.at } }];
    case 'ChangeUserRole': {
      const { uid, by, at, role } = notOnSelf(command.data);
      return role === state.role ? [] : [{ type: 'UserRoleChanged', data: { uid, from: state.role, to: role, changedBy: by, changedAt: at } }];
    }
    case 'ChangeAffiliateLevel': {
      const { uid, by, at, level } = command.data;
      const change = { uid, from: state.affiliateLevel, to: level, changedBy: by, changedAt: at };
      return level === state.affiliateLevel ? [] : [{ type: 'UserAffiliateLevelChanged', data: change }];
    }
    case 'SetAccountDisabled': {
      const { uid, by, at, disabled } = notOnSelf(command.data);
      if (disabled === state.disabled) return [];
      return [disabled ? { type: 'UserAccountDisabled', data: { uid, by, at } } : { type: 'UserAccountEnabled', data: { uid, by, at } }];
    }
    case 'PromoteToInstructor': {
      // Only a student becomes an instructor: an applicant an admin made admin meanwhile stays admin.
      const { uid, by, at } = command.data;
      return state.role === 'student' ? [{ type: 'UserRoleChanged', data: { uid, from: 'student', to: 'instructor', changedBy: by, changedAt: at } }] : [];
    }
    case 'RecordPasswordResetSent':
      return [{ type: 'UserPasswordResetSent', data: command.data }];
    case 'DeleteUserAccount': {
      const { uid, by, at } = notOnSelf(command.data);
      return [{ type: 'UserAccountDeleted', data: { uid, by, at } }];
    }
    case 'GivePersonalDataConsent': {
      // Agreeing again to the same versions adds nothing; a new version of either is a new consent.
      const { uid, termsVersion, privacyVersion, at } = command.data;
      const same = state.consent?.termsVersion === termsVersion && state.consent.privacyVersion === privacyVersion;
      return same ? [] : [{ type: 'PersonalDataConsentGiven', data: { uid, termsVersion, privacyVersion, at } }];
    }
    case 'ChangeMarketingEmailConsent':
      // A switch set to what it already says, or a link clicked twice, records nothing.
      return command.data.subscribed === state.marketingEmails ? [] : [{ type: 'MarketingEmailConsentChanged', data: command.data }];
    case 'GiveConsentAfterSignIn': {
      const { uid, termsVersion, privacyVersion, marketingEmails, at } = command.data;
      const consent = decideForRegistered({ type: 'GivePersonalDataConsent', data: { uid, termsVersion, privacyVersion, at } }, state);
      if (marketingEmails === undefined) return consent;
      // Asked with the same box as at sign-up, so recorded as a sign-up answer (and only if it changes).
      const marketing = decideForRegistered({ type: 'ChangeMarketingEmailConsent', data: { uid, subscribed: marketingEmails, source: 'signup', at } }, state);
      return [...consent, ...marketing];
    }
    default:
      return assertNever(command);
  }
}

/**
 * Registering twice (a retried sign-up, a re-run seed) keeps the first registration. A person who
 * signs up themselves must have agreed to the terms and the processing of their data (Decree
 * 13/2023); the consent and the marketing choice are recorded with the registration, at its time.
 */
function register(data: RegisterUserAccount['data'], state: UserAccountState): UserAccountEvent[] {
  if (state.status !== 'unregistered') return [];
  if (data.source === 'self' && !data.consent) throw new DomainError('CONSENT_REQUIRED', 'invalid');
  const { consent, marketingEmails, ...registration } = data;
  const { uid, registeredAt: at } = data;
  const events: UserAccountEvent[] = [{ type: 'UserAccountRegistered', data: registration }];
  if (consent) events.push({ type: 'PersonalDataConsentGiven', data: { uid, ...consent, at } });
  if (marketingEmails !== undefined) events.push({ type: 'MarketingEmailConsentChanged', data: { uid, subscribed: marketingEmails, source: 'signup', at } });
  return events;
}

/** The first sign-in activates the profile; a newly verified email is recorded once. */
function syncSignIn({ uid, emailVerified, at }: { uid: string; emailVerified: boolean; at: string }, state: Registered): UserAccountEvent[] {
  const events: UserAccountEvent[] = [];
  if (emailVerified && !state.emailVerified) events.push({ type: 'UserEmailVerified', data: { uid, verifiedAt: at } });
  if (!state.activated) events.push({ type: 'UserAccountActivated', data: { uid, activatedAt: at } });
  return events;
}

/** An admin cannot demote, lock or delete themselves: the last admin could lock everyone out. */
function notOnSelf<T extends ByAdmin>(data: T): T {
  if (data.uid === data.by) throw new DomainError('CANNOT_CHANGE_OWN_ACCOUNT', 'invalid');
  return data;
}

export const userAccountDecider: Aggregate<UserAccountCommand, UserAccountEvent, UserAccountState> = {
  initialState,
  evolve,
  decide,
  streamIdOf: (command) => toUserAccountStreamId(command.data.uid),
};
