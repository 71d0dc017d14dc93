import type { SignUpChoices } from './session.api';
import { RegisterRequest, UserProfile } from '@academy/contracts';
import { PayloadAction, createSlice, nanoid } from '@reduxjs/toolkit';
import { Remote, RemoteError, remote } from '../../lib/remote';
import { AuthUser, SocialProvider } from '../../platform/auth-gateway';
import { AuthMode, Credentials } from './auth-form';

export type WelcomeKind = 'welcome' | 'welcome-back';

export interface SessionState {
  /** 'pending' until the first auth state (and, when signed in, its profile) is known. */
  boot: 'pending' | 'ready';
  /** False when the runtime config or Firebase could not be loaded: the site runs signed out. */
  authAvailable: boolean;
  user: AuthUser | null;
  /** The signed-in user's profile: the one copy every screen reads (pages hand it to other features). */
  profile: Remote<UserProfile>;
  adminLogin: Remote<void>;
  /** The one sign-in/sign-up panel (spec part 1 §2.7), in the modal or on /login and /register. */
  authPanel: {
    mode: AuthMode;
    modalOpen: boolean;
    /** Which button started the flow under way (its spinner). */
    pending: 'password' | 'register' | SocialProvider | null;
    request: Remote<void>;
  };
  /** Set after a sign-up: the full-screen "check your inbox" popup. */
  signUpNotice: { email: string } | null;
  /** The welcome (inactive profile) or welcome-back (active profile) popup after a sign-in. */
  welcome: { kind: WelcomeKind; name: string } | null;
  logout: Remote<void>;
  /**
   * The consent dialog (a profile whose `consentNeeded` is true): its answer under way, and the
   * Idempotency-Key of the current attempt (kept across retries, new after a recorded answer).
   */
  consent: { request: Remote<void>; attemptKey: string };
}

const idlePanel = (mode: AuthMode = 'login'): SessionState['authPanel'] => ({
  mode,
  modalOpen: false,
  pending: null,
  request: remote.idle(),
});

export const initialSessionState: SessionState = {
  boot: 'pending',
  authAvailable: true,
  user: null,
  profile: remote.idle(),
  adminLogin: remote.idle(),
  authPanel: idlePanel(),
  signUpNotice: null,
  welcome: null,
  logout: remote.idle(),
  consent: { request: remote.idle(), attemptKey: nanoid() },
};

export interface SignInSuccess {
  user: AuthUser;
  profile: UserProfile;
  /** From ensure-user-profile: an active profile is greeted back, an inactive one welcomed. */
  isActive: boolean;
}

const panelBusy = (state: SessionState) => state.authPanel.request.status === 'loading';

