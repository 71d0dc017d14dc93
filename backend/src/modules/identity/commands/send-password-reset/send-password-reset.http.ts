import { Controller, HttpCode, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AUTH_MESSAGES, endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, PathParam, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { SendPasswordResetCommand } from './send-password-reset.handler';

/** The body is validated but its `email` is not used: the mail goes to the account's own address. */
@Controller()
export class SendPasswordResetController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.sendUserPasswordReset)
  @HttpCode(200)
  async send(
    @PathParam('id') uid: string,
    @ValidBody() _body: ParsedBodyOf<'sendUserPasswordReset'>,
    @CurrentPrincipal() admin: Principal,
  ): Promise<ResponseOf<'sendUserPasswordReset'>> {
    await this.commands.execute(new SendPasswordResetCommand(uid, admin.uid, this.clock.now()));
    return { message: AUTH_MESSAGES.resetPasswordSent };
  }
}
