import { Controller, Headers, HttpCode, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { COURSE_ACCESS_HEADER, endpoints, LEARNING_MESSAGES, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { CompleteLectureCommand, CompleteLectureOutcome } from './complete-lecture.handler';

@Controller()
export class CompleteLectureController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** 200 whether the mark is new or a repeat: the same lecture twice counts once, never an error. */
  @ApiEndpoint(endpoints.updateLearnProgress)
  @HttpCode(200)
  async update(
    @ValidBody() { courseId, lectureId }: ParsedBodyOf<'updateLearnProgress'>,
    @CurrentPrincipal() learner: Principal,
    @Headers(COURSE_ACCESS_HEADER) accessToken?: string,
  ): Promise<ResponseOf<'updateLearnProgress'>> {
    const { lectureCompleted, progress } = await this.commands.execute<CompleteLectureCommand, CompleteLectureOutcome>(
      new CompleteLectureCommand(learner, courseId, lectureId, accessToken ?? null, this.clock.now()),
    );
    const message = progress.progress === 100 ? LEARNING_MESSAGES.courseFinished : lectureCompleted ? LEARNING_MESSAGES.lectureCompleted : LEARNING_MESSAGES.lectureAlreadyCompleted;
    return { message, lectureCompleted, ...progress };
  }
}
