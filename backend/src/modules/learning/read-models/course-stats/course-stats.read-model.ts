import type { RatingSummary } from '@academy/contracts';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';

/** A course's figures: who has it now, and its visible reviews' stars (sum, count and how many of each). */
export interface CourseStatsRow {
  /** The course id. */
  id: string;
  students: number;
  ratingSum: number;
  ratingCount: number;
  stars1: number;
  stars2: number;
  stars3: number;
  stars4: number;
  stars5: number;
}

export type Stars = 1 | 2 | 3 | 4 | 5;
export const starsField = (stars: number) => `stars${stars as Stars}` as const;

/**
 * What each review counts for in its course's figures now: its stars, and whether it counts at all
 * (a hidden one does not). An edit or a hide moves the figures by the difference from this.
 */
export interface CountedReviewRow {
  /** The review id. */
  id: string;
  courseId: string;
  rating: number;
  visible: boolean;
}

export const COURSE_STATS_COLLECTION = 'learning_course_stats';
export const COUNTED_REVIEWS_COLLECTION = 'learning_course_stats_reviews';

export const courseStatsRows = (store: ReadStore) => store.collection<CourseStatsRow>(COURSE_STATS_COLLECTION);
export const countedReviewRows = (store: ReadStore) => store.collection<CountedReviewRow>(COUNTED_REVIEWS_COLLECTION);

export const emptyStatsOf = (courseId: string): CourseStatsRow => ({
  id: courseId,
  students: 0,
  ratingSum: 0,
  ratingCount: 0,
  stars1: 0,
  stars2: 0,
  stars3: 0,
  stars4: 0,
  stars5: 0,
});

/** The average to one decimal (4.25 shows as 4.3), in whole numbers until the last step; null with no reviews. */
export function averageOf({ ratingSum, ratingCount }: Pick<CourseStatsRow, 'ratingSum' | 'ratingCount'>): number | null {
  return ratingCount === 0 ? null : Math.round((ratingSum * 10) / ratingCount) / 10;
}

export function ratingSummaryOf(row: CourseStatsRow | null): RatingSummary {
  const stats = row ?? emptyStatsOf('');
  return {
    rating: averageOf(stats),
    reviewsCount: stats.ratingCount,
    distribution: { 5: stats.stars5, 4: stats.stars4, 3: stats.stars3, 2: stats.stars2, 1: stats.stars1 },
  };
}
