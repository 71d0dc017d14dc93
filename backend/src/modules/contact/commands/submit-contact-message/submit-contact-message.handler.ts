import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { eventMetadata } from '../../../../platform/commands/request-context';
import { runStreamCommand } from '../../../../platform/commands/stream-command';
import { EVENT_STORE, EventStore } from '../../../../platform/event-store/event-store.port';
import { contactSubmissionDecider } from '../../domain/contact-submission/contact-submission.decider';
import { toContactSubmissionStreamId } from '../../domain/contact-submission/contact-submission.stream';
import { SubmitContactMessageCommand } from './submit-contact-message.command';

@CommandHandler(SubmitContactMessageCommand)
export class SubmitContactMessageHandler implements ICommandHandler<SubmitContactMessageCommand> {
  constructor(@Inject(EVENT_STORE) private readonly events: EventStore) {}

  execute({ submissionId, input, submittedAt }: SubmitContactMessageCommand) {
    return runStreamCommand(this.events, {
      streamId: toContactSubmissionStreamId(submissionId),
      decider: contactSubmissionDecider,
      command: { type: 'SubmitContactMessage', data: { submissionId, ...input, submittedAt: submittedAt.toISOString() } },
      metadata: eventMetadata(submittedAt),
    });
  }
}
