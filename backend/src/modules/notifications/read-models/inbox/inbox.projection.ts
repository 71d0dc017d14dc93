import { defineProjection } from '../../../../platform/projections/define-projection';
import type { InboxEvent } from '../../domain/inbox/inbox.events';
import { INBOX_COLLECTION, inboxRows } from './inbox.read-model';

/**
 * Idempotent: every event sets absolute values (a row, `isRead: true`, no row), so a replay from
 * an older checkpoint ends in the same rows. No unread counter is kept: it is counted from the rows.
 */
export const inboxProjection = defineProjection<InboxEvent>({
  name: 'notifications.inbox.v1',
  collections: [INBOX_COLLECTION],
  handlers: {
    async NotificationDelivered({ data }, { store }) {
      const { notificationId, ...fields } = data;
      await inboxRows(store).upsert({ id: notificationId, ...fields, isRead: false });
    },
    async NotificationRead({ data }, { store }) {
      await inboxRows(store).patch(data.notificationId, { isRead: true });
    },
    async AllNotificationsRead({ data }, { store }) {
      for (const id of data.notificationIds) await inboxRows(store).patch(id, { isRead: true });
    },
    async InboxCleared({ data }, { store }) {
      for (const id of data.notificationIds) await inboxRows(store).delete(id);
    },
  },
});
