import { Controller, HttpCode, Inject, Ip, Req } from '@nestjs/common';
import type { Request } from 'express';
import { CommandBus } from '@nestjs/cqrs';
import { endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import type { CommandOutcome } from '../../../../platform/commands/command-sender';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { HttpProblem } from '../../../../platform/http/http-problem';
import { UserProfileQuery } from '../../read-models/user-profile/user-profile.query';
import { referralOf } from '../../../../platform/http/referral-cookie';
import { EnsureUserProfileCommand } from './ensure-user-profile.handler';

/**
 * Called by the web app after every sign-in. `created` says this call created the profile;
 * `isActive` is false only for the sign-in that activated it (the app welcomes, else welcomes back).
 */
@Controller()
export class EnsureUserProfileController {
  constructor(
    private readonly commands: CommandBus,
    private readonly profiles: UserProfileQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.ensureUserProfile)
  @HttpCode(200)
  async ensure(
    @CurrentPrincipal() principal: Principal,
    @Ip() clientIp: string | undefined,
    @Req() request: Request,
    @ValidBody() choices: ParsedBodyOf<'ensureUserProfile'>,
  ): Promise<ResponseOf<'ensureUserProfile'>> {
    const command = new EnsureUserProfileCommand(principal.uid, clientIp, this.clock.now(), referralOf(request), choices);
    const outcome = await this.commands.execute<EnsureUserProfileCommand, CommandOutcome>(command);
    const profile = await this.profiles.byUid(principal.uid);
    if (!profile) throw new HttpProblem(404, 'PROFILE_MISSING');
    return { name: profile.name, isActive: !happened(outcome, 'UserAccountActivated'), created: happened(outcome, 'UserAccountRegistered'), profile };
  }
}

const happened = (outcome: CommandOutcome, type: string) => outcome.events.some((event) => event.type === type);
