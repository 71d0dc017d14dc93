import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Reaction } from '../../../platform/reactions/reaction';
import type { UserAccountEnabled } from '../../identity';
import { deliverForEvent } from './deliver-for-event';
import { accountEnabledNotification } from './notification-content';

@Injectable()
export class DeliverAccountEnabledOnUserAccountEnabled implements Reaction {
  readonly name = 'notifications.deliver-account-enabled-on-user-account-enabled';
  readonly handles = ['UserAccountEnabled'] as const satisfies ReadonlyArray<UserAccountEnabled['type']>;

  constructor(private readonly commands: CommandBus) {}

  async react(event: RecordedEvent): Promise<void> {
    const { uid, at } = event.data as UserAccountEnabled['data'];
    await deliverForEvent(this.commands, event, { uid, at }, accountEnabledNotification());
  }
}
