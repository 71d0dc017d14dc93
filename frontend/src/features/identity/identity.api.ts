import { ResponseOf, UpdateProfileRequest } from '@academy/contracts';
import { ApiClient } from '../../platform/api-client';

export interface IdentityApi {
  updateProfile(body: UpdateProfileRequest): Promise<ResponseOf<'updateMyProfile'>>;
}

export function createIdentityApi(client: ApiClient): IdentityApi {
  return {
    updateProfile: (body) => client.call('updateMyProfile', { body }),
  };
}
