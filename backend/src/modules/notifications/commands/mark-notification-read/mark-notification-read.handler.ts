import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { eventMetadata } from '../../../../platform/commands/request-context';
import { runStreamCommand } from '../../../../platform/commands/stream-command';
import { EVENT_STORE, EventStore } from '../../../../platform/event-store/event-store.port';
import { inboxDecider } from '../../domain/inbox/inbox.decider';
import { toInboxStreamId } from '../../domain/inbox/inbox.stream';
import { MarkNotificationReadCommand } from './mark-notification-read.command';

@CommandHandler(MarkNotificationReadCommand)
export class MarkNotificationReadHandler implements ICommandHandler<MarkNotificationReadCommand> {
  constructor(@Inject(EVENT_STORE) private readonly events: EventStore) {}

  execute({ uid, notificationId, readAt }: MarkNotificationReadCommand) {
    return runStreamCommand(this.events, {
      // The caller's own inbox: another user's notification id is not found there.
      streamId: toInboxStreamId(uid),
      decider: inboxDecider,
      command: { type: 'MarkNotificationRead', data: { uid, notificationId, readAt: readAt.toISOString() } },
      metadata: eventMetadata(readAt),
    });
  }
}
