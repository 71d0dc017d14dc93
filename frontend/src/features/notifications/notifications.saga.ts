import { ListNotificationsResponse, NOTIFICATION_MESSAGES, Notification, ResponseOf } from '@academy/contracts';
import { Task } from 'redux-saga';
import { call, cancel, delay, fork, put, race, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { toRemoteError } from '../../lib/remote';
import { errorMessage } from '../../platform/api-client';
import { Notifier } from '../../platform/notify';
import { NotificationsApi } from './notifications.api';
import { notificationsActions } from './notifications.slice';

/** Spec part 1 §9: notifications come 10 at a time; the bell polls every 60 s while signed in. */
export const NOTIFICATIONS_PAGE_SIZE = 10;
export const NOTIFICATIONS_POLL_MS = 60_000;

export interface NotificationsSagaDeps {
  api: NotificationsApi;
  notify: Notifier;
  pollMs?: number;
}

export function createNotificationsSaga(deps: NotificationsSagaDeps) {
  /** Ids seen at the previous load; null before the first load of a session (nothing is "new" then). */
  let known: Set<string> | null = null;

  function* load() {
    yield put(notificationsActions.listRequested());
    try {
      const response: ListNotificationsResponse = yield call(deps.api.list, 1, NOTIFICATIONS_PAGE_SIZE);
      const previous = known;
      known = new Set(response.notifications.map((n) => n._id));
      yield put(notificationsActions.listReceived(response));
      const arrived: Notification[] = previous ? response.notifications.filter((n) => !previous.has(n._id) && !n.isRead) : [];
      if (arrived.length) yield put(notificationsActions.newArrived(arrived));
    } catch (error) {
      yield put(notificationsActions.listFailed(toRemoteError(error, NOTIFICATION_MESSAGES.fetchFailed)));
    }
  }

  /** Load now, then every poll interval, and at once whenever the bell is opened. */
  function* poll() {
    while (true) {
      yield call(load);
      yield race({
        tick: delay(deps.pollMs ?? NOTIFICATIONS_POLL_MS),
        opened: take(notificationsActions.panelOpened.type),
      });
    }
  }

  function* followSession() {
    while (true) {
      yield take(notificationsActions.sessionStarted.type);
      known = null;
      const poller: Task = yield fork(poll);
      yield take(notificationsActions.sessionEnded.type);
      yield cancel(poller);
      known = null;
    }
  }

  function* markRead({ payload }: ReturnType<typeof notificationsActions.itemClicked>) {
    if (payload.isRead) return;
    try {
      const response: ResponseOf<'markNotificationRead'> = yield call(deps.api.markRead, payload._id);
      yield put(notificationsActions.itemMarkedRead(response));
    } catch (error) {
      const message = errorMessage(error, NOTIFICATION_MESSAGES.markReadFailed);
      yield put(notificationsActions.markReadFailed({ id: payload._id, message }));
      deps.notify.error(message);
    }
  }

  function* markAllRead() {
    try {
      const response: ResponseOf<'markAllNotificationsRead'> = yield call(deps.api.markAllRead);
      yield put(notificationsActions.allMarkedRead(response.unreadCount));
    } catch (error) {
      const failure = toRemoteError(error, NOTIFICATION_MESSAGES.markAllFailed);
      yield put(notificationsActions.markAllFailed(failure));
      deps.notify.error(failure.message);
    }
  }

  return function* notificationsSaga() {
    yield fork(followSession);
    yield takeEvery(notificationsActions.itemClicked.type, markRead);
    yield takeLatest(notificationsActions.allMarkReadRequested.type, markAllRead);
  };
}