function startFlow(state: SessionState, pending: SessionState['authPanel']['pending']) {
  state.authPanel = { ...state.authPanel, pending, request: remote.loading() };
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    authUnavailable(state) {
      state.authAvailable = false;
      state.boot = 'ready';
    },
    authStateChanged(state, action: PayloadAction<AuthUser | null>) {
      state.user = action.payload;
      if (action.payload === null) {
        state.profile = remote.idle();
        state.boot = 'ready';
      }
    },
    profileRequested(state) {
      state.profile = remote.loading();
    },
    profileReceived(state, action: PayloadAction<UserProfile>) {
      state.profile = remote.succeeded(action.payload);
      state.boot = 'ready';
    },
    profileFailed(state, action: PayloadAction<RemoteError>) {
      state.profile = remote.failed(action.payload);
      state.boot = 'ready';
    },
    /** The user asked to try again after a failed load: the saga loads it as at sign-in. */
    profileReloadRequested(_state) {},
    /** Window focus, a new notification, a page showing it: reload the profile in the background (no spinner). */
    profileRefreshRequested(_state) {},
    /** A newer copy of the profile (background reload, or the user saved it on /profile). */
    profileRefreshed(state, action: PayloadAction<UserProfile>) {
      if (!state.user || state.user.uid !== action.payload.uid) return;
      state.profile = remote.succeeded(action.payload);
    },

    adminLoginSubmitted(state, _action: PayloadAction<Credentials>) {
      state.adminLogin = remote.loading();
    },
    adminLoginSucceeded(state, action: PayloadAction<UserProfile>) {
      state.adminLogin = remote.done();
      state.profile = remote.succeeded(action.payload);
    },
    adminLoginFailed(state, action: PayloadAction<RemoteError>) {
      state.adminLogin = remote.failed(action.payload);
    },

    authModalOpened(state, action: PayloadAction<AuthMode>) {
      state.authPanel = { ...idlePanel(action.payload), modalOpen: true };
    },
    authModalClosed(state) {
      if (panelBusy(state)) return;
      state.authPanel = idlePanel(state.authPanel.mode);
    },
    /** The panel's login/sign-up toggle, or a page (/login, /register) showing it in a mode. */
    authModeChosen(state, action: PayloadAction<AuthMode>) {
      if (panelBusy(state)) return;
      state.authPanel = { ...idlePanel(action.payload), modalOpen: state.authPanel.modalOpen };
    },
    signInSubmitted(state, _action: PayloadAction<Credentials>) {
      startFlow(state, 'password');
    },
    socialSignInStarted(state, action: PayloadAction<SocialProvider>) {
      startFlow(state, action.payload);
    },
    /** Google or Facebook from the sign-up tab, with the boxes the person ticked. */
    socialSignUpStarted(state, action: PayloadAction<{ provider: SocialProvider; choices: SignUpChoices }>) {
      startFlow(state, action.payload.provider);
    },
    signUpSubmitted(state, _action: PayloadAction<RegisterRequest>) {
      startFlow(state, 'register');
    },
    signInSucceeded(state, action: PayloadAction<SignInSuccess>) {
      const { user, profile, isActive } = action.payload;
      state.user = user;
      state.profile = remote.succeeded(profile);
      state.boot = 'ready';
      state.authPanel = { ...idlePanel('login'), request: remote.done() };
      state.welcome = { kind: isActive ? 'welcome-back' : 'welcome', name: profile.name };
    },
    /** The panel shows the message; the saga decides whether a toast goes with it. */
    signInFailed(state, action: PayloadAction<RemoteError>) {
      state.authPanel = { ...state.authPanel, pending: null, request: remote.failed(action.payload) };
    },
    /** The Google or Facebook popup was closed: nothing to say. */
    signInCancelled(state) {
      state.authPanel = { ...state.authPanel, pending: null, request: remote.idle() };
    },
    signUpSucceeded(state, action: PayloadAction<{ email: string }>) {
      state.authPanel = { ...idlePanel('login'), request: remote.done() };
      state.signUpNotice = { email: action.payload.email };
    },
    signUpFailed(state, action: PayloadAction<RemoteError>) {
      state.authPanel = { ...state.authPanel, pending: null, request: remote.failed(action.payload) };
    },
    signUpNoticeClosed(state) {
      state.signUpNotice = null;
    },
    welcomeClosed(state) {
      state.welcome = null;
    },
    /** Spec part 1 §9: the welcome popup lasts 15 s. */
    welcomeExpired(state) {
      state.welcome = null;
    },
    /** An API call answered 403 ACCOUNT_DISABLED: the saga signs the user out. */
    accountDisabledDetected(state) {
      state.welcome = null;
    },

    /** The consent dialog's submit: the terms box ticked, and the marketing box as it stands. */
    consentSubmitted(state, _action: PayloadAction<{ marketingEmails: boolean }>) {
      state.consent.request = remote.loading();
    },
    consentRecorded(state, action: PayloadAction<UserProfile>) {
      state.consent = { request: remote.done(), attemptKey: nanoid() };
      if (state.user && state.user.uid === action.payload.uid) state.profile = remote.succeeded(action.payload);
    },
    consentFailed(state, action: PayloadAction<RemoteError>) {
      state.consent.request = remote.failed(action.payload);
    },

    logoutRequested(state) {
      state.logout = remote.loading();
    },
    loggedOut(state) {
      state.logout = remote.done();
    },
    logoutFailed(state, action: PayloadAction<RemoteError>) {
      state.logout = remote.failed(action.payload);
    },
  },
});

export const sessionActions = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
