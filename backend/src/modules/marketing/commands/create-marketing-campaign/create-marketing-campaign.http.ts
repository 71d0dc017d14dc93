import { Controller, HttpCode, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { endpoints, MARKETING_MESSAGES, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { NewIdFromIdempotencyKey } from '../../../../platform/http/idempotency.interceptor';
import { EmailScenariosQuery } from '../../read-models/email-scenarios/email-scenarios.query';
import { campaignAnswer } from '../marketing-answers';
import { CreateCampaignCommand } from './create-marketing-campaign.handler';

@Controller()
export class CreateCampaignController {
  constructor(
    private readonly commands: CommandBus,
    private readonly scenarios: EmailScenariosQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.createMarketingCampaign)
  @HttpCode(201)
  async create(
    @ValidBody() form: ParsedBodyOf<'createMarketingCampaign'>,
    @CurrentPrincipal() admin: Principal,
    @NewIdFromIdempotencyKey('marketing-campaign') campaignId: string,
  ): Promise<ResponseOf<'createMarketingCampaign'>> {
    await this.commands.execute(new CreateCampaignCommand(campaignId, form, admin.uid, this.clock.now()));
    return campaignAnswer(this.scenarios, campaignId, MARKETING_MESSAGES.campaignCreated);
  }
}
