import { Controller, HttpCode, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AUTH_MESSAGES, endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { UserProfileQuery } from '../../read-models/user-profile/user-profile.query';
import { CreateUserCommand } from './create-user.handler';

@Controller()
export class CreateUserController {
  constructor(
    private readonly commands: CommandBus,
    private readonly profiles: UserProfileQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.createUser)
  @HttpCode(201)
  async create(@ValidBody() body: ParsedBodyOf<'createUser'>, @CurrentPrincipal() admin: Principal): Promise<ResponseOf<'createUser'>> {
    const { uid } = await this.commands.execute<CreateUserCommand, { uid: string }>(new CreateUserCommand(body, admin.uid, this.clock.now()));
    return { message: AUTH_MESSAGES.userCreated, user: await this.profiles.adminUser(uid) };
  }
}
