import { Notification, notificationBadge } from '@academy/contracts';
import { dataOf } from '../../lib/remote';
import { NotificationsState } from './notifications.slice';

export interface NotificationsRootState {
  notifications: NotificationsState;
}

const NONE: Notification[] = [];

export const selectNotifications = (state: NotificationsRootState) => state.notifications;
export const selectNotificationItems = (state: NotificationsRootState) => dataOf(state.notifications.list)?.notifications ?? NONE;
export const selectUnreadCount = (state: NotificationsRootState) => dataOf(state.notifications.list)?.unreadCount ?? 0;
/** '1'…'9', '9+' above 9, or null when nothing is unread (spec part 1 §9). */
export const selectNotificationBadge = (state: NotificationsRootState) => notificationBadge(selectUnreadCount(state));
