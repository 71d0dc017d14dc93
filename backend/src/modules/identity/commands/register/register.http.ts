import { Controller, HttpCode, Inject, Req } from '@nestjs/common';
import type { Request } from 'express';
import { CommandBus } from '@nestjs/cqrs';
import { AUTH_MESSAGES, endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { referralOf } from '../../../../platform/http/referral-cookie';
import { RegisterCommand } from './register.handler';

@Controller()
export class RegisterController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.register)
  @HttpCode(201)
  async register(@ValidBody() body: ParsedBodyOf<'register'>, @Req() request: Request): Promise<ResponseOf<'register'>> {
    const { uid } = await this.commands.execute<RegisterCommand, { uid: string }>(new RegisterCommand(body, this.clock.now(), referralOf(request)));
    return { message: AUTH_MESSAGES.registered, uid };
  }
}
