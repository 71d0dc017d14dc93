import { Global, Module, OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { ReactionRegistry } from '../../platform/reactions/reaction-registry';
import { UNREAD_NOTIFICATIONS } from '../identity';
import { ClearInboxHandler } from './commands/clear-inbox/clear-inbox.handler';
import { DeliverNotificationHandler } from './commands/deliver-notification/deliver-notification.handler';
import { MarkAllNotificationsReadHandler } from './commands/mark-all-notifications-read/mark-all-notifications-read.handler';
import { MarkAllNotificationsReadController } from './commands/mark-all-notifications-read/mark-all-notifications-read.http';
import { MarkNotificationReadHandler } from './commands/mark-notification-read/mark-notification-read.handler';
import { MarkNotificationReadController } from './commands/mark-notification-read/mark-notification-read.http';
import { InboxController } from './read-models/inbox/inbox.http';
import { InboxQuery } from './read-models/inbox/inbox.query';
import { notificationReactions } from './reactions/notification-reactions';

/**
 * Global so that identity can inject UNREAD_NOTIFICATIONS without importing this module (which
 * imports identity's events: importing back would be a cycle).
 */
@Global()
@Module({
  controllers: [InboxController, MarkNotificationReadController, MarkAllNotificationsReadController],
  providers: [
    DeliverNotificationHandler,
    MarkNotificationReadHandler,
    MarkAllNotificationsReadHandler,
    ClearInboxHandler,
    InboxQuery,
    { provide: UNREAD_NOTIFICATIONS, useExisting: InboxQuery },
    ...notificationReactions,
  ],
  exports: [UNREAD_NOTIFICATIONS],
})
export class NotificationsModule implements OnModuleInit {
  constructor(
    private readonly reactions: ReactionRegistry,
    private readonly moduleRef: ModuleRef,
  ) {}

  onModuleInit(): void {
    this.reactions.register(...notificationReactions.map((reaction) => this.moduleRef.get(reaction)));
  }
}
