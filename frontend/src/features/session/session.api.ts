import { RegisterRequest, ResponseOf, UserProfile } from '@academy/contracts';
import { ApiClient } from '../../platform/api-client';

export type EnsureProfileResponse = ResponseOf<'ensureUserProfile'>;
export type RegisterResponse = ResponseOf<'register'>;

export interface SessionApi {
  fetchProfile(): Promise<UserProfile>;
  /** Creates the profile on a first Google/Facebook sign-in and syncs email verification. */
  ensureProfile(): Promise<EnsureProfileResponse>;
  register(request: RegisterRequest): Promise<RegisterResponse>;
}

export function createSessionApi(client: ApiClient): SessionApi {
  return {
    fetchProfile: () => client.call('myProfile'),
    ensureProfile: () => client.call('ensureUserProfile'),
    register: (body) => client.call('register', { body }),
  };
}
