import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import type { Projection } from '../../../../platform/projections/projection';
import type { ReadCollection, ReadStore } from '../../../../platform/read-store/read-store.port';
import { assertNever } from '../../../../platform/domain/decider';
import { INBOX_EVENT_TYPES, InboxEvent } from '../../domain/inbox/inbox.events';
import { INBOX_COLLECTION, InboxRow } from './inbox.read-model';

/**
 * Idempotent: every event sets absolute values (a row, `isRead: true`, no row), so a replay from
 * an older checkpoint ends in the same rows. No unread counter is kept: it is counted from the rows.
 */
export const inboxProjection: Projection = {
  name: 'notifications.inbox.v1',
  handles: INBOX_EVENT_TYPES,
  collections: [INBOX_COLLECTION],
  async apply(recorded: RecordedEvent, store: ReadStore) {
    const rows = store.collection<InboxRow>(INBOX_COLLECTION);
    const event = { type: recorded.type, data: recorded.data } as InboxEvent;
    switch (event.type) {
      case 'NotificationDelivered': {
        const { notificationId, ...fields } = event.data;
        await rows.upsert({ id: notificationId, ...fields, isRead: false });
        return;
      }
      case 'NotificationRead':
        await rows.patch(event.data.notificationId, { isRead: true });
        return;
      case 'AllNotificationsRead':
        await markRead(rows, event.data.notificationIds);
        return;
      case 'InboxCleared':
        for (const id of event.data.notificationIds) await rows.delete(id);
        return;
      default:
        assertNever(event);
    }
  },
};

async function markRead(rows: ReadCollection<InboxRow>, ids: readonly string[]): Promise<void> {
  for (const id of ids) await rows.patch(id, { isRead: true });
}
