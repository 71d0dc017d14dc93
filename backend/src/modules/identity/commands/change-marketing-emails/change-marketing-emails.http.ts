import { Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AUTH_MESSAGES, endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { HttpProblem } from '../../../../platform/http/http-problem';
import { UserProfileQuery } from '../../read-models/user-profile/user-profile.query';
import { ChangeMarketingEmailConsentCommand } from './change-marketing-emails.handler';

/** The profile's switch "Nhận email marketing": answers with the profile as it now reads. */
@Controller()
export class ChangeMarketingEmailsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly profiles: UserProfileQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.changeMyMarketingEmails)
  async change(@CurrentPrincipal() principal: Principal, @ValidBody() { subscribed }: ParsedBodyOf<'changeMyMarketingEmails'>): Promise<ResponseOf<'changeMyMarketingEmails'>> {
    await this.commands.execute(new ChangeMarketingEmailConsentCommand(principal.uid, subscribed, 'profile', this.clock.now()));
    const profile = await this.profiles.byUid(principal.uid);
    if (!profile) throw new HttpProblem(404, 'PROFILE_MISSING');
    return { message: subscribed ? AUTH_MESSAGES.marketingEmailsOn : AUTH_MESSAGES.marketingEmailsOff, profile };
  }
}
