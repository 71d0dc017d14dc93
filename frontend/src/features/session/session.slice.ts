import { UserProfile } from '@academy/contracts';
import { PayloadAction, createSlice } from '@reduxjs/toolkit';
import { AuthUser } from '../../platform/auth-gateway';
import { RemoteStatus } from '../../lib/remote-status';

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
  logoutStatus: RemoteStatus;
}

export const initialSessionState: SessionState = {
  boot: 'pending',
  authAvailable: true,
  user: null,
  profile: null,
  profileStatus: 'idle',
  profileError: null,
  adminLogin: { status: 'idle', error: null },
  logoutStatus: 'idle',
};

export interface AdminLoginCredentials {
  email: string;
  password: string;
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
