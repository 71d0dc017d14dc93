import { Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CourseReview, endpoints, ParsedBodyOf, ResponseOf, REVIEW_MESSAGES } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, PathParam, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { ReviewCourseCommand } from './review-course.handler';

/** The caller's own review only: the learner comes from the token, never from the request. */
@Controller()
export class ReviewCourseController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** 201 with the review as the course page now shows it; 403 without the course, 409 the second time. */
  @ApiEndpoint(endpoints.postCourseReview)
  async post(@PathParam('courseId') courseId: string, @ValidBody() body: ParsedBodyOf<'postCourseReview'>, @CurrentPrincipal() learner: Principal): Promise<ResponseOf<'postCourseReview'>> {
    return { message: REVIEW_MESSAGES.posted, review: await this.review(learner, courseId, body, false) };
  }

  @ApiEndpoint(endpoints.editMyCourseReview)
  async edit(@PathParam('courseId') courseId: string, @ValidBody() body: ParsedBodyOf<'editMyCourseReview'>, @CurrentPrincipal() learner: Principal): Promise<ResponseOf<'editMyCourseReview'>> {
    return { message: REVIEW_MESSAGES.edited, review: await this.review(learner, courseId, body, true) };
  }

  private review(learner: Principal, courseId: string, { rating, comment }: { rating: number; comment: string }, editing: boolean): Promise<CourseReview> {
    return this.commands.execute<ReviewCourseCommand, CourseReview>(new ReviewCourseCommand(learner.uid, courseId, { rating, comment }, editing, this.clock.now()));
  }
}
