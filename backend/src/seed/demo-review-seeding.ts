import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { GrantEnrolmentCommand } from '../modules/learning/commands/grant-enrolment/grant-enrolment.handler';
import { ReviewCourseCommand } from '../modules/learning/commands/review-course/review-course.handler';
import { CourseReviewsQuery } from '../modules/learning/read-models/course-reviews/course-reviews.query';
import { DEMO_REVIEWS, DemoReview } from './demo-reviews';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Demo reviews through the real commands: the admin grants the learner the course, then the learner
 * rates it. Each step looks first (a grant repeats nothing; a review already there is left as it
 * is), so a second start only adds what is missing. `learnerIds` maps each demo learner's email to
 * their uid.
 */
export async function seedDemoReviews(
  app: INestApplicationContext,
  actors: { adminId: string; learnerIds: ReadonlyMap<string, string> },
  reviews: readonly DemoReview[] = DEMO_REVIEWS,
): Promise<void> {
  const bus = app.get(CommandBus);
  const existing = app.get(CourseReviewsQuery);
  const now = Date.now();
  for (const review of reviews) {
    const userId = actors.learnerIds.get(review.learnerEmail);
    if (!userId) throw new Error(`Demo review by ${review.learnerEmail}, who is not a demo learner`);
    const reviewedAt = new Date(now - review.daysAgo * DAY_MS);
    // Enrolled a week before they rated it.
    await bus.execute(new GrantEnrolmentCommand(userId, review.courseId, actors.adminId, new Date(reviewedAt.getTime() - 7 * DAY_MS)));
    if (await existing.mine(userId, review.courseId)) continue;
    await bus.execute(new ReviewCourseCommand(userId, review.courseId, { rating: review.rating, comment: review.comment }, false, reviewedAt));
  }
}
