import { Global, Module } from '@nestjs/common';
import { UNREAD_NOTIFICATIONS } from '../identity';
import { ClearInboxHandler } from './commands/clear-inbox/clear-inbox.handler';
import { DeliverNotificationHandler } from './commands/deliver-notification/deliver-notification.handler';
import { MarkAllNotificationsReadHandler } from './commands/mark-all-notifications-read/mark-all-notifications-read.handler';
import { MarkAllNotificationsReadController } from './commands/mark-all-notifications-read/mark-all-notifications-read.http';
import { MarkNotificationReadHandler } from './commands/mark-notification-read/mark-notification-read.handler';
import { MarkNotificationReadController } from './commands/mark-notification-read/mark-notification-read.http';
import { InboxController } from './read-models/inbox/inbox.http';
import { InboxQuery } from './read-models/inbox/inbox.query';

/**
 * Global so that identity can inject UNREAD_NOTIFICATIONS without importing this module (which
 * imports identity's events: importing back would be a cycle). Its reactions are in its manifest.
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
  ],
  exports: [UNREAD_NOTIFICATIONS],
})
export class NotificationsModule {}
