import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import type { AcademyProfile } from '../../domain/academy-profile/academy-profile.events';

/** The academy's profile now: one row. `profile` null until an admin first saves it. */
export interface SiteSettingsRow {
  id: typeof SITE_SETTINGS_ROW_ID;
  profile: AcademyProfile | null;
  /** Saves so far (0 before the first). */
  version: number;
  /** The profile stream's revision: the `If-Match` of the next save; null before the first. */
  revision: number | null;
  updatedAt: string | null;
  updatedBy: string | null;
}

export const SITE_SETTINGS_ROW_ID = 'academy';
export const SITE_SETTINGS_COLLECTION = 'site_content_site_settings';

export const NOT_YET_SAVED: SiteSettingsRow = { id: SITE_SETTINGS_ROW_ID, profile: null, version: 0, revision: null, updatedAt: null, updatedBy: null };

export const siteSettingsRows = (store: ReadStore) => store.collection<SiteSettingsRow>(SITE_SETTINGS_COLLECTION);
