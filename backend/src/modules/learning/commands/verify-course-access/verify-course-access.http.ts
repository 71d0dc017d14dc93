import { Controller, HttpCode, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { endpoints, LEARNING_MESSAGES, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { UploadedFiles, Uploads } from '../../../../platform/http/uploads';
import { VerifyCourseAccessCommand, VerifyCourseAccessOutcome } from './verify-course-access.handler';

@Controller()
export class VerifyCourseAccessController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** 200 with the course access token: a verification creates nothing the client addresses later. */
  @ApiEndpoint(endpoints.verifyCourseAccess)
  @HttpCode(200)
  async verify(
    @ValidBody() { courseId }: ParsedBodyOf<'verifyCourseAccess'>,
    @Uploads() files: UploadedFiles,
    @CurrentPrincipal() learner: Principal,
  ): Promise<ResponseOf<'verifyCourseAccess'>> {
    const outcome = await this.commands.execute<VerifyCourseAccessCommand, VerifyCourseAccessOutcome>(
      new VerifyCourseAccessCommand(learner.uid, courseId, files.one('faceImage'), this.clock.now()),
    );
    return { message: outcome.faceEnrolled ? LEARNING_MESSAGES.faceEnrolled : LEARNING_MESSAGES.faceVerified, courseId, ...outcome };
  }
}
