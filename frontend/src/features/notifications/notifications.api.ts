import { ListNotificationsResponse, ResponseOf } from '@academy/contracts';
import { ApiClient } from '../../platform/api-client';

export interface NotificationsApi {
  list(page: number, limit: number): Promise<ListNotificationsResponse>;
  markRead(id: string): Promise<ResponseOf<'markNotificationRead'>>;
  markAllRead(): Promise<ResponseOf<'markAllNotificationsRead'>>;
}

export function createNotificationsApi(client: ApiClient): NotificationsApi {
  return {
    list: (page, limit) => client.call('myNotifications', { query: { page, limit } }),
    markRead: (id) => client.call('markNotificationRead', { params: { id } }),
    markAllRead: () => client.call('markAllNotificationsRead'),
  };
}
