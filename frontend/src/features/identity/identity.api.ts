import { ResponseOf, UpdateProfileRequest, UserProfile } from '@academy/contracts';
import { ApiClient } from '../../platform/api-client';

export interface IdentityApi {
  fetchProfile(): Promise<UserProfile>;
  updateProfile(body: UpdateProfileRequest): Promise<ResponseOf<'updateMyProfile'>>;
}

export function createIdentityApi(client: ApiClient): IdentityApi {
  return {
    fetchProfile: () => client.call('myProfile'),
    updateProfile: (body) => client.call('updateMyProfile', { body }),
  };
}
