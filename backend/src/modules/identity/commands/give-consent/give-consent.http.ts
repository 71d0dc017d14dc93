import { Controller, HttpCode, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AUTH_MESSAGES, endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { HttpProblem } from '../../../../platform/http/http-problem';
import { UserProfileQuery } from '../../read-models/user-profile/user-profile.query';
import { GiveConsentCommand } from './give-consent.handler';

/** The web app's consent dialog: answers with the profile as it now reads (`consentNeeded: false`). */
@Controller()
export class GiveConsentController {
  constructor(
    private readonly commands: CommandBus,
    private readonly profiles: UserProfileQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.giveMyConsent)
  @HttpCode(200)
  async give(@CurrentPrincipal() principal: Principal, @ValidBody() { marketingEmails }: ParsedBodyOf<'giveMyConsent'>): Promise<ResponseOf<'giveMyConsent'>> {
    await this.commands.execute(new GiveConsentCommand(principal.uid, marketingEmails, this.clock.now()));
    const profile = await this.profiles.byUid(principal.uid);
    if (!profile) throw new HttpProblem(404, 'PROFILE_MISSING');
    return { message: AUTH_MESSAGES.consentRecorded, profile };
  }
}
