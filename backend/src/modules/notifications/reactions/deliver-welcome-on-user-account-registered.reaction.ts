import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Reaction } from '../../../platform/reactions/reaction';
import type { UserAccountRegistered } from '../../identity';
import { deliverForEvent } from './deliver-for-event';
import { welcomeNotification } from './notification-content';

@Injectable()
export class DeliverWelcomeOnUserAccountRegistered implements Reaction {
  readonly name = 'notifications.deliver-welcome-on-user-account-registered';
  readonly handles = ['UserAccountRegistered'] as const satisfies ReadonlyArray<UserAccountRegistered['type']>;

  constructor(private readonly commands: CommandBus) {}

  async react(event: RecordedEvent): Promise<void> {
    const { uid, registeredAt } = event.data as UserAccountRegistered['data'];
    await deliverForEvent(this.commands, event, { uid, at: registeredAt }, welcomeNotification());
  }
}
