import { z } from 'zod';
import { paginationSchema } from '../shared';

export const NOTIFICATION_KINDS = [
  'welcome',
  'role_changed',
  'affiliate_level_changed',
  'account_enabled',
  'system',
  // An admin's verdict on a course the instructor sent for review.
  'course_approved',
  'course_rejected',
  // The buyer's order was paid, or refunded.
  'order_paid',
  'order_refunded',
  // A bonus lot of the wallet expires in a few days, or has expired with money left.
  'bonus_expiring',
  'bonus_expired',
  // An admin reset the learner's enrolled face: their next verification enrols a new one.
  'face_reset',
  // The affiliate's commissions were paid out.
  'affiliate_payout',
  // An admin accepted or rejected the user's application to teach (/becomeInstructor).
  'instructor_application_accepted',
  'instructor_application_rejected',
] as const;

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
