import type { SiteSettingsField } from '@academy/contracts';
import { namedPeople, patchEvery } from '../../../identity';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import type { AcademyProfile } from '../../domain/academy-profile/academy-profile.events';

/** One save of the academy's profile: who, when, what it changed and the whole profile it left. */
export interface SiteSettingsVersionRow {
  /** `v<version>`. */
  id: string;
  version: number;
  by: string;
  /** The admin's name as their profile says now; null once the account is deleted. */
  byName: string | null;
  at: string;
  changedFields: SiteSettingsField[];
  /** The changed fields' values before the save ('' before the first save). */
  before: Partial<AcademyProfile>;
  profile: AcademyProfile;
}

export const SITE_SETTINGS_HISTORY_COLLECTION = 'site_content_site_settings_history';

export const siteSettingsVersionRows = (store: ReadStore) =>
  store.collection<SiteSettingsVersionRow>(SITE_SETTINGS_HISTORY_COLLECTION, {
    present: ['version', 'by'],
    indexes: [[{ field: 'version', direction: 'desc' }], ['by']],
  });

/** The admins who saved the profile, named from identity's sealed details. */
export const siteSettingsEditors = namedPeople('site_content_site_settings_people', (store, uid, person) =>
  patchEvery(siteSettingsVersionRows(store), { by: uid }, { byName: person.name }),
);
