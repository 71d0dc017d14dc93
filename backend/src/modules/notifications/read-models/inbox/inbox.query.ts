import { Inject, Injectable } from '@nestjs/common';
import { ListNotificationsResponse, Notification, PageQuery, toPagination } from '@academy/contracts';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import type { UnreadNotifications } from '../../../identity';
import { InboxRow, inboxRows } from './inbox.read-model';

const toNotification = ({ id, uid: _uid, ...row }: InboxRow): Notification => ({ _id: id, ...row });

/**
 * Reads one user's inbox. Also the module's query facade: identity's profile shows the unread
 * count through the UNREAD_NOTIFICATIONS port.
 */
@Injectable()
export class InboxQuery implements UnreadNotifications {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  private get rows() {
    return inboxRows(this.store);
  }

  async list(uid: string, { page, limit }: PageQuery): Promise<ListNotificationsResponse> {
    const [found, unreadCount] = await Promise.all([
      this.rows.find({ filter: { uid }, sort: [{ field: 'createdAt', direction: 'desc' }], page, limit }),
      this.unreadCount(uid),
    ]);
    return { notifications: found.items.map(toNotification), unreadCount, pagination: toPagination(page, limit, found.totalItems) };
  }

  /** Null also for another user's notification: its existence is not revealed. */
  async byId(uid: string, id: string): Promise<Notification | null> {
    const row = await this.rows.get(id);
    return row?.uid === uid ? toNotification(row) : null;
  }

  unreadCount(uid: string): Promise<number> {
    return this.rows.count({ uid, isRead: false });
  }
}
