import { ResponseOf, UpdateProfileRequest } from '@academy/contracts';
import { ApiClient } from '../../platform/api-client';

export interface IdentityApi {
  updateProfile(body: UpdateProfileRequest): Promise<ResponseOf<'updateMyProfile'>>;
  /** The profile's switch "Nhận email marketing". */
  changeMarketingEmails(subscribed: boolean): Promise<ResponseOf<'changeMyMarketingEmails'>>;
}

export function createIdentityApi(client: ApiClient): IdentityApi {
  return {
    updateProfile: (body) => client.call('updateMyProfile', { body }),
    changeMarketingEmails: (subscribed) => client.call('changeMyMarketingEmails', { body: { subscribed } }),
  };
}
