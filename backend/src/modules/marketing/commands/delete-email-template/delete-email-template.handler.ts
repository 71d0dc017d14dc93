import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { emailTemplateDecider } from '../../domain/email-template/email-template.decider';
import { EmailScenariosQuery } from '../../read-models/email-scenarios/email-scenarios.query';

export class DeleteEmailTemplateCommand {
  constructor(
    readonly templateId: string,
    readonly by: string,
    readonly at: Date,
  ) {}
}

/**
 * Asks the scenarios read model whether a running campaign sends the template, and lets the
 * decider refuse. A campaign set to it in the same instant can slip past this check; it still
 * sends, since the template's last content is kept (docs/decisions.md).
 */
@CommandHandler(DeleteEmailTemplateCommand)
export class DeleteEmailTemplateHandler implements ICommandHandler<DeleteEmailTemplateCommand> {
  constructor(
    private readonly commands: CommandSender,
    private readonly scenarios: EmailScenariosQuery,
  ) {}

  async execute({ templateId, by, at }: DeleteEmailTemplateCommand): Promise<void> {
    const campaignsUsing = await this.scenarios.campaignsUsingTemplate(templateId);
    await this.commands.decide(emailTemplateDecider, { type: 'DeleteEmailTemplate', data: { templateId, campaignsUsing, by, at: at.toISOString() } }, { at });
  }
}
