import { UserProfile } from '@academy/contracts';
import { EventChannel, Task, eventChannel } from 'redux-saga';
import { call, cancel, fork, put, select, take, takeLatest } from 'redux-saga/effects';
import { errorMessage } from '../../platform/api-client';
import { AuthGateway, AuthUser } from '../../platform/auth-gateway';
import { Notifier } from '../../platform/notify';
import { CONFIG_UNAVAILABLE_MESSAGE } from '../../platform/runtime-config';
import { AUTH_MESSAGES, authErrorMessage } from './auth-errors';
import { SessionApi } from './session.api';
import { SessionRootState } from './session.selectors';
import { sessionActions } from './session.slice';

export interface SessionSagaDeps {
  auth: AuthGateway;
  api: SessionApi;
  notify: Notifier;
  /** Resolves once the new page is on screen. */
  navigate(to: string): void | Promise<void>;
}

/** eventChannel needs a non-null value: wrap the user so "signed out" can travel through it. */
interface AuthEvent {
  user: AuthUser | null;
}

function authEvents(auth: AuthGateway): EventChannel<AuthEvent> {
  return eventChannel((emit) => auth.onAuthStateChanged((user) => emit({ user })));
}

export function createSessionSaga(deps: SessionSagaDeps) {
  function* loadProfile() {
    yield put(sessionActions.profileRequested());
    try {
      const profile: UserProfile = yield call(deps.api.fetchProfile);
      yield put(sessionActions.profileReceived(profile));
    } catch (error) {
      yield put(sessionActions.profileFailed(errorMessage(error, AUTH_MESSAGES.profileLoadFailed)));
    }
  }

  function* onAuthState({ user }: AuthEvent) {
    yield put(sessionActions.authStateChanged(user));
    // During an admin sign-in that saga loads the profile itself and decides what to keep.
    const loggingIn: boolean = yield select((s: SessionRootState) => s.session.adminLogin.status === 'loading');
    if (user && !loggingIn) yield call(loadProfile);
  }

  /** Only the latest auth state matters: a newer one cancels the profile load of the older. */
  function* watchAuthState() {
    const channel: EventChannel<AuthEvent> = yield call(authEvents, deps.auth);
    let current: Task | undefined;
    try {
      while (true) {
        const event: AuthEvent = yield take(channel);
        if (current) yield cancel(current);
        current = yield fork(onAuthState, event);
      }
    } finally {
      channel.close();
    }
  }

  function* adminLogin({ payload }: ReturnType<typeof sessionActions.adminLoginSubmitted>) {
    try {
      yield call(deps.auth.signIn, payload.email.trim(), payload.password);
    } catch (error) {
      const message = authErrorMessage(error);
      yield put(sessionActions.adminLoginFailed(message));
      deps.notify.error(message, { area: 'admin' });
      return;
    }
    let profile: UserProfile;
    try {
      profile = yield call(deps.api.fetchProfile);
    } catch (error) {
      yield call(refuse, errorMessage(error, AUTH_MESSAGES.profileLoadFailed));
      return;
    }
    if (profile.role !== 'admin') {
      yield call(refuse, AUTH_MESSAGES.notAdmin);
      return;
    }
    yield put(sessionActions.adminLoginSucceeded(profile));
    deps.notify.success(AUTH_MESSAGES.welcome(profile.name), { area: 'admin' });
    yield call(deps.navigate, '/admin/dashboard');
  }

  /** Spec part 1 §4: a sign-in whose profile cannot be used ends signed out. */
  function* refuse(message: string) {
    try {
      yield call(deps.auth.signOut);
    } catch {
      // The refusal is what the user needs to see; a failed sign-out changes nothing for them.
    }
    yield put(sessionActions.adminLoginFailed(message));
    deps.notify.error(message, { area: 'admin' });
  }

  function* logout() {
    const id = deps.notify.loading(AUTH_MESSAGES.loggingOut);
    try {
      yield call(deps.auth.signOut);
      // Reach home before the guards see "signed out, not logging out" and send the user to /login.
      yield call(deps.navigate, '/');
      yield put(sessionActions.loggedOut());
      deps.notify.success(AUTH_MESSAGES.logoutSucceeded, { id });
    } catch (error) {
      yield put(sessionActions.logoutFailed());
      deps.notify.error(error instanceof Error && error.message ? error.message : AUTH_MESSAGES.logoutFailed, { id });
    }
  }

  return function* sessionSaga() {
    yield takeLatest(sessionActions.adminLoginSubmitted.type, adminLogin);
    yield takeLatest(sessionActions.logoutRequested.type, logout);
    try {
      yield call(deps.auth.start);
    } catch {
      yield put(sessionActions.authUnavailable());
      deps.notify.error(CONFIG_UNAVAILABLE_MESSAGE);
      return;
    }
    yield call(watchAuthState);
  };
}
