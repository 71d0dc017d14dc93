import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { eventMetadata } from '../../../../platform/commands/request-context';
import { runStreamCommand } from '../../../../platform/commands/stream-command';
import { EVENT_STORE, EventStore } from '../../../../platform/event-store/event-store.port';
import { inboxDecider } from '../../domain/inbox/inbox.decider';
import { toInboxStreamId } from '../../domain/inbox/inbox.stream';
import { MarkAllNotificationsReadCommand } from './mark-all-notifications-read.command';

@CommandHandler(MarkAllNotificationsReadCommand)
export class MarkAllNotificationsReadHandler implements ICommandHandler<MarkAllNotificationsReadCommand> {
  constructor(@Inject(EVENT_STORE) private readonly events: EventStore) {}

  execute({ uid, readAt }: MarkAllNotificationsReadCommand) {
    return runStreamCommand(this.events, {
      streamId: toInboxStreamId(uid),
      decider: inboxDecider,
      command: { type: 'MarkAllNotificationsRead', data: { uid, readAt: readAt.toISOString() } },
      metadata: eventMetadata(readAt),
    });
  }
}
