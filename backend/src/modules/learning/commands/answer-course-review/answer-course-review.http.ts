import { Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CourseReview, endpoints, ParsedBodyOf, ResponseOf, REVIEW_MESSAGES } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, PathParam, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { AnswerCourseReviewCommand } from './answer-course-review.handler';

@Controller()
export class AnswerCourseReviewController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The course's instructor only: anyone else gets the 404 of an unknown review. */
  @ApiEndpoint(endpoints.answerCourseReview)
  async answer(
    @PathParam('reviewId') reviewId: string,
    @ValidBody() { answer }: ParsedBodyOf<'answerCourseReview'>,
    @CurrentPrincipal() instructor: Principal,
  ): Promise<ResponseOf<'answerCourseReview'>> {
    const review = await this.commands.execute<AnswerCourseReviewCommand, CourseReview>(new AnswerCourseReviewCommand(reviewId, answer, instructor.uid, this.clock.now()));
    return { message: REVIEW_MESSAGES.answered, review };
  }
}
