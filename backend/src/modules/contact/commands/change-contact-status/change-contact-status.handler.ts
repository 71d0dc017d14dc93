import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { eventMetadata } from '../../../../platform/commands/request-context';
import { runStreamCommand } from '../../../../platform/commands/stream-command';
import { EVENT_STORE, EventStore } from '../../../../platform/event-store/event-store.port';
import { contactSubmissionDecider } from '../../domain/contact-submission/contact-submission.decider';
import { toContactSubmissionStreamId } from '../../domain/contact-submission/contact-submission.stream';
import { ChangeContactStatusCommand } from './change-contact-status.command';

@CommandHandler(ChangeContactStatusCommand)
export class ChangeContactStatusHandler implements ICommandHandler<ChangeContactStatusCommand> {
  constructor(@Inject(EVENT_STORE) private readonly events: EventStore) {}

  execute({ submissionId, status, changedBy, changedAt }: ChangeContactStatusCommand) {
    return runStreamCommand(this.events, {
      streamId: toContactSubmissionStreamId(submissionId),
      decider: contactSubmissionDecider,
      command: { type: 'ChangeContactStatus', data: { submissionId, status, changedBy, changedAt: changedAt.toISOString() } },
      metadata: eventMetadata(changedAt),
    });
  }
}
