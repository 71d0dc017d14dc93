import { ListNotificationsResponse, Notification, Pagination } from '@academy/contracts';
import { PayloadAction, createSlice } from '@reduxjs/toolkit';
import { RemoteStatus } from '../../lib/remote-status';

export interface NotificationsState {
  /** True while a user is signed in: the list is polled. */
  active: boolean;
  status: RemoteStatus;
  items: Notification[];
  unreadCount: number;
  pagination: Pagination | null;
  error: string | null;
  open: boolean;
  markAllStatus: RemoteStatus;
}

export const initialNotificationsState: NotificationsState = {
  active: false,
  status: 'idle',
  items: [],
  unreadCount: 0,
  pagination: null,
  error: null,
  open: false,
  markAllStatus: 'idle',
};

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
    listRequested(state) {
      if (state.status !== 'succeeded') state.status = 'loading';
    },
    listReceived(state, action: PayloadAction<ListNotificationsResponse>) {
      state.status = 'succeeded';
      state.error = null;
      state.items = action.payload.notifications;
      state.unreadCount = Math.max(0, action.payload.unreadCount);
      state.pagination = action.payload.pagination;
    },
    listFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    /** Notifications that were not there at the previous load (a role change, a new level...). */
    newArrived(_state, _action: PayloadAction<Notification[]>) {},
    /** Marks it read at once; the server's count replaces ours when it answers (spec part 1 §4). */
    itemClicked(state, action: PayloadAction<Notification>) {
      const item = state.items.find((n) => n._id === action.payload._id);
      if (item && !item.isRead) {
        item.isRead = true;
        state.unreadCount = Math.max(0, state.unreadCount - 1);
      }
      state.open = false;
    },
    itemMarkedRead(state, action: PayloadAction<{ notification: Notification; unreadCount: number }>) {
      state.items = state.items.map((n) => (n._id === action.payload.notification._id ? action.payload.notification : n));
      state.unreadCount = Math.max(0, action.payload.unreadCount);
    },
    markReadFailed(state, action: PayloadAction<{ id: string; message: string }>) {
      const item = state.items.find((n) => n._id === action.payload.id);
      if (item && item.isRead) {
        item.isRead = false;
        state.unreadCount += 1;
      }
    },
    allMarkReadRequested(state) {
      state.markAllStatus = 'loading';
    },
    allMarkedRead(state, action: PayloadAction<number>) {
      state.markAllStatus = 'succeeded';
      state.items = state.items.map((n) => ({ ...n, isRead: true }));
      state.unreadCount = Math.max(0, action.payload);
    },
    markAllFailed(state, _action: PayloadAction<string>) {
      state.markAllStatus = 'failed';
    },
  },
});

export const notificationsActions = notificationsSlice.actions;
export const notificationsReducer = notificationsSlice.reducer;
