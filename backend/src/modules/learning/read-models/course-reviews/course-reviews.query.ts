import { Inject, Injectable } from '@nestjs/common';
import { CourseReview, CourseReviewsResponse, toPagination } from '@academy/contracts';
import { Filter, READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { CourseStatsQuery } from '../course-stats/course-stats.query';
import { CourseReviewRow, courseReviewOf, courseReviewRows, Reviewer, reviewers, UNKNOWN_REVIEWER } from './course-reviews.read-model';

/** Who reads: the public (hidden reviews left out) or an admin (hidden ones too, with the reason). */
export type ReviewReader = 'public' | 'admin';

/** A course's reviews for its page, a learner's own review, and one review by its id (for the answer and moderation). */
@Injectable()
export class CourseReviewsQuery {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly stats: CourseStatsQuery,
  ) {}

  private get rows() {
    return courseReviewRows(this.store);
  }

  /** Newest first, with the course's rating summary; the names and avatars of one page are joined in one look-up. */
  async page(courseId: string, { page, limit }: { page: number; limit: number }, reader: ReviewReader): Promise<CourseReviewsResponse> {
    const filter: Filter = reader === 'admin' ? { courseId } : { courseId, visible: true };
    const [found, summary] = await Promise.all([
      this.rows.find({ filter, sort: [{ field: 'createdAt', direction: 'desc' }], page, limit }),
      this.stats.summaryOf(courseId),
    ]);
    return { summary, reviews: await this.shown(found.items, reader === 'admin'), pagination: toPagination(page, limit, found.totalItems) };
  }

  /** The learner's own review of the course, hidden or not (they are told why it is not shown). */
  async mine(userId: string, courseId: string): Promise<CourseReview | null> {
    const row = (await this.rows.find({ filter: { userId, courseId }, limit: 1 })).items[0];
    return row ? (await this.shown([row], true))[0] : null;
  }

  row(reviewId: string): Promise<CourseReviewRow | null> {
    return this.rows.get(reviewId);
  }

  async byId(reviewId: string, withHidden: boolean): Promise<CourseReview | null> {
    const row = await this.rows.get(reviewId);
    return row ? (await this.shown([row], withHidden))[0] : null;
  }

  private async shown(rows: CourseReviewRow[], withHidden: boolean): Promise<CourseReview[]> {
    const userIds = [...new Set(rows.map((row) => row.userId))];
    const people = userIds.length === 0 ? [] : (await reviewers.rows(this.store).find({ filter: { id: { $in: userIds } }, limit: userIds.length })).items;
    const byId = new Map<string, Reviewer>(people.map((person) => [person.id, { name: person.name, avatarUrl: person.avatarUrl ?? null }]));
    return rows.map((row) => courseReviewOf(row, byId.get(row.userId) ?? UNKNOWN_REVIEWER, withHidden));
  }
}
