import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { eventMetadata } from '../../../../platform/commands/request-context';
import { runStreamCommand } from '../../../../platform/commands/stream-command';
import { EVENT_STORE, EventStore } from '../../../../platform/event-store/event-store.port';
import { inboxDecider } from '../../domain/inbox/inbox.decider';
import { toInboxStreamId } from '../../domain/inbox/inbox.stream';
import { ClearInboxCommand } from './clear-inbox.command';

@CommandHandler(ClearInboxCommand)
export class ClearInboxHandler implements ICommandHandler<ClearInboxCommand> {
  constructor(@Inject(EVENT_STORE) private readonly events: EventStore) {}

  execute({ uid, clearedAt, causationId }: ClearInboxCommand) {
    return runStreamCommand(this.events, {
      streamId: toInboxStreamId(uid),
      decider: inboxDecider,
      command: { type: 'ClearInbox', data: { uid, clearedAt: clearedAt.toISOString() } },
      metadata: eventMetadata(clearedAt, causationId),
    });
  }
}
