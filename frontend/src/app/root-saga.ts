import { all, put, spawn, takeLatest } from 'redux-saga/effects';
import { createCartSaga } from '../features/cart/cart.saga';
import { GUEST_OWNER } from '../features/cart/cart.storage';
import { cartActions } from '../features/cart/cart.slice';
import { createContactApi } from '../features/contact/contact.api';
import { createContactSaga } from '../features/contact/contact.saga';
import { createSessionApi } from '../features/session/session.api';
import { createSessionSaga } from '../features/session/session.saga';
import { sessionActions } from '../features/session/session.slice';
import { createThemeSaga } from '../features/theme/theme.saga';
import { createApiClient } from '../platform/api-client';
import { createFirebaseAuthGateway, currentIdToken } from '../platform/firebase';
import { toastNotifier } from '../platform/notify';

export interface AppEnvironment {
  navigate(to: string): Promise<void>;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Features never import each other: the app forwards "who is signed in" to the cart. */
function* cartFollowsSession() {
  yield takeLatest(
    [sessionActions.authStateChanged.type, sessionActions.authUnavailable.type],
    function* (action: { type: string; payload?: { uid: string } | null }) {
      yield put(cartActions.cartOwnerChanged(action.payload?.uid ?? GUEST_OWNER));
    },
  );
}

/** Wires each feature saga to the real browser, API and Firebase. */
export function createRootSaga({ navigate }: AppEnvironment) {
  const client = createApiClient({ getIdToken: currentIdToken });
  const storage = safeLocalStorage();
  const sagas = [
    createSessionSaga({ auth: createFirebaseAuthGateway(client), api: createSessionApi(client), notify: toastNotifier, navigate }),
    createThemeSaga({ storage, matchMedia: window.matchMedia?.bind(window), root: document.documentElement }),
    createCartSaga({ storage, events: window }),
    createContactSaga({ api: createContactApi(client), notify: toastNotifier }),
    cartFollowsSession,
  ];
  return function* rootSaga() {
    // spawn: one feature's crash must not take the others down.
    yield all(sagas.map((saga) => spawn(saga)));
  };
}
