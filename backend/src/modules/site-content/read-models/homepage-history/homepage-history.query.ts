import { Inject, Injectable } from '@nestjs/common';
import { HomepageHistoryResponse, HomepageVersion, ParsedQueryOf, toPagination } from '@academy/contracts';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { heroContentOf, instructorsOf, testimonialsOf } from '../homepage/hero-content';
import { HomepageVersionRow, homepageVersionRows } from './homepage-history.read-model';

const toVersion = (row: HomepageVersionRow): HomepageVersion => ({
  version: row.version,
  change: row.change,
  restoredVersion: row.restoredVersion,
  by: { uid: row.by, name: row.byName },
  at: row.at,
  hero: heroContentOf(row.hero),
  featuredCourseIds: row.featuredCourseIds,
  testimonials: testimonialsOf(row.testimonials),
  instructors: instructorsOf(row.instructors),
});

/** The editor's history: newest version first. */
@Injectable()
export class HomepageHistoryQuery {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async page({ page, limit }: ParsedQueryOf<'getHomepageHistory'>): Promise<HomepageHistoryResponse> {
    const found = await homepageVersionRows(this.store).find({ sort: [{ field: 'version', direction: 'desc' }], page, limit });
    return { versions: found.items.map(toVersion), pagination: toPagination(page, limit, found.totalItems) };
  }

  /** Who made a version, named as their profile says now. */
  async editorOf(version: number): Promise<HomepageVersion['by'] | null> {
    const row = await homepageVersionRows(this.store).get(`v${version}`);
    return row ? { uid: row.by, name: row.byName } : null;
  }
}
