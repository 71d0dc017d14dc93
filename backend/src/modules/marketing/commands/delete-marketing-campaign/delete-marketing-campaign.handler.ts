import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { campaignDecider } from '../../domain/campaign/campaign.decider';
import { EmailScenariosQuery } from '../../read-models/email-scenarios/email-scenarios.query';

export class DeleteCampaignCommand {
  constructor(
    readonly campaignId: string,
    readonly by: string,
    readonly at: Date,
  ) {}
}

/** The decider erases a campaign that never sent mail and archives one that did (its count is read here). */
@CommandHandler(DeleteCampaignCommand)
export class DeleteCampaignHandler implements ICommandHandler<DeleteCampaignCommand, 'deleted' | 'archived'> {
  constructor(
    private readonly commands: CommandSender,
    private readonly scenarios: EmailScenariosQuery,
  ) {}

  async execute({ campaignId, by, at }: DeleteCampaignCommand): Promise<'deleted' | 'archived'> {
    const mailSent = (await this.scenarios.campaignRow(campaignId))?.sent ?? 0;
    const { state } = await this.commands.decide(campaignDecider, { type: 'DeleteMarketingCampaign', data: { campaignId, mailSent, by, at: at.toISOString() } }, { at });
    return state.status === 'archived' ? 'archived' : 'deleted';
  }
}
