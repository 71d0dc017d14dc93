import { Injectable } from '@nestjs/common';
import type { CourseReview } from '@academy/contracts';
import { DomainError } from '../../../platform/domain/domain-error';
import { CourseCards } from '../../catalogue';
import { CourseReviewRow } from '../read-models/course-reviews/course-reviews.read-model';
import { CourseReviewsQuery, ReviewReader } from '../read-models/course-reviews/course-reviews.query';
import { EnrolmentsQuery } from '../read-models/enrolments/enrolments.query';

/**
 * What the review use cases ask before they decide: whether the learner has the course, who
 * teaches it, which learner and course a review id belongs to. Read here, decided in the review
 * decider (its commands carry the answers), so the rules stay in one pure place.
 */
@Injectable()
export class ReviewedCourses {
  constructor(
    private readonly courseCards: CourseCards,
    private readonly enrolments: EnrolmentsQuery,
    private readonly reviews: CourseReviewsQuery,
  ) {}

  /**
   * Whether the learner has the course now. A course never published (or deleted) has no page to
   * be reviewed on: it is not found, whoever asks.
   */
  async isEnrolled(userId: string, courseId: string): Promise<boolean> {
    const card = await this.courseCards.byId(courseId);
    if (!card?.everPublished) throw new DomainError('REVIEW_COURSE_NOT_FOUND', 'not_found');
    return this.enrolments.isEnrolled(userId, courseId);
  }

  /** The course's instructor now (a course handed to another instructor is theirs to answer). */
  async instructorOf(courseId: string): Promise<string | null> {
    return (await this.courseCards.byId(courseId))?.instructorId ?? null;
  }

  async located(reviewId: string): Promise<CourseReviewRow> {
    const row = await this.reviews.row(reviewId);
    if (!row) throw new DomainError('REVIEW_NOT_FOUND', 'not_found');
    return row;
  }

  /** The review as the one who just changed it sees it (already in the read model: read-your-writes). */
  async shown(reviewId: string, reader: ReviewReader): Promise<CourseReview> {
    const review = await this.reviews.byId(reviewId, reader === 'admin');
    if (!review) throw new DomainError('REVIEW_NOT_FOUND', 'not_found');
    return review;
  }

  async learnersOwn(userId: string, courseId: string): Promise<CourseReview> {
    const review = await this.reviews.mine(userId, courseId);
    if (!review) throw new DomainError('REVIEW_NOT_FOUND', 'not_found');
    return review;
  }
}
