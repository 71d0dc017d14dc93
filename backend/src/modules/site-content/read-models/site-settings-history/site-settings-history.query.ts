import { Inject, Injectable } from '@nestjs/common';
import { ParsedQueryOf, SiteSettingsChange, SiteSettingsHistoryResponse, toPagination } from '@academy/contracts';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { SiteSettingsVersionRow, siteSettingsVersionRows } from './site-settings-history.read-model';

const toChange = (row: SiteSettingsVersionRow): SiteSettingsChange => ({
  version: row.version,
  by: { uid: row.by, name: row.byName },
  at: row.at,
  changedFields: row.changedFields,
  before: row.before,
  after: Object.fromEntries(row.changedFields.map((field) => [field, row.profile[field]])),
});

/** The settings page's history: newest save first. */
@Injectable()
export class SiteSettingsHistoryQuery {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async page({ page, limit }: ParsedQueryOf<'getSiteSettingsHistory'>): Promise<SiteSettingsHistoryResponse> {
    const found = await siteSettingsVersionRows(this.store).find({ sort: [{ field: 'version', direction: 'desc' }], page, limit });
    return { changes: found.items.map(toChange), pagination: toPagination(page, limit, found.totalItems) };
  }

  /** Who made a version, named as their profile says now. */
  async editorOf(version: number): Promise<SiteSettingsChange['by'] | null> {
    const row = await siteSettingsVersionRows(this.store).get(`v${version}`);
    return row ? { uid: row.by, name: row.byName } : null;
  }
}
