import { Controller, Inject } from '@nestjs/common';
import { AFFILIATE_MESSAGES, endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { affiliateSettingsDecider } from '../../domain/settings/affiliate-settings.decider';
import { AffiliateSettingsQuery } from '../../read-models/affiliate-settings/affiliate-settings.query';

@Controller()
export class ChangeAffiliateSettingsController {
  constructor(
    private readonly commands: CommandSender,
    private readonly settings: AffiliateSettingsQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.updateAffiliateSettings)
  async update(@ValidBody() form: ParsedBodyOf<'updateAffiliateSettings'>, @CurrentPrincipal() admin: Principal): Promise<ResponseOf<'updateAffiliateSettings'>> {
    const at = this.clock.now();
    await this.commands.decide(affiliateSettingsDecider, { type: 'ChangeAffiliateSettings', data: { ...form, by: admin.uid, at: at.toISOString() } }, { at });
    return { message: AFFILIATE_MESSAGES.settingsUpdated, settings: await this.settings.current() };
  }
}
