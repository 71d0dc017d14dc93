import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { eventMetadata } from '../../../../platform/commands/request-context';
import { runStreamCommand } from '../../../../platform/commands/stream-command';
import { EVENT_STORE, EventStore } from '../../../../platform/event-store/event-store.port';
import { inboxDecider } from '../../domain/inbox/inbox.decider';
import { toInboxStreamId } from '../../domain/inbox/inbox.stream';
import { DeliverNotificationCommand } from './deliver-notification.command';

@CommandHandler(DeliverNotificationCommand)
export class DeliverNotificationHandler implements ICommandHandler<DeliverNotificationCommand> {
  constructor(@Inject(EVENT_STORE) private readonly events: EventStore) {}

  execute({ notification, causationId, deliveredAt }: DeliverNotificationCommand) {
    return runStreamCommand(this.events, {
      streamId: toInboxStreamId(notification.uid),
      decider: inboxDecider,
      command: { type: 'DeliverNotification', data: notification },
      metadata: eventMetadata(deliveredAt, causationId),
    });
  }
}
