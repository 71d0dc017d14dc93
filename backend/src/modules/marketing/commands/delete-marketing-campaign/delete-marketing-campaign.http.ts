import { Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { endpoints, MARKETING_MESSAGES, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, PathParam } from '../../../../platform/http/api-endpoint.decorator';
import { DeleteCampaignCommand } from './delete-marketing-campaign.handler';

@Controller()
export class DeleteCampaignController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.deleteMarketingCampaign)
  async delete(@PathParam('id') campaignId: string, @CurrentPrincipal() admin: Principal): Promise<ResponseOf<'deleteMarketingCampaign'>> {
    const outcome: 'deleted' | 'archived' = await this.commands.execute(new DeleteCampaignCommand(campaignId, admin.uid, this.clock.now()));
    return { message: outcome === 'archived' ? MARKETING_MESSAGES.campaignArchived : MARKETING_MESSAGES.campaignDeleted, _id: campaignId, outcome };
  }
}
