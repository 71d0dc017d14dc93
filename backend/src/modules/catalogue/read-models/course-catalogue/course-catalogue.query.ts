import { Inject, Injectable } from '@nestjs/common';
import { ListCoursesResponse, ParsedQueryOf, toPagination } from '@academy/contracts';
import { FreshReadCache } from '../../../../platform/projections/fresh-read-cache';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { COURSE_STATS, CourseStats, withCourseStats } from '../../course-stats';
import { CATEGORIES_COLLECTION, categoryRows } from '../categories/categories.read-model';
import { CourseLabels, summaryOf } from '../course-views';
import { INSTRUCTORS_COLLECTION } from '../instructors/instructors.read-model';
import { catalogueCourseRows, COURSE_CATALOGUE_COLLECTION } from './course-catalogue.read-model';

/** Everything a page of the list reads: its rows and the names joined to them. */
const READS = [COURSE_CATALOGUE_COLLECTION, CATEGORIES_COLLECTION, INSTRUCTORS_COLLECTION];

/** The public course list: published courses only, newest published first. */
@Injectable()
export class CourseCatalogueQuery {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly labels: CourseLabels,
    private readonly cache: FreshReadCache,
    @Inject(COURSE_STATS) private readonly stats: CourseStats,
  ) {}

  /** The same public page for every visitor: served from memory while its read models stand still. */
  list(query: ParsedQueryOf<'listCourses'>): Promise<ListCoursesResponse> {
    const { page, limit, category, search } = query;
    return this.cache.answer([...READS, ...this.stats.collections], `courses:${JSON.stringify([page, limit, category, search])}`, () => this.read(query));
  }

  private async read({ page, limit, category, search }: ParsedQueryOf<'listCourses'>): Promise<ListCoursesResponse> {
    const categoryId = category === undefined ? undefined : await this.categoryIdOf(category);
    // An unknown category slug lists nothing rather than everything.
    if (categoryId === null) return { courses: [], pagination: toPagination(page, limit, 0) };
    const found = await catalogueCourseRows(this.store).find({
      filter: categoryId === undefined ? {} : { categoryId },
      search: search ? { text: search, fields: ['searchText'] } : undefined,
      sort: [{ field: 'publishedAt', direction: 'desc' }],
      page,
      limit,
    });
    const labels = await this.labels.of(found.items);
    const courses = await withCourseStats(this.stats, found.items.map((row) => summaryOf(row, labels)));
    return { courses, pagination: toPagination(page, limit, found.totalItems) };
  }

  private async categoryIdOf(slug: string): Promise<string | null> {
    const found = await categoryRows(this.store).find({ filter: { slug }, limit: 1 });
    return found.items[0]?.id ?? null;
  }
}
