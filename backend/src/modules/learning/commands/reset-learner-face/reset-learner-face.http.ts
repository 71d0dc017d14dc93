import { Controller, HttpCode, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { endpoints, LEARNING_MESSAGES, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, PathParam, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { ResetLearnerFaceCommand, ResetLearnerFaceOutcome } from './reset-learner-face.handler';

@Controller()
export class ResetLearnerFaceController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** 200 whether a face was reset or there was none: a repeated reset is not an error. */
  @ApiEndpoint(endpoints.resetLearnerFace)
  @HttpCode(200)
  async reset(
    @PathParam('userId') userId: string,
    @ValidBody() { reason }: ParsedBodyOf<'resetLearnerFace'>,
    @CurrentPrincipal() admin: Principal,
  ): Promise<ResponseOf<'resetLearnerFace'>> {
    const { reset } = await this.commands.execute<ResetLearnerFaceCommand, ResetLearnerFaceOutcome>(
      new ResetLearnerFaceCommand(userId, reason, admin.uid, this.clock.now()),
    );
    return { message: reset ? LEARNING_MESSAGES.faceReset : LEARNING_MESSAGES.faceNothingToReset, reset };
  }
}
