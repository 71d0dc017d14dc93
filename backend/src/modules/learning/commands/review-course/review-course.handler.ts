import { randomUUID } from 'crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { CourseReview } from '@academy/contracts';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { reviewAggregate } from '../../domain/review/review.decider';
import { ReviewedCourses } from '../course-reviewing';

/** A learner rates a course they have (`editing` false: once) or changes their review (`editing` true). */
export class ReviewCourseCommand {
  constructor(
    readonly userId: string,
    readonly courseId: string,
    readonly review: { rating: number; comment: string },
    readonly editing: boolean,
    readonly at: Date,
  ) {}
}

@CommandHandler(ReviewCourseCommand)
export class ReviewCourseHandler implements ICommandHandler<ReviewCourseCommand, CourseReview> {
  constructor(
    private readonly courses: ReviewedCourses,
    private readonly commands: CommandSender,
  ) {}

  async execute({ userId, courseId, review, editing, at }: ReviewCourseCommand): Promise<CourseReview> {
    const enrolled = await this.courses.isEnrolled(userId, courseId);
    const data = { userId, courseId, ...review, enrolled, at: at.toISOString() };
    // A random public id for a first review: its address never names its author.
    const command = editing ? ({ type: 'EditReview', data } as const) : ({ type: 'PostReview', data: { ...data, reviewId: randomUUID() } } as const);
    await this.commands.decide(reviewAggregate, command, { at });
    return this.courses.learnersOwn(userId, courseId);
  }
}
