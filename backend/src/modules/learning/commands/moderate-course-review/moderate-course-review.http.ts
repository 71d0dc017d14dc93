import { Controller, HttpCode, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CourseReview, endpoints, ParsedBodyOf, ResponseOf, REVIEW_MESSAGES } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, PathParam, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { ModerateCourseReviewCommand } from './moderate-course-review.handler';

/** 200 also for a repeat (hiding a hidden review records nothing): the review as it stands. */
@Controller()
export class ModerateCourseReviewController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.hideCourseReview)
  @HttpCode(200)
  async hide(
    @PathParam('reviewId') reviewId: string,
    @ValidBody() { reason }: ParsedBodyOf<'hideCourseReview'>,
    @CurrentPrincipal() admin: Principal,
  ): Promise<ResponseOf<'hideCourseReview'>> {
    return { message: REVIEW_MESSAGES.hidden, review: await this.moderate(new ModerateCourseReviewCommand(reviewId, { reason }, admin.uid, this.clock.now())) };
  }

  @ApiEndpoint(endpoints.unhideCourseReview)
  @HttpCode(200)
  async unhide(@PathParam('reviewId') reviewId: string, @CurrentPrincipal() admin: Principal): Promise<ResponseOf<'unhideCourseReview'>> {
    return { message: REVIEW_MESSAGES.unhidden, review: await this.moderate(new ModerateCourseReviewCommand(reviewId, null, admin.uid, this.clock.now())) };
  }

  private moderate(command: ModerateCourseReviewCommand): Promise<CourseReview> {
    return this.commands.execute<ModerateCourseReviewCommand, CourseReview>(command);
  }
}
