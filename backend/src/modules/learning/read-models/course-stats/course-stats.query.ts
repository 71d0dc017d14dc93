import { Inject, Injectable } from '@nestjs/common';
import type { RatingSummary } from '@academy/contracts';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import type { CourseStat, CourseStats } from '../../../catalogue';
import { averageOf, COURSE_STATS_COLLECTION, courseStatsRows, ratingSummaryOf } from './course-stats.read-model';

/**
 * The catalogue's COURSE_STATS port: students, rating and reviews count per course, one look-up for
 * a page of cards. Its collection is named so the catalogue's cached pages move with it.
 */
@Injectable()
export class CourseStatsQuery implements CourseStats {
  readonly collections = [COURSE_STATS_COLLECTION] as const;

  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async of(courseIds: readonly string[]): Promise<ReadonlyMap<string, CourseStat>> {
    const ids = [...new Set(courseIds)];
    if (ids.length === 0) return new Map();
    const { items } = await courseStatsRows(this.store).find({ filter: { id: { $in: ids } }, limit: ids.length });
    return new Map(
      items.map((row) => [row.id, { enrolledStudents: row.students, rating: averageOf(row), reviewsCount: row.ratingCount }]),
    );
  }

  /** The course page's rating block: the average, the count and how many of each star. */
  async summaryOf(courseId: string): Promise<RatingSummary> {
    return ratingSummaryOf(await courseStatsRows(this.store).get(courseId));
  }
}
