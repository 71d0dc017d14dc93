import { assertNever } from '../../../../platform/domain/decider';
import type { InboxEvent } from './inbox.events';

export interface InboxState {
  /** Each notification in the inbox and whether it was read. A Map: ids arrive from URLs. */
  readonly isRead: ReadonlyMap<string, boolean>;
  /** Set when the account was deleted. */
  readonly cleared: boolean;
}

export const initialState: InboxState = { isRead: new Map(), cleared: false };

export function evolve(state: InboxState, event: InboxEvent): InboxState {
  switch (event.type) {
    case 'NotificationDelivered':
      return { ...state, isRead: new Map(state.isRead).set(event.data.notificationId, false) };
    case 'NotificationRead':
      return { ...state, isRead: new Map(state.isRead).set(event.data.notificationId, true) };
    case 'AllNotificationsRead':
      return { ...state, isRead: markRead(state.isRead, event.data.notificationIds) };
    case 'InboxCleared':
      return { isRead: new Map(), cleared: true };
    default:
      return assertNever(event);
  }
}

function markRead(isRead: ReadonlyMap<string, boolean>, ids: readonly string[]): ReadonlyMap<string, boolean> {
  const next = new Map(isRead);
  for (const id of ids) if (next.has(id)) next.set(id, true);
  return next;
}

export function unreadIds(state: InboxState): string[] {
  return [...state.isRead].filter(([, read]) => !read).map(([id]) => id);
}

/** Counted from the notifications themselves, so it can never drift below 0. */
export const unreadCount = (state: InboxState): number => unreadIds(state).length;
