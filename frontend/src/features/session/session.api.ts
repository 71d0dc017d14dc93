import { UserProfile } from '@academy/contracts';
import { ApiClient } from '../../platform/api-client';

export interface SessionApi {
  fetchProfile(): Promise<UserProfile>;
}

export function createSessionApi(client: ApiClient): SessionApi {
  return { fetchProfile: () => client.call('myProfile') };
}
