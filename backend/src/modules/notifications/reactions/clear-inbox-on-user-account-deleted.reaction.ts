import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Reaction } from '../../../platform/reactions/reaction';
import type { UserAccountDeleted } from '../../identity';
import { ClearInboxCommand } from '../commands/clear-inbox/clear-inbox.command';

/** A deleted account leaves nothing behind in the notification read models. */
@Injectable()
export class ClearInboxOnUserAccountDeleted implements Reaction {
  readonly name = 'notifications.clear-inbox-on-user-account-deleted';
  readonly handles = ['UserAccountDeleted'] as const satisfies ReadonlyArray<UserAccountDeleted['type']>;

  constructor(private readonly commands: CommandBus) {}

  async react(event: RecordedEvent): Promise<void> {
    const { uid } = event.data as UserAccountDeleted['data'];
    await this.commands.execute(new ClearInboxCommand(uid, new Date(), event.id));
  }
}
