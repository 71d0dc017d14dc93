import { Controller, Inject } from '@nestjs/common';
import { AUTH_MESSAGES, endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { ApiEndpoint, PathParam, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { userAccountDecider } from '../../domain/user-account/user-account.decider';
import { UserProfileQuery } from '../../read-models/user-profile/user-profile.query';

@Controller()
export class ChangeUserRoleController {
  constructor(
    private readonly commands: CommandSender,
    private readonly profiles: UserProfileQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.changeUserRole)
  async change(
    @PathParam('id') uid: string,
    @ValidBody() { role }: ParsedBodyOf<'changeUserRole'>,
    @CurrentPrincipal() admin: Principal,
  ): Promise<ResponseOf<'changeUserRole'>> {
    const at = this.clock.now();
    await this.commands.decide(userAccountDecider, { type: 'ChangeUserRole', data: { uid, role, by: admin.uid, at: at.toISOString() } }, { at });
    return { message: AUTH_MESSAGES.roleUpdated, user: await this.profiles.adminUser(uid) };
  }
}
