import { endpoint, Endpoint, pageQuerySchema } from '../shared';
import {
  listNotificationsResponseSchema,
  markAllNotificationsReadResponseSchema,
  markNotificationReadResponseSchema,
} from './notifications.schemas';

/** The notification inbox's slice of the endpoint catalogue: the bell and its list. */
export const notificationEndpoints = {
  myNotifications: endpoint({
    method: 'get',
    path: '/notifications/me',
    access: 'user',
    tag: 'notifications',
    summary: 'Thông báo của tôi (mới nhất trước) và số chưa đọc',
    query: pageQuerySchema,
    response: listNotificationsResponseSchema,
  }),
  markNotificationRead: endpoint({
    method: 'patch',
    path: '/notifications/:id/read',
    access: 'user',
    tag: 'notifications',
    summary: 'Đánh dấu một thông báo đã đọc',
    response: markNotificationReadResponseSchema,
  }),
  markAllNotificationsRead: endpoint({
    method: 'patch',
    path: '/notifications/me/mark-all-read',
    access: 'user',
    tag: 'notifications',
    summary: 'Đánh dấu tất cả thông báo đã đọc',
    response: markAllNotificationsReadResponseSchema,
  }),
} satisfies Record<string, Endpoint>;
