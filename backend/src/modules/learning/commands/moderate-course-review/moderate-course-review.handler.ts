import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { CourseReview } from '@academy/contracts';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { reviewAggregate } from '../../domain/review/review.decider';
import { ReviewedCourses } from '../course-reviewing';

/** An admin hides an abusive review (`reason` recorded), or shows it again (`reason` null). */
export class ModerateCourseReviewCommand {
  constructor(
    readonly reviewId: string,
    readonly hide: { reason: string } | null,
    readonly adminId: string,
    readonly at: Date,
  ) {}
}

@CommandHandler(ModerateCourseReviewCommand)
export class ModerateCourseReviewHandler implements ICommandHandler<ModerateCourseReviewCommand, CourseReview> {
  constructor(
    private readonly courses: ReviewedCourses,
    private readonly commands: CommandSender,
  ) {}

  async execute({ reviewId, hide, adminId, at }: ModerateCourseReviewCommand): Promise<CourseReview> {
    const { userId, courseId } = await this.courses.located(reviewId);
    const on = { userId, courseId, at: at.toISOString() };
    const command = hide
      ? ({ type: 'HideReview', data: { ...on, reason: hide.reason, hiddenBy: adminId } } as const)
      : ({ type: 'UnhideReview', data: { ...on, unhiddenBy: adminId } } as const);
    await this.commands.decide(reviewAggregate, command, { at });
    return this.courses.shown(reviewId, 'admin');
  }
}
