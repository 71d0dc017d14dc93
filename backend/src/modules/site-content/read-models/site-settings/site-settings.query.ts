import { Inject, Injectable } from '@nestjs/common';
import type { AdminSiteSettings, PublicSiteSettingsResponse } from '@academy/contracts';
import { FreshReadCache } from '../../../../platform/projections/fresh-read-cache';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { SiteSettingsHistoryQuery } from '../site-settings-history/site-settings-history.query';
import { NOT_YET_SAVED, SITE_SETTINGS_COLLECTION, SITE_SETTINGS_ROW_ID, SiteSettingsRow, siteSettingsRows } from './site-settings.read-model';

/** The academy's profile for every visitor (footer, contact page) and for the settings page. */
@Injectable()
export class SiteSettingsQuery {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly cache: FreshReadCache,
    private readonly history: SiteSettingsHistoryQuery,
  ) {}

  private async row(): Promise<SiteSettingsRow> {
    return (await siteSettingsRows(this.store).get(SITE_SETTINGS_ROW_ID)) ?? NOT_YET_SAVED;
  }

  /** Asked by every page's footer: served from memory until the profile changes. */
  publicSettings(): Promise<PublicSiteSettingsResponse> {
    return this.cache.answer([SITE_SETTINGS_COLLECTION], 'site-settings', async () => ({ settings: (await this.row()).profile }));
  }

  async forAdmin(): Promise<AdminSiteSettings> {
    const row = await this.row();
    return {
      settings: row.profile,
      version: row.version,
      revision: row.revision,
      updatedAt: row.updatedAt,
      updatedBy: row.version === 0 ? null : await this.history.editorOf(row.version),
    };
  }
}
