import { Role } from '@academy/contracts';
import { dataOf } from '../../lib/remote';
import { SessionState } from './session.slice';

export interface SessionRootState {
  session: SessionState;
}

export const selectSession = (state: SessionRootState) => state.session;
export const selectBootReady = (state: SessionRootState) => state.session.boot === 'ready';
export const selectUser = (state: SessionRootState) => state.session.user;
/** The profile with its loading state, for the screens that show both (/profile). */
export const selectProfileRemote = (state: SessionRootState) => state.session.profile;
export const selectProfile = (state: SessionRootState) => dataOf(state.session.profile) ?? null;
export const selectRole = (state: SessionRootState): Role | null => selectProfile(state)?.role ?? null;
export const selectIsAdmin = (state: SessionRootState) => selectRole(state) === 'admin';
export const selectAdminLogin = (state: SessionRootState) => state.session.adminLogin;
export const selectAuthPanel = (state: SessionRootState) => state.session.authPanel;
export const selectSignUpNotice = (state: SessionRootState) => state.session.signUpNotice;
export const selectWelcome = (state: SessionRootState) => state.session.welcome;
/** Signed in, and the profile says the person has not agreed to the terms and privacy versions in force. */
export const selectConsentNeeded = (state: SessionRootState) => state.session.user !== null && selectProfile(state)?.consentNeeded === true;
export const selectConsent = (state: SessionRootState) => state.session.consent;
export const selectLoggingOut = (state: SessionRootState) => state.session.logout.status === 'loading';
/** Signed in with a loaded profile: the state in which pages may greet the user and move on. */
export const selectSignedIn = (state: SessionRootState) => state.session.user !== null && selectProfile(state) !== null;
/** A sign-in or sign-up flow is under way: it, not the auth listener, decides what the session holds. */
export const selectAuthFlowBusy = (state: SessionRootState) =>
  state.session.authPanel.request.status === 'loading' || state.session.adminLogin.status === 'loading';

/** The name to greet the user with: profile name, else Firebase display name, else the email. */
export const selectDisplayName = (state: SessionRootState): string =>
  selectProfile(state)?.name || state.session.user?.displayName || state.session.user?.email || '';

export type GuardKind = 'login' | 'admin';
export type GuardDecision = 'wait' | 'allow' | 'to-login' | 'to-admin-login' | 'forbidden';

/** Route guards decide only once the first auth state and its profile are known. */
export function guardDecision(session: SessionState, kind: GuardKind): GuardDecision {
  if (session.boot === 'pending') return 'wait';
  if (session.user && session.profile.status === 'loading') return 'wait';
  // Signing out from a protected page goes home, not to a login page: hold until the saga navigates.
  if (!session.user && session.logout.status === 'loading') return 'wait';
  if (kind === 'login') return session.user ? 'allow' : 'to-login';
  if (!session.user) return 'to-admin-login';
  return dataOf(session.profile)?.role === 'admin' ? 'allow' : 'forbidden';
}
