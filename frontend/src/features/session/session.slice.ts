import { RegisterRequest, UserProfile } from '@academy/contracts';
import { PayloadAction, createSlice } from '@reduxjs/toolkit';
import { AuthUser, SocialProvider } from '../../platform/auth-gateway';
import { RemoteStatus } from '../../lib/remote-status';
import { AuthField, AuthFieldErrors, AuthFormErrors, AuthMode } from './auth-form';

export type WelcomeKind = 'welcome' | 'welcome-back';

export interface SessionState {
  /** 'pending' until the first auth state (and, when signed in, its profile) is known. */
  boot: 'pending' | 'ready';
  /** False when the runtime config or Firebase could not be loaded: the site runs signed out. */
  authAvailable: boolean;
  user: AuthUser | null;
  profile: UserProfile | null;
  profileStatus: RemoteStatus;
  profileError: string | null;
  adminLogin: { status: RemoteStatus; error: string | null };
  /** The one sign-in/sign-up panel (spec part 1 §2.7), in the modal or on /login and /register. */
  authPanel: {
    mode: AuthMode;
    modalOpen: boolean;
    status: RemoteStatus;
    /** Which button started the flow under way (its spinner). */
    pending: 'password' | 'register' | SocialProvider | null;
    error: string | null;
    fieldErrors: AuthFieldErrors;
  };
  /** Set after a sign-up: the full-screen "check your inbox" popup. */
  signUpNotice: { email: string } | null;
  /** The welcome (inactive profile) or welcome-back (active profile) popup after a sign-in. */
  welcome: { kind: WelcomeKind; name: string } | null;
  logoutStatus: RemoteStatus;
}

const idlePanel = (mode: AuthMode = 'login'): SessionState['authPanel'] => ({
  mode,
  modalOpen: false,
  status: 'idle',
  pending: null,
  error: null,
  fieldErrors: {},
});

export const initialSessionState: SessionState = {
  boot: 'pending',
  authAvailable: true,
  user: null,
  profile: null,
  profileStatus: 'idle',
  profileError: null,
  adminLogin: { status: 'idle', error: null },
  authPanel: idlePanel(),
  signUpNotice: null,
  welcome: null,
  logoutStatus: 'idle',
};

export interface AdminLoginCredentials {
  email: string;
  password: string;
}

