import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { ParsedBodyOf } from '@academy/contracts';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { PersonalDataVault } from '../../../../platform/personal-data/personal-data-vault';
import { contactSubmissionDecider } from '../../domain/contact-submission/contact-submission.decider';
import { contactDetailsSubject } from '../../domain/contact-submission/contact-submission.events';

/** A visitor's message from the contact form. */
export class SubmitContactMessageCommand {
  constructor(
    readonly submissionId: string,
    readonly form: ParsedBodyOf<'submitContact'>,
    readonly at: Date,
  ) {}
}

/** Seals what the visitor typed under the submission's own key, then records the message. */
@CommandHandler(SubmitContactMessageCommand)
export class SubmitContactMessageHandler implements ICommandHandler<SubmitContactMessageCommand> {
  constructor(
    private readonly vault: PersonalDataVault,
    private readonly commands: CommandSender,
  ) {}

  async execute({ submissionId, form: { name, email, phone, message }, at }: SubmitContactMessageCommand): Promise<void> {
    const details = await this.vault.seal(contactDetailsSubject(submissionId), { name, email, phone, message });
    const data = { submissionId, details, submittedAt: at.toISOString() };
    await this.commands.decide(contactSubmissionDecider, { type: 'SubmitContactMessage', data }, { at });
  }
}
