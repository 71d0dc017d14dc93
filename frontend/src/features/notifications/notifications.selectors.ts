import { notificationBadge } from '@academy/contracts';
import { NotificationsState } from './notifications.slice';

export interface NotificationsRootState {
  notifications: NotificationsState;
}

export const selectNotifications = (state: NotificationsRootState) => state.notifications;
/** '1'…'9', '9+' above 9, or null when nothing is unread (spec part 1 §9). */
export const selectNotificationBadge = (state: NotificationsRootState) => notificationBadge(state.notifications.unreadCount);
