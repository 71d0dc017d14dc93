import type { Role } from '@academy/contracts';
import { assertNever } from '../../../../platform/domain/decider';
import type { UserAccountEvent } from './user-account.events';

export type UserAccountState =
  | { status: 'unregistered' }
  | { status: 'deleted' }
  | {
      status: 'registered';
      role: Role;
      emailVerified: boolean;
      activated: boolean;
      disabled: boolean;
      affiliateLevel: number;
      /** The versions of the terms and privacy policy the person last agreed to; null before any. */
      consent: { termsVersion: string; privacyVersion: string } | null;
      /** Their opt-in to marketing email: off until they turn it on. */
      marketingEmails: boolean;
    };

export const initialState: UserAccountState = { status: 'unregistered' };

type Registered = Extract<UserAccountState, { status: 'registered' }>;

export function evolve(state: UserAccountState, event: UserAccountEvent): UserAccountState {
  if (event.type === 'UserAccountRegistered') {
    const { role, emailVerified } = event.data;
    return { status: 'registered', role, emailVerified, activated: false, disabled: false, affiliateLevel: 1, consent: null, marketingEmails: false };
  }
  if (state.status !== 'registered') return state;
  return evolveRegistered(state, event);
}

function evolveRegistered(state: Registered, event: UserAccountEvent): UserAccountState {
  switch (event.type) {
    case 'UserAccountRegistered':
      return state;
    case 'UserEmailVerified':
      return { ...state, emailVerified: true };
    case 'UserAccountActivated':
      return { ...state, activated: true };
    case 'UserProfileUpdated':
    case 'UserPasswordResetSent':
      return state;
    case 'UserRoleChanged':
      return { ...state, role: event.data.to };
    case 'UserAffiliateLevelChanged':
      return { ...state, affiliateLevel: event.data.to };
    case 'UserAccountDisabled':
      return { ...state, disabled: true };
    case 'UserAccountEnabled':
      return { ...state, disabled: false };
    case 'UserAccountDeleted':
      return { status: 'deleted' };
    case 'PersonalDataConsentGiven':
      return { ...state, consent: { termsVersion: event.data.termsVersion, privacyVersion: event.data.privacyVersion } };
    case 'MarketingEmailConsentChanged':
      return { ...state, marketingEmails: event.data.subscribed };
    default:
      return assertNever(event);
  }
}