export interface SignInSuccess {
  user: AuthUser;
  profile: UserProfile;
  /** From ensure-user-profile: an active profile is greeted back, an inactive one welcomed. */
  isActive: boolean;
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
        state.profile = null;
        state.profileStatus = 'idle';
        state.profileError = null;
        state.boot = 'ready';
      }
    },
    profileRequested(state) {
      state.profileStatus = 'loading';
      state.profileError = null;
    },
    profileReceived(state, action: PayloadAction<UserProfile>) {
      state.profile = action.payload;
      state.profileStatus = 'succeeded';
      state.boot = 'ready';
    },
    profileFailed(state, action: PayloadAction<string>) {
      state.profileStatus = 'failed';
      state.profileError = action.payload;
      state.boot = 'ready';
    },
    /** Window focus, a new notification: reload the profile in the background (no spinner). */
    profileRefreshRequested(_state) {},
    /** A newer copy of the profile (background reload, or the user saved it on /profile). */
    profileRefreshed(state, action: PayloadAction<UserProfile>) {
      if (!state.user || state.user.uid !== action.payload.uid) return;
      state.profile = action.payload;
      state.profileStatus = 'succeeded';
      state.profileError = null;
    },

    adminLoginSubmitted(state, _action: PayloadAction<AdminLoginCredentials>) {
      state.adminLogin = { status: 'loading', error: null };
    },
    /** Client-side validation refused the form; nothing was sent. */
    adminLoginRejected(state, action: PayloadAction<string>) {
      state.adminLogin = { status: 'failed', error: action.payload };
    },
    adminLoginSucceeded(state, action: PayloadAction<UserProfile>) {
      state.adminLogin = { status: 'succeeded', error: null };
      state.profile = action.payload;
      state.profileStatus = 'succeeded';
      state.profileError = null;
    },
    adminLoginFailed(state, action: PayloadAction<string>) {
      state.adminLogin = { status: 'failed', error: action.payload };
    },
    /** The user typed again: the spec clears form errors on input. */
    adminLoginEdited(state) {
      if (state.adminLogin.status === 'failed') state.adminLogin = { status: 'idle', error: null };
    },

    authModalOpened(state, action: PayloadAction<AuthMode>) {
      state.authPanel = { ...idlePanel(action.payload), modalOpen: true };
    },
    authModalClosed(state) {
      if (state.authPanel.status === 'loading') return;
      state.authPanel = idlePanel(state.authPanel.mode);
    },
    /** The panel's login/sign-up toggle, or a page (/login, /register) showing it in a mode. */
    authModeChosen(state, action: PayloadAction<AuthMode>) {
      if (state.authPanel.status === 'loading') return;
      state.authPanel = { ...idlePanel(action.payload), modalOpen: state.authPanel.modalOpen };
    },
    authFormEdited(state, action: PayloadAction<AuthField>) {
      delete state.authPanel.fieldErrors[action.payload];
      state.authPanel.error = null;
      if (state.authPanel.status === 'failed') state.authPanel.status = 'idle';
    },
    /** Client-side validation refused the form; nothing was sent. */
    authFormRejected(state, action: PayloadAction<AuthFormErrors>) {
      state.authPanel.status = 'failed';
      state.authPanel.error = action.payload.form;
      state.authPanel.fieldErrors = action.payload.fields;
    },
    signInSubmitted(state, _action: PayloadAction<AdminLoginCredentials>) {
      state.authPanel = { ...state.authPanel, status: 'loading', pending: 'password', error: null, fieldErrors: {} };
    },
    socialSignInStarted(state, action: PayloadAction<SocialProvider>) {
      state.authPanel = { ...state.authPanel, status: 'loading', pending: action.payload, error: null, fieldErrors: {} };
    },
    signUpSubmitted(state, _action: PayloadAction<RegisterRequest>) {
      state.authPanel = { ...state.authPanel, status: 'loading', pending: 'register', error: null, fieldErrors: {} };
    },
    signInSucceeded(state, action: PayloadAction<SignInSuccess>) {
      const { user, profile, isActive } = action.payload;
      state.user = user;
      state.profile = profile;
      state.profileStatus = 'succeeded';
      state.profileError = null;
      state.boot = 'ready';
      state.authPanel = { ...idlePanel('login'), status: 'succeeded' };
      state.welcome = { kind: isActive ? 'welcome-back' : 'welcome', name: profile.name };
    },
    /** `message` shows in the panel; the saga decides whether a toast goes with it. */
    signInFailed(state, action: PayloadAction<string>) {
      state.authPanel = { ...state.authPanel, status: 'failed', pending: null, error: action.payload, fieldErrors: {} };
    },
    /** The Google or Facebook popup was closed: nothing to say. */
    signInCancelled(state) {
      state.authPanel = { ...state.authPanel, status: 'idle', pending: null };
    },
    signUpSucceeded(state, action: PayloadAction<{ email: string }>) {
      state.authPanel = { ...idlePanel('login'), status: 'succeeded' };
      state.signUpNotice = { email: action.payload.email };
    },
    signUpFailed(state, action: PayloadAction<{ message: string; fieldErrors: AuthFieldErrors }>) {
      state.authPanel = {
        ...state.authPanel,
        status: 'failed',
        pending: null,
        error: action.payload.message,
        fieldErrors: action.payload.fieldErrors,
      };
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

    logoutRequested(state) {
      state.logoutStatus = 'loading';
    },
    loggedOut(state) {
      state.logoutStatus = 'succeeded';
    },
    logoutFailed(state) {
      state.logoutStatus = 'failed';
    },
  },
});

export const sessionActions = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
