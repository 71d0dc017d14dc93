import { all, put, spawn, takeEvery, takeLatest } from 'redux-saga/effects';
import { createCartSaga } from '../features/cart/cart.saga';
import { GUEST_OWNER } from '../features/cart/cart.storage';
import { cartActions } from '../features/cart/cart.slice';
import { createNotificationsApi } from '../features/notifications/notifications.api';
import { createNotificationsSaga } from '../features/notifications/notifications.saga';
import { notificationsActions } from '../features/notifications/notifications.slice';
import { createSessionApi } from '../features/session/session.api';
import { createSessionSaga } from '../features/session/session.saga';
import { sessionActions } from '../features/session/session.slice';
import { createSiteSettingsApi } from '../features/site-settings/site-settings.api';
import { createSiteSettingsSaga } from '../features/site-settings/site-settings.saga';
import { createThemeSaga } from '../features/theme/theme.saga';
import { toastNotifier } from '../platform/notify';
import { onUserReturn } from '../platform/signal';
import { AppServices } from './services';

/** Features never import each other: the app forwards "who is signed in" to the cart. */
function* cartFollowsSession() {
  yield takeLatest(
    [sessionActions.authStateChanged.type, sessionActions.authUnavailable.type],
    function* (action: { type: string; payload?: { uid: string } | null }) {
      yield put(cartActions.cartOwnerChanged(action.payload?.uid ?? GUEST_OWNER));
    },
  );
  yield takeEvery(sessionActions.signInSucceeded.type, function* (action: ReturnType<typeof sessionActions.signInSucceeded>) {
    yield put(cartActions.cartOwnerChanged(action.payload.user.uid));
  });
}

/** The bell polls while someone is signed in with a profile, and stops at sign-out. */
function* notificationsFollowSession() {
  yield takeEvery(
    [sessionActions.profileReceived.type, sessionActions.signInSucceeded.type, sessionActions.adminLoginSucceeded.type],
    function* () {
      yield put(notificationsActions.sessionStarted());
    },
  );
  yield takeEvery(sessionActions.authStateChanged.type, function* (action: ReturnType<typeof sessionActions.authStateChanged>) {
    if (action.payload === null) yield put(notificationsActions.sessionEnded());
  });
}

/**
 * A new notification may mean a new role or level: the session reloads the profile, so a promoted
 * user sees the new menu without signing in again. (The other features that change the profile
 * tell the session from their own modules in app/features/.)
 */
function* sessionFollowsNotifications() {
  yield takeLatest(notificationsActions.newArrived.type, function* () {
    yield put(sessionActions.profileRefreshRequested());
  });
}

/** Wires the essential features' sagas (app/essentials.ts) to the real browser, API and Firebase. */
export function createRootSaga({ client, auth, apiErrors, navigate, storage }: AppServices) {
  const sagas = [
    createSessionSaga({
      auth,
      api: createSessionApi(client),
      notify: toastNotifier,
      navigate,
      apiErrors,
      userReturns: (listener) => onUserReturn(listener),
    }),
    createNotificationsSaga({ api: createNotificationsApi(client), notify: toastNotifier }),
    createThemeSaga({ storage, matchMedia: window.matchMedia?.bind(window), root: document.documentElement }),
    createCartSaga({ storage, events: window, notify: toastNotifier, navigate }),
    createSiteSettingsSaga({ api: createSiteSettingsApi(client), notify: toastNotifier }),
    cartFollowsSession,
    notificationsFollowSession,
    sessionFollowsNotifications,
  ];
  return function* rootSaga() {
    // spawn: one feature's crash must not take the others down.
    yield all(sagas.map((saga) => spawn(saga)));
  };
}
