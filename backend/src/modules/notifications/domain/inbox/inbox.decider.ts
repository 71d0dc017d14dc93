import { Aggregate, assertNever } from '../../../../platform/domain/decider';
import { DomainError } from '../../../../platform/domain/domain-error';
import type { InboxEvent, NotificationDelivered } from './inbox.events';
import { evolve, InboxState, initialState, unreadIds } from './inbox.state';
import { toInboxStreamId } from './inbox.stream';

export type DeliverNotification = { type: 'DeliverNotification'; data: NotificationDelivered['data'] };
export type MarkNotificationRead = { type: 'MarkNotificationRead'; data: { uid: string; notificationId: string; readAt: string } };
export type MarkAllNotificationsRead = { type: 'MarkAllNotificationsRead'; data: { uid: string; readAt: string } };
export type ClearInbox = { type: 'ClearInbox'; data: { uid: string; clearedAt: string } };

export type InboxCommand = DeliverNotification | MarkNotificationRead | MarkAllNotificationsRead | ClearInbox;

export function decide(command: InboxCommand, state: InboxState): InboxEvent[] {
  switch (command.type) {
    case 'DeliverNotification':
      return deliver(command, state);
    case 'MarkNotificationRead':
      return markRead(command, state);
    case 'MarkAllNotificationsRead':
      return markAllRead(command, state);
    case 'ClearInbox':
      return clear(command, state);
    default:
      return assertNever(command);
  }
}

function deliver({ data }: DeliverNotification, state: InboxState): InboxEvent[] {
  // A redelivered source event brings the same id; a cleared inbox belongs to a deleted account.
  if (state.cleared || state.isRead.has(data.notificationId)) return [];
  return [{ type: 'NotificationDelivered', data }];
}

function markRead({ data }: MarkNotificationRead, state: InboxState): InboxEvent[] {
  const isRead = state.isRead.get(data.notificationId);
  // Another user's notification is simply not in this inbox: the same answer as an unknown id.
  if (isRead === undefined) throw new DomainError('NOTIFICATION_NOT_FOUND', 'not_found');
  return isRead ? [] : [{ type: 'NotificationRead', data }];
}

function markAllRead({ data }: MarkAllNotificationsRead, state: InboxState): InboxEvent[] {
  const notificationIds = unreadIds(state);
  return notificationIds.length === 0 ? [] : [{ type: 'AllNotificationsRead', data: { uid: data.uid, notificationIds, readAt: data.readAt } }];
}

function clear({ data }: ClearInbox, state: InboxState): InboxEvent[] {
  if (state.cleared) return [];
  // Cleared even when empty: a delivery still on its way must find the inbox closed.
  return [{ type: 'InboxCleared', data: { uid: data.uid, notificationIds: [...state.isRead.keys()], clearedAt: data.clearedAt } }];
}

/** Every command names the inbox's owner: another user's notification id is simply not found there. */
export const inboxDecider: Aggregate<InboxCommand, InboxEvent, InboxState> = {
  initialState,
  evolve,
  decide,
  streamIdOf: (command) => toInboxStreamId(command.data.uid),
};
