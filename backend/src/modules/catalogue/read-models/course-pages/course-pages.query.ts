import { Inject, Injectable } from '@nestjs/common';
import type { CourseDetail } from '@academy/contracts';
import { FreshReadCache } from '../../../../platform/projections/fresh-read-cache';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { COURSE_STATS, CourseStats, withCourseStats } from '../../course-stats';
import { CATEGORIES_COLLECTION } from '../categories/categories.read-model';
import { CourseLabels, summaryOf } from '../course-views';
import { INSTRUCTORS_COLLECTION } from '../instructors/instructors.read-model';
import { COURSE_PAGES_COLLECTION, coursePageRows } from './course-pages.read-model';

/** Everything a page reads: its row and the names joined to it. */
const READS = [COURSE_PAGES_COLLECTION, CATEGORIES_COLLECTION, INSTRUCTORS_COLLECTION];

/** A published course's page by its slug. */
@Injectable()
export class CoursePagesQuery {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly labels: CourseLabels,
    private readonly cache: FreshReadCache,
    @Inject(COURSE_STATS) private readonly stats: CourseStats,
  ) {}

  /** The same public page for every visitor (an unknown slug too): from memory while its read models stand still. */
  bySlug(slug: string): Promise<CourseDetail | null> {
    return this.cache.answer([...READS, ...this.stats.collections], `course:${slug}`, () => this.read(slug));
  }

  private async read(slug: string): Promise<CourseDetail | null> {
    const row = (await coursePageRows(this.store).find({ filter: { slug }, limit: 1 })).items[0];
    if (!row) return null;
    const { description, seo, curriculum } = row;
    const [summary] = await withCourseStats(this.stats, [summaryOf(row, await this.labels.of([row]))]);
    return {
      ...summary,
      description,
      seo,
      seoThumbnail: seo.thumbnailUrl,
      curriculum,
      // Learning answers these for a signed-in student once it exists; the page is public meanwhile.
      isEnrolled: false,
      enrollmentDetails: null,
    };
  }
}
