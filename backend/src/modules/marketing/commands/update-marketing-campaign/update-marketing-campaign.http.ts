import { Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { endpoints, MARKETING_MESSAGES, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, PathParam, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { ExpectedRevision } from '../../../../platform/http/expected-revision';
import { EmailScenariosQuery } from '../../read-models/email-scenarios/email-scenarios.query';
import { campaignAnswer } from '../marketing-answers';
import { UpdateCampaignCommand } from './update-marketing-campaign.handler';

@Controller()
export class UpdateCampaignController {
  constructor(
    private readonly commands: CommandBus,
    private readonly scenarios: EmailScenariosQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.updateMarketingCampaign)
  async update(
    @PathParam('id') campaignId: string,
    @ValidBody() form: ParsedBodyOf<'updateMarketingCampaign'>,
    @CurrentPrincipal() admin: Principal,
    @ExpectedRevision() expectedRevision: number | undefined,
  ): Promise<ResponseOf<'updateMarketingCampaign'>> {
    await this.commands.execute(new UpdateCampaignCommand(campaignId, form, admin.uid, this.clock.now(), expectedRevision));
    return campaignAnswer(this.scenarios, campaignId, MARKETING_MESSAGES.campaignUpdated);
  }
}
