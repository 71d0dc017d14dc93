import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Reaction } from '../../../platform/reactions/reaction';
import type { UserRoleChanged } from '../../identity';
import { deliverForEvent } from './deliver-for-event';
import { roleChangedNotification } from './notification-content';

@Injectable()
export class DeliverRoleChangedOnUserRoleChanged implements Reaction {
  readonly name = 'notifications.deliver-role-changed-on-user-role-changed';
  readonly handles = ['UserRoleChanged'] as const satisfies ReadonlyArray<UserRoleChanged['type']>;

  constructor(private readonly commands: CommandBus) {}

  async react(event: RecordedEvent): Promise<void> {
    const { uid, to, changedAt } = event.data as UserRoleChanged['data'];
    await deliverForEvent(this.commands, event, { uid, at: changedAt }, roleChangedNotification(to));
  }
}
