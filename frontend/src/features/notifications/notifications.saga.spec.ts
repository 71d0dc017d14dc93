import { ListNotificationsResponse, Notification } from '@academy/contracts';
import { combineReducers } from '@reduxjs/toolkit';
import { recordingNotifier, settle, startSaga } from '../../../test/saga-harness';
import { ApiError } from '../../platform/api-client';
import { NotificationsApi } from './notifications.api';
import { createNotificationsSaga } from './notifications.saga';
import { remote } from '../../lib/remote';
import { selectNotificationBadge, selectNotificationItems, selectUnreadCount } from './notifications.selectors';
import { notificationsActions, notificationsReducer } from './notifications.slice';

const reducer = combineReducers({ notifications: notificationsReducer });

function note(id: string, isRead = false, overrides: Partial<Notification> = {}): Notification {
  return {
    _id: id,
    kind: 'system',
    title: `Thông báo ${id}`,
    message: 'Nội dung',
    link: null,
    isRead,
    createdAt: '2025-06-01T08:00:00.000Z',
    ...overrides,
  };
}

function page(notifications: Notification[]): ListNotificationsResponse {
  return {
    notifications,
    unreadCount: notifications.filter((n) => !n.isRead).length,
    pagination: { currentPage: 1, totalPages: 1, totalItems: notifications.length, limit: 10 },
  };
}

function setup(api: Partial<NotificationsApi>, pollMs = 20) {
  const notify = recordingNotifier();
  const saga = createNotificationsSaga({
    api: {
      list: async () => page([]),
      markRead: async (id) => ({ notification: note(id, true), unreadCount: 0 }),
      markAllRead: async () => ({ unreadCount: 0 }),
      ...api,
    },
    notify,
    pollMs,
  });
  return { harness: startSaga(reducer, saga), notify };
}

describe('notifications saga', () => {
  it('polls page 1 (10 a page) while signed in and stops at sign-out', async () => {
    const list = jest.fn(async () => page([note('a')]));
    const { harness } = setup({ list });
    await settle();
    expect(list).not.toHaveBeenCalled();
    harness.dispatch(notificationsActions.sessionStarted());
    harness.dispatch(notificationsActions.sessionStarted());
    await harness.waitFor(notificationsActions.listReceived.type, 3);
    expect(list).toHaveBeenCalledWith(1, 10);
    expect(harness.getState().notifications.active).toBe(true);
    expect(selectUnreadCount(harness.getState())).toBe(1);

    harness.dispatch(notificationsActions.sessionEnded());
    const calls = list.mock.calls.length;
    await new Promise((r) => setTimeout(r, 60));
    expect(list.mock.calls.length).toBe(calls);
    expect(harness.getState().notifications).toMatchObject({ active: false, list: { status: 'idle' } });
    expect(selectUnreadCount(harness.getState())).toBe(0);
  });

  it('refreshes when the bell is opened and reports notifications that were not there before', async () => {
    let items = [note('a', true)];
    const { harness } = setup({ list: async () => page(items) }, 60_000);
    harness.dispatch(notificationsActions.sessionStarted());
    await harness.waitFor(notificationsActions.listReceived.type);
    expect(harness.types()).not.toContain(notificationsActions.newArrived.type);

    items = [note('b', false, { kind: 'role_changed' }), ...items];
    harness.dispatch(notificationsActions.panelOpened());
    const arrived = await harness.waitFor(notificationsActions.newArrived.type);
    expect((arrived as ReturnType<typeof notificationsActions.newArrived>).payload.map((n) => n._id)).toEqual(['b']);
    expect(harness.getState().notifications.open).toBe(true);
    expect(selectUnreadCount(harness.getState())).toBe(1);
  });

  it('uses the spec fallback when the list cannot be loaded', async () => {
    const { harness, notify } = setup({ list: async () => Promise.reject(new ApiError('x', null, null, null, null)) }, 60_000);
    harness.dispatch(notificationsActions.sessionStarted());
    await harness.waitFor(notificationsActions.listFailed.type);
    expect(harness.getState().notifications.list).toMatchObject({ status: 'failed', error: { message: 'Failed to fetch notifications' } });
    expect(notify.calls).toEqual([]);
  });

  it('marks one read (count never below 0) and all read', async () => {
    const markRead = jest.fn(async (id: string) => ({ notification: note(id, true), unreadCount: 1 }));
    const { harness } = setup({ list: async () => page([note('a'), note('b')]), markRead }, 60_000);
    harness.dispatch(notificationsActions.sessionStarted());
    await harness.waitFor(notificationsActions.listReceived.type);

    harness.dispatch(notificationsActions.itemClicked(note('a')));
    expect(selectUnreadCount(harness.getState())).toBe(1);
    await harness.waitFor(notificationsActions.itemMarkedRead.type);
    expect(markRead).toHaveBeenCalledWith('a');
    // A read one costs no request.
    harness.dispatch(notificationsActions.itemClicked(note('a', true)));
    await settle();
    expect(markRead).toHaveBeenCalledTimes(1);

    harness.dispatch(notificationsActions.allMarkReadRequested());
    await harness.waitFor(notificationsActions.allMarkedRead.type);
    expect(selectUnreadCount(harness.getState())).toBe(0);
    expect(selectNotificationItems(harness.getState()).every((n) => n.isRead)).toBe(true);
  });

  it('puts the item back to unread, with the fallback toast, when marking fails', async () => {
    const { harness, notify } = setup(
      {
        list: async () => page([note('a')]),
        markRead: async () => Promise.reject(new ApiError('x', null, null, null, null)),
        markAllRead: async () => Promise.reject(new ApiError('x', null, null, null, null)),
      },
      60_000,
    );
    harness.dispatch(notificationsActions.sessionStarted());
    await harness.waitFor(notificationsActions.listReceived.type);
    harness.dispatch(notificationsActions.itemClicked(note('a')));
    await harness.waitFor(notificationsActions.markReadFailed.type);
    expect(selectUnreadCount(harness.getState())).toBe(1);
    harness.dispatch(notificationsActions.allMarkReadRequested());
    await harness.waitFor(notificationsActions.markAllFailed.type);
    expect(notify.calls.map((c) => c.message)).toEqual(['Failed to mark notification as read', 'Failed to mark all notifications as read']);
  });
});

describe('notification badge', () => {
  const badge = (unreadCount: number) =>
    selectNotificationBadge({ notifications: { ...notificationsReducer(undefined, { type: 'init' }), list: remote.succeeded({ ...page([]), unreadCount }) } });

  it('shows nothing at 0, the count up to 9 and "9+" above', () => {
    expect(badge(0)).toBeNull();
    expect(badge(1)).toBe('1');
    expect(badge(9)).toBe('9');
    expect(badge(10)).toBe('9+');
  });
});
