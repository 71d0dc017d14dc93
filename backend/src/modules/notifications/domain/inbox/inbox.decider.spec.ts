import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { InboxCommand, inboxDecider } from './inbox.decider';
import type { InboxEvent, NotificationDelivered } from './inbox.events';
import { unreadCount } from './inbox.state';

const uid = 'user-1';
const at = '2026-11-22T09:00:00.000Z';

const delivered = (notificationId: string): NotificationDelivered => ({
  type: 'NotificationDelivered',
  data: {
    notificationId,
    uid,
    kind: 'welcome',
    title: 'Chào mừng bạn đến với Học viện Marketing Thực Chiến!',
    message: 'Tài khoản của bạn đã sẵn sàng.',
    link: '/my-courses',
    createdAt: '2026-11-22T08:00:00.000Z',
  },
});
const read = (notificationId: string): InboxEvent => ({ type: 'NotificationRead', data: { uid, notificationId, readAt: at } });

const deliver = (notificationId: string): InboxCommand => ({ type: 'DeliverNotification', data: delivered(notificationId).data });
const markRead = (notificationId: string): InboxCommand => ({ type: 'MarkNotificationRead', data: { uid, notificationId, readAt: at } });
const markAllRead: InboxCommand = { type: 'MarkAllNotificationsRead', data: { uid, readAt: at } };
const clearInbox: InboxCommand = { type: 'ClearInbox', data: { uid, clearedAt: at } };

const given = deciderSpec(inboxDecider);

/** Runs commands one after another, as the command handler would, and folds what they record. */
function afterCommands(commands: InboxCommand[]) {
  return commands.reduce((state, command) => inboxDecider.decide(command, state).reduce(inboxDecider.evolve, state), inboxDecider.initialState);
}

describe('inbox decider', () => {
  describe('deliver a notification', () => {
    it('records it as delivered', () => {
      given([]).when(deliver('n1')).then([delivered('n1')]);
    });

    it('records nothing when the same notification arrives again (redelivered source event)', () => {
      given([delivered('n1')]).when(deliver('n1')).then([]);
      given([delivered('n1'), read('n1')]).when(deliver('n1')).then([]);
    });

    it('records nothing once the inbox was cleared (account deleted)', () => {
      const cleared: InboxEvent = { type: 'InboxCleared', data: { uid, notificationIds: [], clearedAt: at } };
      given([cleared]).when(deliver('n2')).then([]);
    });
  });

  describe('mark one notification read', () => {
    it('records the read of an unread notification', () => {
      given([delivered('n1')]).when(markRead('n1')).then([read('n1')]);
    });

    it('records nothing when it is already read', () => {
      given([delivered('n1'), read('n1')]).when(markRead('n1')).then([]);
    });

    it('refuses an id that is not in this inbox', () => {
      given([delivered('n1')]).when(markRead('of-someone-else')).thenThrows('NOTIFICATION_NOT_FOUND');
    });

    it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])('refuses %s: ids from URLs are never object keys', (id) => {
      given([delivered('n1')]).when(markRead(id)).thenThrows('NOTIFICATION_NOT_FOUND');
    });
  });

  describe('mark all read', () => {
    it('names exactly the unread notifications', () => {
      given([delivered('n1'), delivered('n2'), read('n1'), delivered('n3')]).when(markAllRead).then([
        { type: 'AllNotificationsRead', data: { uid, notificationIds: ['n2', 'n3'], readAt: at } },
      ]);
    });

    it('records nothing when nothing is unread, or the inbox is empty', () => {
      given([delivered('n1'), read('n1')]).when(markAllRead).then([]);
      given([]).when(markAllRead).then([]);
    });
  });

  describe('clear the inbox', () => {
    it('names every notification so the read models can drop them', () => {
      given([delivered('n1'), delivered('n2'), read('n1')]).when(clearInbox).then([
        { type: 'InboxCleared', data: { uid, notificationIds: ['n1', 'n2'], clearedAt: at } },
      ]);
    });

    it('closes an empty inbox too, and clears only once', () => {
      given([]).when(clearInbox).then([{ type: 'InboxCleared', data: { uid, notificationIds: [], clearedAt: at } }]);
      given(given([]).when(clearInbox).decided()).when(clearInbox).then([]);
    });

    it('leaves nothing to mark read', () => {
      const state = afterCommands([deliver('n1'), clearInbox]);
      expect(() => inboxDecider.decide(markRead('n1'), state)).toThrow('NOTIFICATION_NOT_FOUND');
      expect(unreadCount(state)).toBe(0);
    });
  });

  describe('the unread count', () => {
    it('never goes below 0, whatever is marked read and how often', () => {
      const state = afterCommands([
        deliver('n1'),
        deliver('n2'),
        markRead('n1'),
        markRead('n1'),
        markAllRead,
        markAllRead,
        deliver('n1'),
        markRead('n2'),
      ]);
      expect(unreadCount(state)).toBe(0);
    });

    it('counts each delivered, unread notification once', () => {
      expect(unreadCount(afterCommands([deliver('n1'), deliver('n1'), deliver('n2')]))).toBe(2);
      expect(unreadCount(afterCommands([deliver('n1'), deliver('n2'), markRead('n2')]))).toBe(1);
      expect(unreadCount(afterCommands([deliver('n1'), markAllRead, deliver('n3')]))).toBe(1);
    });
  });
});
