import { defineProjection } from '../../../../platform/projections/define-projection';
import type { AcademyProfileEvent } from '../../domain/academy-profile/academy-profile.events';
import { SITE_SETTINGS_COLLECTION, SITE_SETTINGS_ROW_ID, siteSettingsRows } from './site-settings.read-model';

/** Every save carries the whole profile and sets absolute values, so a replay ends where the first delivery did. */
export const siteSettingsProjection = defineProjection<AcademyProfileEvent>({
  name: 'site-content.site-settings.v1',
  collections: [SITE_SETTINGS_COLLECTION],
  handlers: {
    async AcademyProfileUpdated({ data }, { store, recorded }) {
      await siteSettingsRows(store).upsert({
        id: SITE_SETTINGS_ROW_ID,
        profile: data.profile,
        version: recorded.revision + 1,
        revision: recorded.revision,
        updatedAt: data.at,
        updatedBy: data.by,
      });
    },
  },
});
