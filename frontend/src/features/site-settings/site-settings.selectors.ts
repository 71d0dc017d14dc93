import type { SiteSettings } from '@academy/contracts';
import { dataOf } from '../../lib/remote';
import type { SiteSettingsState } from './site-settings.slice';

interface WithSiteSettings {
  siteSettings: SiteSettingsState;
}

/** The settings the public pages show; null while loading, when none were saved, or when loading failed. */
export const selectSiteSettings = (state: WithSiteSettings): SiteSettings | null => dataOf(state.siteSettings.site) ?? null;
export const selectSiteSettingsStatus = (state: WithSiteSettings) => state.siteSettings.site.status;
export const selectAdminSiteSettings = (state: WithSiteSettings) => state.siteSettings.admin;
export const selectSiteSettingsHistory = (state: WithSiteSettings) => state.siteSettings.history;
export const selectSiteSettingsSubmission = (state: WithSiteSettings) => state.siteSettings.submission;
