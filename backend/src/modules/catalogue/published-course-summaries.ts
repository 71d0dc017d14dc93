import { Inject, Injectable } from '@nestjs/common';
import type { CourseSummary } from '@academy/contracts';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { COURSE_STATS, CourseStats, withCourseStats } from './course-stats';
import { CATEGORIES_COLLECTION } from './read-models/categories/categories.read-model';
import { catalogueCourseRows, COURSE_CATALOGUE_COLLECTION } from './read-models/course-catalogue/course-catalogue.read-model';
import { CourseLabels, summaryOf } from './read-models/course-views';
import { INSTRUCTORS_COLLECTION } from './read-models/instructors/instructors.read-model';

/**
 * Published courses as the public cards show them, the query side the catalogue exports for other
 * modules' pages (the home page's featured shelf). A course off sale is simply absent.
 */
@Injectable()
export class PublishedCourseSummaries {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly labels: CourseLabels,
    @Inject(COURSE_STATS) private readonly stats: CourseStats,
  ) {}

  /** The collections the answers read: a cached page built from them names these. */
  get collections(): readonly string[] {
    return [COURSE_CATALOGUE_COLLECTION, CATEGORIES_COLLECTION, INSTRUCTORS_COLLECTION, ...this.stats.collections];
  }

  /** The published ones among `courseIds`, in the order given. */
  async byIds(courseIds: readonly string[]): Promise<CourseSummary[]> {
    const ids = [...new Set(courseIds)];
    if (ids.length === 0) return [];
    const { items } = await catalogueCourseRows(this.store).find({ filter: { id: { $in: ids } }, limit: ids.length });
    const order = new Map(ids.map((id, i) => [id, i]));
    return this.summaries(items.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)));
  }

  /** The newest published, as the public list's first page. */
  async newest(limit: number): Promise<CourseSummary[]> {
    const { items } = await catalogueCourseRows(this.store).find({ sort: [{ field: 'publishedAt', direction: 'desc' }], limit });
    return this.summaries(items);
  }

  /** How many courses are on sale now: the home page's count never claims more. */
  async count(): Promise<number> {
    return catalogueCourseRows(this.store).count();
  }

  private async summaries(rows: Parameters<typeof summaryOf>[0][]): Promise<CourseSummary[]> {
    const labels = await this.labels.of(rows);
    return withCourseStats(this.stats, rows.map((row) => summaryOf(row, labels)));
  }
}
