import { Role } from '@academy/contracts';
import { SessionState } from './session.slice';

export interface SessionRootState {
  session: SessionState;
}

export const selectSession = (state: SessionRootState) => state.session;
export const selectBootReady = (state: SessionRootState) => state.session.boot === 'ready';
export const selectUser = (state: SessionRootState) => state.session.user;
export const selectProfile = (state: SessionRootState) => state.session.profile;
export const selectRole = (state: SessionRootState): Role | null => state.session.profile?.role ?? null;
export const selectIsAdmin = (state: SessionRootState) => state.session.profile?.role === 'admin';
export const selectAdminLogin = (state: SessionRootState) => state.session.adminLogin;
export const selectAuthPanel = (state: SessionRootState) => state.session.authPanel;
export const selectSignUpNotice = (state: SessionRootState) => state.session.signUpNotice;
export const selectWelcome = (state: SessionRootState) => state.session.welcome;
/** Signed in with a loaded profile: the state in which pages may greet the user and move on. */
export const selectSignedIn = (state: SessionRootState) => state.session.user !== null && state.session.profile !== null;
/** A sign-in or sign-up flow is under way: it, not the auth listener, decides what the session holds. */
export const selectAuthFlowBusy = (state: SessionRootState) =>
  state.session.authPanel.status === 'loading' || state.session.adminLogin.status === 'loading';

/** The name to greet the user with: profile name, else Firebase display name, else the email. */
export const selectDisplayName = (state: SessionRootState): string =>
  state.session.profile?.name || state.session.user?.displayName || state.session.user?.email || '';

export type GuardKind = 'login' | 'admin';
export type GuardDecision = 'wait' | 'allow' | 'to-login' | 'to-admin-login' | 'forbidden';

/** Route guards decide only once the first auth state and its profile are known. */
export function guardDecision(session: SessionState, kind: GuardKind): GuardDecision {
  if (session.boot === 'pending') return 'wait';
  if (session.user && session.profileStatus === 'loading') return 'wait';
  // Signing out from a protected page goes home, not to a login page: hold until the saga navigates.
  if (!session.user && session.logoutStatus === 'loading') return 'wait';
  if (kind === 'login') return session.user ? 'allow' : 'to-login';
  if (!session.user) return 'to-admin-login';
  return session.profile?.role === 'admin' ? 'allow' : 'forbidden';
}
