import { Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { endpoints, MARKETING_MESSAGES, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, PathParam, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { EmailScenariosQuery } from '../../read-models/email-scenarios/email-scenarios.query';
import { campaignAnswer } from '../marketing-answers';
import { MoveCampaignCommand } from './move-marketing-campaign.handler';

@Controller()
export class MoveCampaignController {
  constructor(
    private readonly commands: CommandBus,
    private readonly scenarios: EmailScenariosQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.moveMarketingCampaign)
  async move(
    @PathParam('id') campaignId: string,
    @ValidBody() form: ParsedBodyOf<'moveMarketingCampaign'>,
    @CurrentPrincipal() admin: Principal,
  ): Promise<ResponseOf<'moveMarketingCampaign'>> {
    await this.commands.execute(new MoveCampaignCommand(campaignId, form, admin.uid, this.clock.now()));
    return campaignAnswer(this.scenarios, campaignId, MARKETING_MESSAGES.campaignMoved);
  }
}
