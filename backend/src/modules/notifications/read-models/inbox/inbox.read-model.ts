import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import type { NotificationKind } from '../../domain/inbox/inbox.events';

/** One notification of a user's inbox (the bell and its list). */
export interface InboxRow {
  id: string;
  uid: string;
  kind: NotificationKind;
  title: string;
  message: string;
  link: string | null;
  isRead: boolean;
  createdAt: string;
}

export const INBOX_COLLECTION = 'notifications_inbox';

/** The bell's list (a user's newest first) and its unread count; the projection and the query both open it here. */
export const inboxRows = (store: ReadStore) =>
  store.collection<InboxRow>(INBOX_COLLECTION, {
    present: ['uid', 'createdAt'],
    indexes: [['uid', { field: 'createdAt', direction: 'desc' }], ['uid', 'isRead']],
  });
