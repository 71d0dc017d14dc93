import { defineProjection } from '../../../../platform/projections/define-projection';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import type { InboxEvent } from '../../domain/inbox/inbox.events';
import { INBOX_COLLECTION, InboxRow } from './inbox.read-model';

const rowsOf = (store: ReadStore) => store.collection<InboxRow>(INBOX_COLLECTION);

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
      await rowsOf(store).upsert({ id: notificationId, ...fields, isRead: false });
    },
    async NotificationRead({ data }, { store }) {
      await rowsOf(store).patch(data.notificationId, { isRead: true });
    },
    async AllNotificationsRead({ data }, { store }) {
      for (const id of data.notificationIds) await rowsOf(store).patch(id, { isRead: true });
    },
    async InboxCleared({ data }, { store }) {
      for (const id of data.notificationIds) await rowsOf(store).delete(id);
    },
  },
});
