/**
 * The profile shows how many notifications are unread. Identity declares what it needs and the
 * notifications module provides it, so identity never imports notifications (no cycle).
 */
export interface UnreadNotifications {
  unreadCount(uid: string): Promise<number>;
}
export const UNREAD_NOTIFICATIONS = Symbol('UNREAD_NOTIFICATIONS');
