import type { AdminSiteSettings, SiteSettings, SiteSettingsChangedResponse, SiteSettingsForm, SiteSettingsHistoryResponse } from '@academy/contracts';
import type { ApiClient } from '../../platform/api-client';

export interface SiteSettingsApi {
  /** GET /site-settings: what the footer and the contact page show; null before an admin saves any. */
  publicSettings(): Promise<SiteSettings | null>;
  forAdmin(): Promise<AdminSiteSettings>;
  history(page: number): Promise<SiteSettingsHistoryResponse>;
  /** `revision`: the settings as the admin loaded them (If-Match); null before the first save. */
  save(form: SiteSettingsForm, revision: number | null): Promise<SiteSettingsChangedResponse>;
}

export function createSiteSettingsApi(client: ApiClient): SiteSettingsApi {
  return {
    publicSettings: async () => (await client.call('getSiteSettings')).settings,
    forAdmin: async () => (await client.call('getAdminSiteSettings')).site,
    history: (page) => client.call('getSiteSettingsHistory', { query: { page } }),
    save: (body, revision) => client.call('updateSiteSettings', { body, ...(revision === null ? {} : { expectedRevision: revision }) }),
  };
}
