import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import type { AffiliateProgrammeSettings } from '../../domain/settings/affiliate-settings.decider';

/** The settings in force: one row, absent while the defaults apply. */
export interface AffiliateSettingsRow extends AffiliateProgrammeSettings {
  id: 'programme';
  updatedAt: string;
  updatedBy: string;
}

export const AFFILIATE_SETTINGS_COLLECTION = 'affiliate_settings';

export const affiliateSettingsRows = (store: ReadStore) => store.collection<AffiliateSettingsRow>(AFFILIATE_SETTINGS_COLLECTION);
