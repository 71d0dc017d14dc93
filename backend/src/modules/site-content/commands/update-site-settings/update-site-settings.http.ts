import { Controller, HttpCode, Inject } from '@nestjs/common';
import { endpoints, ParsedBodyOf, ResponseOf, SITE_SETTINGS_MESSAGES } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { ExpectedRevision } from '../../../../platform/http/expected-revision';
import { academyProfileDecider } from '../../domain/academy-profile/academy-profile.decider';
import { SiteSettingsQuery } from '../../read-models/site-settings/site-settings.query';

/** An admin's save of the academy's profile; the answer is the profile as the site now shows it (read-your-writes). */
@Controller()
export class UpdateSiteSettingsController {
  constructor(
    private readonly commands: CommandSender,
    private readonly settings: SiteSettingsQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.updateSiteSettings)
  @HttpCode(200)
  async save(
    @ValidBody() profile: ParsedBodyOf<'updateSiteSettings'>,
    @CurrentPrincipal() admin: Principal,
    @ExpectedRevision() expectedRevision: number | undefined,
  ): Promise<ResponseOf<'updateSiteSettings'>> {
    const at = this.clock.now();
    const command = { type: 'UpdateAcademyProfile', data: { profile, by: admin.uid, at: at.toISOString() } } as const;
    const { events } = await this.commands.decide(academyProfileDecider, command, { at, expectedRevision });
    return { message: events.length > 0 ? SITE_SETTINGS_MESSAGES.saved : SITE_SETTINGS_MESSAGES.unchanged, site: await this.settings.forAdmin() };
  }
}
