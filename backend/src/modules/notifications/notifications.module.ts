import { Global, Module } from '@nestjs/common';
import { UNREAD_NOTIFICATIONS } from '../identity';
import { MarkAllNotificationsReadController } from './commands/mark-all-notifications-read/mark-all-notifications-read.http';
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
    InboxQuery,
    { provide: UNREAD_NOTIFICATIONS, useExisting: InboxQuery },
  ],
  exports: [UNREAD_NOTIFICATIONS],
})
export class NotificationsModule {}
