import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Reaction } from '../../../platform/reactions/reaction';
import type { UserAffiliateLevelChanged } from '../../identity';
import { deliverForEvent } from './deliver-for-event';
import { affiliateLevelChangedNotification } from './notification-content';

@Injectable()
export class DeliverLevelChangedOnUserAffiliateLevelChanged implements Reaction {
  readonly name = 'notifications.deliver-level-changed-on-user-affiliate-level-changed';
  readonly handles = ['UserAffiliateLevelChanged'] as const satisfies ReadonlyArray<UserAffiliateLevelChanged['type']>;

  constructor(private readonly commands: CommandBus) {}

  async react(event: RecordedEvent): Promise<void> {
    const { uid, to, changedAt } = event.data as UserAffiliateLevelChanged['data'];
    await deliverForEvent(this.commands, event, { uid, at: changedAt }, affiliateLevelChangedNotification(to));
  }
}
