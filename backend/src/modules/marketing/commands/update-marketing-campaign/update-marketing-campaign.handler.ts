import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { ParsedBodyOf } from '@academy/contracts';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { HttpProblem } from '../../../../platform/http/http-problem';
import { campaignDecider } from '../../domain/campaign/campaign.decider';
import { EmailScenariosQuery } from '../../read-models/email-scenarios/email-scenarios.query';
import { EmailTemplatesQuery } from '../../read-models/email-templates/email-templates.query';
import { liveTemplate, runningScenario } from '../marketing-answers';

export class UpdateCampaignCommand {
  constructor(
    readonly campaignId: string,
    readonly form: ParsedBodyOf<'updateMarketingCampaign'>,
    readonly by: string,
    readonly at: Date,
    readonly expectedRevision: number | undefined,
  ) {}
}

/**
 * New settings for a step of a running scenario. A new template must be one the admin can still
 * see; the one it already sends may stay even if deleted meanwhile. Without a place it keeps its own.
 */
@CommandHandler(UpdateCampaignCommand)
export class UpdateCampaignHandler implements ICommandHandler<UpdateCampaignCommand> {
  constructor(
    private readonly commands: CommandSender,
    private readonly scenarios: EmailScenariosQuery,
    private readonly templates: EmailTemplatesQuery,
  ) {}

  async execute({ campaignId, form: { order, ...settings }, by, at, expectedRevision }: UpdateCampaignCommand): Promise<void> {
    const current = await this.scenarios.campaignRow(campaignId);
    if (!current) throw new HttpProblem(404, 'MARKETING_CAMPAIGN_NOT_FOUND');
    await runningScenario(this.scenarios, current.scenarioId);
    if (settings.templateId !== current.templateId) await liveTemplate(this.templates, settings.templateId);
    const data = { campaignId, ...settings, order: order ?? current.order, by, at: at.toISOString() };
    await this.commands.decide(campaignDecider, { type: 'EditMarketingCampaign', data }, { at, expectedRevision });
  }
}
