/**
 * The notifications module's public surface. Its query facade reaches other modules through the
 * UNREAD_NOTIFICATIONS port that identity declares; it publishes no integration events.
 */
import { inboxProjection } from './read-models/inbox/inbox.projection';

export { NotificationsModule } from './notifications.module';
export { inboxProjection } from './read-models/inbox/inbox.projection';
export const notificationsProjections = [inboxProjection];
