import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { campaignDecider } from '../../domain/campaign/campaign.decider';
import { emailScenarioDecider } from '../../domain/email-scenario/email-scenario.decider';
import { EmailScenariosQuery } from '../../read-models/email-scenarios/email-scenarios.query';

export class DeleteEmailScenarioCommand {
  constructor(
    readonly scenarioId: string,
    readonly by: string,
    readonly at: Date,
  ) {}
}

export type RemovalOutcome = 'deleted' | 'archived';

/**
 * Its campaigns first (each erased, or archived if it sent mail), then the scenario (archived if any
 * of its campaigns ever sent mail). Every step records nothing when repeated, so a request cut off
 * half-way is finished by sending it again; a scenario is never left erased with campaigns in it.
 */
@CommandHandler(DeleteEmailScenarioCommand)
export class DeleteEmailScenarioHandler implements ICommandHandler<DeleteEmailScenarioCommand, RemovalOutcome> {
  constructor(
    private readonly commands: CommandSender,
    private readonly scenarios: EmailScenariosQuery,
  ) {}

  async execute({ scenarioId, by, at }: DeleteEmailScenarioCommand): Promise<RemovalOutcome> {
    const when = { by, at: at.toISOString() };
    for (const campaign of await this.scenarios.campaignsOf(scenarioId)) {
      await this.commands.decide(campaignDecider, { type: 'DeleteMarketingCampaign', data: { campaignId: campaign.id, mailSent: campaign.sent, ...when } }, { at });
    }
    const mailSent = await this.scenarios.mailSentIn(scenarioId);
    const { state } = await this.commands.decide(emailScenarioDecider, { type: 'DeleteEmailScenario', data: { scenarioId, mailSent, ...when } }, { at });
    return state.status === 'archived' ? 'archived' : 'deleted';
  }
}
