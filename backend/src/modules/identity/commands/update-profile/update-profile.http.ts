import { Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AUTH_MESSAGES, endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { HttpProblem } from '../../../../platform/http/http-problem';
import { UserProfileQuery } from '../../read-models/user-profile/user-profile.query';
import { UpdateProfileCommand } from './update-profile.handler';

@Controller()
export class UpdateProfileController {
  constructor(
    private readonly commands: CommandBus,
    private readonly profiles: UserProfileQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.updateMyProfile)
  async update(@CurrentPrincipal() principal: Principal, @ValidBody() body: ParsedBodyOf<'updateMyProfile'>): Promise<ResponseOf<'updateMyProfile'>> {
    await this.commands.execute(new UpdateProfileCommand(principal.uid, body, this.clock.now()));
    const profile = await this.profiles.byUid(principal.uid);
    if (!profile) throw new HttpProblem(404, 'PROFILE_MISSING');
    return { message: AUTH_MESSAGES.profileUpdated, profile };
  }
}
