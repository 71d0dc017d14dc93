import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { ParsedBodyOf } from '@academy/contracts';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { campaignDecider } from '../../domain/campaign/campaign.decider';
import { EmailScenariosQuery } from '../../read-models/email-scenarios/email-scenarios.query';
import { EmailTemplatesQuery } from '../../read-models/email-templates/email-templates.query';
import { liveTemplate, runningScenario } from '../marketing-answers';

export class CreateCampaignCommand {
  constructor(
    readonly campaignId: string,
    readonly form: ParsedBodyOf<'createMarketingCampaign'>,
    readonly by: string,
    readonly at: Date,
  ) {}
}

/**
 * A new step of a running scenario, sending a template the admin can still see; without a place
 * it goes after the last step. The checks read the read models, which the admin's own earlier
 * writes already reached.
 */
@CommandHandler(CreateCampaignCommand)
export class CreateCampaignHandler implements ICommandHandler<CreateCampaignCommand> {
  constructor(
    private readonly commands: CommandSender,
    private readonly scenarios: EmailScenariosQuery,
    private readonly templates: EmailTemplatesQuery,
  ) {}

  async execute({ campaignId, form: { scenarioId, order, ...settings }, by, at }: CreateCampaignCommand): Promise<void> {
    await runningScenario(this.scenarios, scenarioId);
    await liveTemplate(this.templates, settings.templateId);
    const place = order ?? (await this.scenarios.nextOrder(scenarioId));
    const data = { campaignId, scenarioId, ...settings, order: place, by, at: at.toISOString() };
    await this.commands.decide(campaignDecider, { type: 'CreateMarketingCampaign', data }, { at });
  }
}
