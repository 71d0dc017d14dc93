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
