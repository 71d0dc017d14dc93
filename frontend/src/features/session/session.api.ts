import { BodyOf, GiveConsentRequest, RegisterRequest, ResponseOf, UserProfile } from '@academy/contracts';
import { ApiClient } from '../../platform/api-client';

export type EnsureProfileResponse = ResponseOf<'ensureUserProfile'>;
export type RegisterResponse = ResponseOf<'register'>;
/** What the sign-up tab asked before a Google or Facebook sign-up: the consent, and the marketing choice. */
export type SignUpChoices = BodyOf<'ensureUserProfile'>;

export interface SessionApi {
  fetchProfile(): Promise<UserProfile>;
  /**
   * Creates the profile on a first Google/Facebook sign-in and syncs email verification; a sign-up
   * from the sign-up tab sends the consent and marketing choice it asked for.
   */
  ensureProfile(choices?: SignUpChoices): Promise<EnsureProfileResponse>;
  register(request: RegisterRequest): Promise<RegisterResponse>;
  /** The consent dialog's yes (a sign-in without consent to the versions in force); `attemptKey` is its Idempotency-Key. */
  giveConsent(request: GiveConsentRequest, attemptKey: string): Promise<ResponseOf<'giveMyConsent'>>;
}

export function createSessionApi(client: ApiClient): SessionApi {
  return {
    fetchProfile: () => client.call('myProfile'),
    ensureProfile: (choices) => client.call('ensureUserProfile', { body: choices ?? {} }),
    register: (body) => client.call('register', { body }),
    giveConsent: (body, attemptKey) => client.call('giveMyConsent', { body, idempotencyKey: attemptKey }),
  };
}
