import { ProjectionSpec } from '../../../../platform/testing/projection-spec';
import type { InboxEvent, NotificationDelivered } from '../../domain/inbox/inbox.events';
import { inboxProjection } from './inbox.projection';
import { INBOX_COLLECTION } from './inbox.read-model';

const uid = 'user-1';
const at = '2026-11-22T09:00:00.000Z';
const delivered = (notificationId: string): NotificationDelivered => ({
  type: 'NotificationDelivered',
  data: { notificationId, uid, kind: 'welcome', title: 'Chào mừng!', message: 'Tài khoản đã sẵn sàng.', link: '/my-courses', createdAt: at },
});
const row = (notificationId: string, isRead: boolean) => {
  const { notificationId: id, ...fields } = delivered(notificationId).data;
  return { id, ...fields, isRead };
};

describe('inbox projection', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => (spec = await ProjectionSpec.of(inboxProjection)));
  afterAll(() => spec.close());

  it('lists delivered notifications as unread', async () => {
    await spec.givenEvents(delivered('n1'), delivered('n2')).thenRows(INBOX_COLLECTION, [row('n1', false), row('n2', false)]);
  });

  it('marks one, then all, read', async () => {
    const readOne: InboxEvent = { type: 'NotificationRead', data: { uid, notificationId: 'n1', readAt: at } };
    await spec.givenEvents(delivered('n1'), delivered('n2'), readOne).thenRows(INBOX_COLLECTION, [row('n1', true), row('n2', false)]);
    const readAll: InboxEvent = { type: 'AllNotificationsRead', data: { uid, notificationIds: ['n2'], readAt: at } };
    await spec.givenEvents(delivered('n1'), delivered('n2'), readOne, readAll).thenRows(INBOX_COLLECTION, [row('n1', true), row('n2', true)]);
  });

  it('drops every notification of a cleared inbox', async () => {
    const cleared: InboxEvent = { type: 'InboxCleared', data: { uid, notificationIds: ['n1', 'n2'], clearedAt: at } };
    await spec.givenEvents(delivered('n1'), delivered('n2'), cleared).thenRows(INBOX_COLLECTION, []);
  });
});
