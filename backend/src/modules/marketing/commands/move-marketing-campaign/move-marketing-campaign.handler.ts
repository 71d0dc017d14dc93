import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { ParsedBodyOf } from '@academy/contracts';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { campaignDecider } from '../../domain/campaign/campaign.decider';
import { EmailScenariosQuery } from '../../read-models/email-scenarios/email-scenarios.query';
import { runningScenario } from '../marketing-answers';

export class MoveCampaignCommand {
  constructor(
    readonly campaignId: string,
    readonly form: ParsedBodyOf<'moveMarketingCampaign'>,
    readonly by: string,
    readonly at: Date,
  ) {}
}

/**
 * One decision on the campaign's stream, which holds its scenario: two admins moving it at once
 * cannot both win, and the loser hears 409 MARKETING_CAMPAIGN_MOVED. The target must be a running
 * scenario; without a place the campaign goes after its last step.
 */
@CommandHandler(MoveCampaignCommand)
export class MoveCampaignHandler implements ICommandHandler<MoveCampaignCommand> {
  constructor(
    private readonly commands: CommandSender,
    private readonly scenarios: EmailScenariosQuery,
  ) {}

  async execute({ campaignId, form: { newScenarioId, oldScenarioId, order }, by, at }: MoveCampaignCommand): Promise<void> {
    await runningScenario(this.scenarios, newScenarioId);
    const place = order ?? (await this.scenarios.nextOrder(newScenarioId));
    const data = { campaignId, fromScenarioId: oldScenarioId, toScenarioId: newScenarioId, order: place, by, at: at.toISOString() };
    await this.commands.decide(campaignDecider, { type: 'MoveMarketingCampaign', data }, { at });
  }
}
