import { defineProjection } from '../../../../platform/projections/define-projection';
import type { AccountEvent } from '../../../identity';
import type { AcademyProfileEvent } from '../../domain/academy-profile/academy-profile.events';
import { SITE_SETTINGS_HISTORY_COLLECTION, siteSettingsEditors, siteSettingsVersionRows } from './site-settings-history.read-model';

/**
 * One row per save. The values before come from the previous version's row, which this projection
 * wrote itself (events arrive in stream order); rows are written with absolute values by version,
 * so a replay ends where the first delivery did.
 */
export const siteSettingsHistoryProjection = defineProjection<AcademyProfileEvent | AccountEvent>({
  name: 'site-content.site-settings-history.v1',
  collections: [SITE_SETTINGS_HISTORY_COLLECTION, siteSettingsEditors.collection],
  handlers: {
    async AcademyProfileUpdated({ data }, { store, tools, recorded }) {
      const rows = siteSettingsVersionRows(store);
      const version = recorded.revision + 1;
      const previous = version === 1 ? null : await rows.get(`v${version - 1}`);
      const before = Object.fromEntries(data.changedFields.map((field) => [field, previous?.profile[field] ?? '']));
      const editor = await siteSettingsEditors.named(store, tools, data.by);
      await rows.upsert({ id: `v${version}`, version, by: data.by, byName: editor.name, at: data.at, changedFields: data.changedFields, before, profile: data.profile });
    },
    ...siteSettingsEditors.handlers,
  },
});
