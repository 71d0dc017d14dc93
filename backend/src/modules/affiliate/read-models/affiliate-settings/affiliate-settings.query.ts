import { Inject, Injectable } from '@nestjs/common';
import type { AffiliateSettings } from '@academy/contracts';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { DEFAULT_AFFILIATE_SETTINGS } from '../../domain/settings/affiliate-settings.decider';
import { affiliateSettingsRows } from './affiliate-settings.read-model';

@Injectable()
export class AffiliateSettingsQuery {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async current(): Promise<AffiliateSettings> {
    const row = await affiliateSettingsRows(this.store).get('programme');
    if (!row) return { ...DEFAULT_AFFILIATE_SETTINGS, updatedAt: null, updatedBy: null };
    const { id, ...settings } = row;
    return settings;
  }
}
