import { z } from 'zod';
import { paginationSchema } from './pagination';

export const NOTIFICATION_KINDS = ['welcome', 'role_changed', 'affiliate_level_changed', 'account_enabled', 'system'] as const;

export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  message: z.string(),
  /** Where a click leads, inside the site. */
  link: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const listNotificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
  pagination: paginationSchema,
});
export type ListNotificationsResponse = z.infer<typeof listNotificationsResponseSchema>;

export const markNotificationReadResponseSchema = z.object({ notification: notificationSchema, unreadCount: z.number().int() });
export const markAllNotificationsReadResponseSchema = z.object({ unreadCount: z.number().int() });

/** The spec's (English) client fallbacks for the notification calls. */
export const NOTIFICATION_MESSAGES = {
  fetchFailed: 'Failed to fetch notifications',
  markReadFailed: 'Failed to mark notification as read',
  markAllFailed: 'Failed to mark all notifications as read',
  notFound: 'Không tìm thấy thông báo.',
} as const;

/** The bell's badge: the count, or '9+' above 9 (spec part 1 section 9). */
export function notificationBadge(unreadCount: number): string | null {
  if (unreadCount <= 0) return null;
  return unreadCount > 9 ? '9+' : String(unreadCount);
}
