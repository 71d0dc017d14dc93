import { defineProjection } from '../../../../platform/projections/define-projection';
import type { AffiliateSettingsEvent } from '../../domain/settings/affiliate-settings.decider';
import { AFFILIATE_SETTINGS_COLLECTION, affiliateSettingsRows } from './affiliate-settings.read-model';

export const affiliateSettingsProjection = defineProjection<AffiliateSettingsEvent>({
  name: 'affiliate.settings.v1',
  collections: [AFFILIATE_SETTINGS_COLLECTION],
  handlers: {
    async AffiliateSettingsChanged({ data: { by, at, ...settings } }, { store }) {
      await affiliateSettingsRows(store).upsert({ id: 'programme', ...settings, updatedAt: at, updatedBy: by });
    },
  },
});
