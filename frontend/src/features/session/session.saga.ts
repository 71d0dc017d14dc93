import { AUTH_MESSAGES, GENERIC_ERROR_MESSAGE, IDENTITY_ERRORS, ResponseOf, UserProfile } from '@academy/contracts';
import { EventChannel, Task, eventChannel } from 'redux-saga';
import { call, cancel, delay, fork, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { remoteError, toRemoteError } from '../../lib/remote';
import { ApiError, errorMessage, isAccountDisabled } from '../../platform/api-client';
import { AuthGateway, AuthUser, SocialProvider, authErrorCode } from '../../platform/auth-gateway';
import { Notifier } from '../../platform/notify';
import { CONFIG_UNAVAILABLE_MESSAGE } from '../../platform/runtime-config';
import { SESSION_MESSAGES, authErrorMessage, isPopupDismissed } from './auth-errors';
import { EnsureProfileResponse, SessionApi, SignUpChoices } from './session.api';
import { SessionRootState, selectAuthFlowBusy, selectConsent, selectProfile } from './session.selectors';
import { sessionActions } from './session.slice';

/** One toast for a disabled account, however many calls discover it at once. */
export const ACCOUNT_DISABLED_TOAST_ID = 'account-disabled';
/** Spec part 1 §9. */
export const WELCOME_POPUP_MS = 15000;

export interface SessionSagaDeps {
  auth: AuthGateway;
  api: SessionApi;
  notify: Notifier;
  /** Resolves once the new page is on screen. */
  navigate(to: string): void | Promise<void>;
  /** Every failed API call (the api client's onError): a 403 ACCOUNT_DISABLED ends the session. */
  apiErrors?: { subscribe(listener: (error: ApiError) => void): () => void };
  /** Calls back when the user returns to the tab: the profile is reloaded (a role may have changed). */
  userReturns?: (listener: () => void) => () => void;
  welcomePopupMs?: number;
}

/** eventChannel needs a non-null value: wrap the user so "signed out" can travel through it. */
interface AuthEvent {
  user: AuthUser | null;
}

function authEvents(auth: AuthGateway): EventChannel<AuthEvent> {
  return eventChannel((emit) => auth.onAuthStateChanged((user) => emit({ user })));
}

const panelBusy = (s: SessionRootState) => s.session.authPanel.request.status === 'loading';

export function createSessionSaga(deps: SessionSagaDeps) {
  /** A profile the server has not created yet (first sign-in that never synced) is created, then read. */
  function* fetchProfileEnsuring(): Generator<unknown, UserProfile, never> {
    try {
      return (yield call(deps.api.fetchProfile)) as UserProfile;
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== 'PROFILE_MISSING') throw error;
      yield call(deps.api.ensureProfile);
      return (yield call(deps.api.fetchProfile)) as UserProfile;
    }
  }

  function* loadProfile() {
    yield put(sessionActions.profileRequested());
    try {
      const profile: UserProfile = yield call(fetchProfileEnsuring);
      yield put(sessionActions.profileReceived(profile));
    } catch (error) {
      yield put(sessionActions.profileFailed(toRemoteError(error, IDENTITY_ERRORS.PROFILE_MISSING)));
    }
  }

  function* onAuthState({ user }: AuthEvent) {
    // The sign-in panel's flow puts the user together with the profile once both are known.
    const flowOwnsUser: boolean = yield select(panelBusy);
    if (user && flowOwnsUser) return;
    yield put(sessionActions.authStateChanged(user));
    // During an admin sign-in that saga loads the profile itself and decides what to keep.
    const busy: boolean = yield select(selectAuthFlowBusy);
    if (user && !busy) yield call(loadProfile);
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

  function* signOutQuietly() {
    try {
      yield call(deps.auth.signOut);
    } catch {
      // The refusal is what the user needs to see; a failed sign-out changes nothing for them.
    }
  }

  /**
   * The panel shows the reason inline, and only there: a form that shows its error does not toast it
   * too (docs/decisions.md, "Polish for a first visitor"; spec part 1 §4's error toast is that alert).
   */
  function* failSignIn(message: string) {
    yield put(sessionActions.signInFailed(remoteError(message)));
  }

  /** After the provider said yes: sync the profile with our server, load it, greet the user. */
  function* completeSignIn(user: AuthUser, choices?: SignUpChoices) {
    let ensured: EnsureProfileResponse;
    try {
      ensured = yield choices ? call(deps.api.ensureProfile, choices) : call(deps.api.ensureProfile);
    } catch (error) {
      yield call(signOutQuietly);
      yield call(failSignIn, isAccountDisabled(error) ? IDENTITY_ERRORS.ACCOUNT_DISABLED : errorMessage(error, AUTH_MESSAGES.profileSyncFailed));
      return;
    }
    let profile: UserProfile;
    try {
      profile = yield call(deps.api.fetchProfile);
    } catch (error) {
      yield call(signOutQuietly);
      yield call(failSignIn, isAccountDisabled(error) ? IDENTITY_ERRORS.ACCOUNT_DISABLED : errorMessage(error, IDENTITY_ERRORS.PROFILE_MISSING));
      return;
    }
    yield put(sessionActions.signInSucceeded({ user, profile, isActive: ensured.isActive }));
    deps.notify.success(AUTH_MESSAGES.loginSuccess(profile.name));
  }

  function* signInWithPassword({ payload }: ReturnType<typeof sessionActions.signInSubmitted>) {
    let user: AuthUser;
    try {
      user = yield call(deps.auth.signIn, payload.email.trim(), payload.password);
    } catch (error) {
      yield call(failSignIn, authErrorMessage(error));
      return;
    }
    if (!user.emailVerified) {
      // Spec part 1 §4: re-send the verification email, sign out, say so.
      let sent = true;
      try {
        yield call(deps.auth.sendEmailVerification);
      } catch {
        // 'auth/too-many-requests' (or any other refusal): an email went out recently, or none could.
        sent = false;
      }
      yield call(signOutQuietly);
      yield call(failSignIn, sent ? AUTH_MESSAGES.unverified : IDENTITY_ERRORS.EMAIL_NOT_VERIFIED);
      return;
    }
    yield call(completeSignIn, user);
  }

  function* signUpWithProvider({ payload: { provider, choices } }: ReturnType<typeof sessionActions.socialSignUpStarted>) {
    yield call(signInWithProvider, { type: sessionActions.socialSignInStarted.type, payload: provider }, choices);
  }

  function* signInWithProvider({ payload: provider }: ReturnType<typeof sessionActions.socialSignInStarted>, choices?: SignUpChoices) {
    let user: AuthUser;
    try {
      user = yield call(deps.auth.signInWithProvider, provider);
    } catch (error) {
      if (isPopupDismissed(error)) {
        yield put(sessionActions.signInCancelled());
        return;
      }
      if (provider === 'facebook' && authErrorCode(error) === 'auth/account-exists-with-different-credential') {
        // Spec part 1 §8: shown in the panel only, never as a toast.
        yield put(sessionActions.signInFailed(remoteError(AUTH_MESSAGES.facebookOtherMethod)));
        return;
      }
      yield call(failSignIn, authErrorMessage(error, providerFallback(provider)));
      return;
    }
    yield call(completeSignIn, user, choices);
  }

  function* signUp({ payload }: ReturnType<typeof sessionActions.signUpSubmitted>) {
    try {
      yield call(deps.api.register, payload);
    } catch (error) {
      // The panel shows it inline.
      yield put(sessionActions.signUpFailed(toRemoteError(error, GENERIC_ERROR_MESSAGE)));
      return;
    }
    try {
      // The verification email goes out from the new account itself, which then signs out.
      yield call(deps.auth.signIn, payload.email.trim(), payload.password);
      yield call(deps.auth.sendEmailVerification);
    } catch {
      // The account exists: its first sign-in re-sends the verification email.
    }
    yield call(signOutQuietly);
    yield put(sessionActions.signUpSucceeded({ email: payload.email.trim() }));
  }

  function* expireWelcome() {
    yield delay(deps.welcomePopupMs ?? WELCOME_POPUP_MS);
    yield put(sessionActions.welcomeExpired());
  }

  function* adminLogin({ payload }: ReturnType<typeof sessionActions.adminLoginSubmitted>) {
    try {
      yield call(deps.auth.signIn, payload.email.trim(), payload.password);
    } catch (error) {
      yield call(refuseAdmin, authErrorMessage(error), false);
      return;
    }
    let profile: UserProfile;
    try {
      profile = yield call(deps.api.fetchProfile);
    } catch (error) {
      yield call(refuseAdmin, errorMessage(error, IDENTITY_ERRORS.PROFILE_MISSING));
      return;
    }
    if (profile.role !== 'admin') {
      yield call(refuseAdmin, SESSION_MESSAGES.notAdmin);
      return;
    }
    yield put(sessionActions.adminLoginSucceeded(profile));
    deps.notify.success(AUTH_MESSAGES.loginSuccess(profile.name), { area: 'admin' });
    yield call(deps.navigate, '/admin/dashboard');
  }

  /** Spec part 1 §4: a sign-in whose profile cannot be used ends signed out. */
  function* refuseAdmin(message: string, signedIn = true) {
    if (signedIn) yield call(signOutQuietly);
    // The form's alert says it; no toast on top.
    yield put(sessionActions.adminLoginFailed(remoteError(message)));
  }

  function* logout() {
    const id = deps.notify.loading(SESSION_MESSAGES.loggingOut);
    try {
      yield call(deps.auth.signOut);
      // Reach home before the guards see "signed out, not logging out" and send the user to /login.
      yield call(deps.navigate, '/');
      yield put(sessionActions.loggedOut());
      deps.notify.success(AUTH_MESSAGES.logoutSuccess, { id });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : AUTH_MESSAGES.logoutFailed;
      yield put(sessionActions.logoutFailed(remoteError(message)));
      deps.notify.error(message, { id });
    }
  }

  /** The consent dialog's yes: the profile it answers with closes the dialog. */
  function* giveConsent({ payload }: ReturnType<typeof sessionActions.consentSubmitted>) {
    const { attemptKey }: SessionRootState['session']['consent'] = yield select(selectConsent);
    try {
      const answer: ResponseOf<'giveMyConsent'> = yield call(deps.api.giveConsent, { acceptTerms: true, marketingEmails: payload.marketingEmails }, attemptKey);
      yield put(sessionActions.consentRecorded(answer.profile));
      deps.notify.success(answer.message);
    } catch (error) {
      // The dialog shows the message; it stays open.
      yield put(sessionActions.consentFailed(toRemoteError(error, GENERIC_ERROR_MESSAGE)));
    }
  }

  /** A background reload: no spinner, no toast; a disabled account is handled by the global rule. */
  function* refreshProfile() {
    const user: SessionRootState['session']['user'] = yield select((s: SessionRootState) => s.session.user);
    const profile: UserProfile | null = yield select(selectProfile);
    const busy: boolean = yield select(selectAuthFlowBusy);
    if (!user || !profile || busy) return;
    try {
      const fresh: UserProfile = yield call(deps.api.fetchProfile);
      yield put(sessionActions.profileRefreshed(fresh));
    } catch {
      // The profile on screen stays; the next focus or notification tries again.
    }
  }

  /** Global rule: any API call answering 403 ACCOUNT_DISABLED signs the user out with the spec's text. */
  function* watchAccountDisabled() {
    const source = deps.apiErrors;
    if (!source) return;
    const channel: EventChannel<true> = yield call(() =>
      eventChannel<true>((emit) => source.subscribe((error) => isAccountDisabled(error) && emit(true))),
    );
    yield takeEvery(channel, function* onAccountDisabled() {
      // A sign-in under way reports it in its own words.
      const busy: boolean = yield select(selectAuthFlowBusy);
      if (busy) return;
      const signedIn: boolean = yield select((s: SessionRootState) => s.session.user !== null);
      if (!signedIn) return;
      yield put(sessionActions.accountDisabledDetected());
      yield call(signOutQuietly);
      deps.notify.error(IDENTITY_ERRORS.ACCOUNT_DISABLED, { id: ACCOUNT_DISABLED_TOAST_ID });
    });
  }

  function* watchUserReturns() {
    const source = deps.userReturns;
    if (!source) return;
    const channel: EventChannel<true> = yield call(() => eventChannel<true>((emit) => source(() => emit(true))));
    yield takeLatest(channel, function* onReturn() {
      yield put(sessionActions.profileRefreshRequested());
    });
  }

  return function* sessionSaga() {
    yield takeLatest(sessionActions.adminLoginSubmitted.type, adminLogin);
    yield takeLatest(sessionActions.signInSubmitted.type, signInWithPassword);
    yield takeLatest(sessionActions.socialSignInStarted.type, signInWithProvider);
    yield takeLatest(sessionActions.socialSignUpStarted.type, signUpWithProvider);
    yield takeLatest(sessionActions.signUpSubmitted.type, signUp);
    yield takeLatest(sessionActions.signInSucceeded.type, expireWelcome);
    yield takeLatest(sessionActions.logoutRequested.type, logout);
    yield takeLeading(sessionActions.consentSubmitted.type, giveConsent);
    yield takeLatest(sessionActions.profileRefreshRequested.type, refreshProfile);
    yield takeLatest(sessionActions.profileReloadRequested.type, loadProfile);
    yield fork(watchAccountDisabled);
    yield fork(watchUserReturns);
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

function providerFallback(provider: SocialProvider): string {
  return provider === 'facebook' ? AUTH_MESSAGES.facebookFailed : SESSION_MESSAGES.googleFailed;
}
