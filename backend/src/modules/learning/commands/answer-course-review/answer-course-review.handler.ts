import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { CourseReview } from '@academy/contracts';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { reviewAggregate } from '../../domain/review/review.decider';
import { ReviewedCourses } from '../course-reviewing';

/** The course's instructor answers a review (or changes the answer). */
export class AnswerCourseReviewCommand {
  constructor(
    readonly reviewId: string,
    readonly answer: string,
    readonly instructorId: string,
    readonly at: Date,
  ) {}
}

@CommandHandler(AnswerCourseReviewCommand)
export class AnswerCourseReviewHandler implements ICommandHandler<AnswerCourseReviewCommand, CourseReview> {
  constructor(
    private readonly courses: ReviewedCourses,
    private readonly commands: CommandSender,
  ) {}

  async execute({ reviewId, answer, instructorId, at }: AnswerCourseReviewCommand): Promise<CourseReview> {
    const { userId, courseId } = await this.courses.located(reviewId);
    const byCourseInstructor = (await this.courses.instructorOf(courseId)) === instructorId;
    const data = { userId, courseId, answer, answeredBy: instructorId, byCourseInstructor, at: at.toISOString() };
    await this.commands.decide(reviewAggregate, { type: 'AnswerReview', data }, { at });
    return this.courses.shown(reviewId, 'public');
  }
}
