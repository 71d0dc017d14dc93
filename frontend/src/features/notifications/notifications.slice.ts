import { ListNotificationsResponse, Notification } from '@academy/contracts';
import { PayloadAction, createSlice } from '@reduxjs/toolkit';
import { Remote, RemoteError, dataOf, remote } from '../../lib/remote';

export interface NotificationsState {
  /** True while a user is signed in: the list is polled. */
  active: boolean;
  /** The latest page with the unread count; marking read changes it at once, the server's answer corrects it. */
  list: Remote<ListNotificationsResponse>;
  open: boolean;
  markAll: Remote<void>;
}

export const initialNotificationsState: NotificationsState = {
  active: false,
  list: remote.idle(),
  open: false,
  markAll: remote.idle(),
};

/** The unread count is never shown below zero. */
function setUnread(page: ListNotificationsResponse, count: number) {
  page.unreadCount = Math.max(0, count);
}

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: initialNotificationsState,
  reducers: {
    sessionStarted(state) {
      state.active = true;
    },
    sessionEnded() {
      return initialNotificationsState;
    },
    panelOpened(state) {
      state.open = true;
    },
    panelClosed(state) {
      state.open = false;
    },
    /** A poll after the first load refreshes quietly. */
    listRequested(state) {
      if (state.list.status !== 'succeeded') state.list = remote.reload(state.list);
    },
    listReceived(state, action: PayloadAction<ListNotificationsResponse>) {
      state.list = remote.succeeded({ ...action.payload, unreadCount: Math.max(0, action.payload.unreadCount) });
    },
    listFailed(state, action: PayloadAction<RemoteError>) {
      state.list = remote.fail(state.list, action.payload);
    },
    /** Notifications that were not there at the previous load (a role change, a new level...). */
    newArrived(_state, _action: PayloadAction<Notification[]>) {},
    /** Marks it read at once; the server's count replaces ours when it answers (spec part 1 §4). */
    itemClicked(state, action: PayloadAction<Notification>) {
      state.open = false;
      const page = dataOf(state.list);
      const item = page?.notifications.find((n) => n._id === action.payload._id);
      if (!page || !item || item.isRead) return;
      item.isRead = true;
      setUnread(page, page.unreadCount - 1);
    },
    itemMarkedRead(state, action: PayloadAction<{ notification: Notification; unreadCount: number }>) {
      const page = dataOf(state.list);
      if (!page) return;
      const { notification } = action.payload;
      page.notifications = page.notifications.map((n) => (n._id === notification._id ? notification : n));
      setUnread(page, action.payload.unreadCount);
    },
    markReadFailed(state, action: PayloadAction<{ id: string; message: string }>) {
      const page = dataOf(state.list);
      const item = page?.notifications.find((n) => n._id === action.payload.id);
      if (!page || !item || !item.isRead) return;
      item.isRead = false;
      page.unreadCount += 1;
    },
    allMarkReadRequested(state) {
      state.markAll = remote.loading();
    },
    allMarkedRead(state, action: PayloadAction<number>) {
      state.markAll = remote.done();
      const page = dataOf(state.list);
      if (!page) return;
      page.notifications = page.notifications.map((n) => ({ ...n, isRead: true }));
      setUnread(page, action.payload);
    },
    markAllFailed(state, action: PayloadAction<RemoteError>) {
      state.markAll = remote.failed(action.payload);
    },
  },
});

export const notificationsActions = notificationsSlice.actions;
export const notificationsReducer = notificationsSlice.reducer;
