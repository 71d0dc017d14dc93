import { Controller, HttpCode, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { endpoints, LEARNING_MESSAGES, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { GrantEnrolmentCommand, GrantEnrolmentOutcome } from './grant-enrolment.handler';

@Controller()
export class GrantEnrolmentController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** 200 whether the access is new or was already there: granting is idempotent, never an error. */
  @ApiEndpoint(endpoints.grantEnrolment)
  @HttpCode(200)
  async grant(@ValidBody() { userId, courseId }: ParsedBodyOf<'grantEnrolment'>, @CurrentPrincipal() admin: Principal): Promise<ResponseOf<'grantEnrolment'>> {
    const { granted, enrolment } = await this.commands.execute<GrantEnrolmentCommand, GrantEnrolmentOutcome>(
      new GrantEnrolmentCommand(userId, courseId, admin.uid, this.clock.now()),
    );
    return { message: granted ? LEARNING_MESSAGES.granted : LEARNING_MESSAGES.alreadyEnrolled, granted, enrolment };
  }
}
