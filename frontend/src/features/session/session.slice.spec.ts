import { UserProfile } from '@academy/contracts';
import { remoteError } from '../../lib/remote';
import { guardDecision, selectProfile } from './session.selectors';
import { SessionState, initialSessionState, sessionActions, sessionReducer } from './session.slice';

const user = { uid: 'u1', email: 'a@b.vn', displayName: null, photoURL: null, emailVerified: true, providerIds: ['password'] };
const profile = { role: 'admin', name: 'An' } as UserProfile;

function reduce(...actions: Parameters<typeof sessionReducer>[1][]): SessionState {
  return actions.reduce(sessionReducer, initialSessionState);
}

describe('session reducer', () => {
  it('boots pending, and is ready after "signed out" or after the signed-in profile settles', () => {
    expect(initialSessionState.boot).toBe('pending');
    expect(reduce(sessionActions.authStateChanged(null)).boot).toBe('ready');
    expect(reduce(sessionActions.authStateChanged(user), sessionActions.profileRequested()).boot).toBe('pending');
    expect(reduce(sessionActions.authStateChanged(user), sessionActions.profileReceived(profile)).boot).toBe('ready');
    expect(reduce(sessionActions.authStateChanged(user), sessionActions.profileFailed(remoteError('x'))).boot).toBe('ready');
    expect(reduce(sessionActions.authUnavailable())).toMatchObject({ boot: 'ready', authAvailable: false });
  });

  it('forgets the profile on sign-out', () => {
    const state = reduce(
      sessionActions.authStateChanged(user),
      sessionActions.profileReceived(profile),
      sessionActions.authStateChanged(null),
    );
    expect(state).toMatchObject({ user: null, profile: { status: 'idle' } });
  });

  it('walks the admin login through loading to failed', () => {
    const submitted = reduce(sessionActions.adminLoginSubmitted({ email: 'a@b.vn', password: '123456' }));
    expect(submitted.adminLogin.status).toBe('loading');
    const failed = sessionReducer(submitted, sessionActions.adminLoginFailed(remoteError('Email hoặc mật khẩu không chính xác.')));
    expect(failed.adminLogin).toEqual({ status: 'failed', error: { message: 'Email hoặc mật khẩu không chính xác.', code: null, fields: {} } });
  });

  it('tracks the logout', () => {
    expect(reduce(sessionActions.logoutRequested()).logout.status).toBe('loading');
    expect(reduce(sessionActions.logoutRequested(), sessionActions.loggedOut()).logout.status).toBe('succeeded');
    expect(reduce(sessionActions.logoutRequested(), sessionActions.logoutFailed(remoteError('x'))).logout.status).toBe('failed');
  });
});

describe('the sign-in panel', () => {
  it('opens in a mode, toggles, and closes unless a flow is under way', () => {
    const open = reduce(sessionActions.authModalOpened('register'));
    expect(open.authPanel).toMatchObject({ modalOpen: true, mode: 'register', request: { status: 'idle' } });
    expect(sessionReducer(open, sessionActions.authModeChosen('login')).authPanel).toMatchObject({ modalOpen: true, mode: 'login' });
    const busy = sessionReducer(open, sessionActions.signUpSubmitted({ email: 'a@b.vn', password: '123456', name: 'An', phoneNumber: '0901234567', acceptTerms: true }));
    expect(sessionReducer(busy, sessionActions.authModalClosed()).authPanel.modalOpen).toBe(true);
    expect(sessionReducer(busy, sessionActions.authModeChosen('login')).authPanel.mode).toBe('register');
    expect(sessionReducer(open, sessionActions.authModalClosed()).authPanel.modalOpen).toBe(false);
  });

  it('forgets an earlier failure when the panel changes mode', () => {
    const failed = reduce(sessionActions.authModalOpened('login'), sessionActions.signInFailed(remoteError('Email hoặc mật khẩu không chính xác.')));
    expect(failed.authPanel.request.status).toBe('failed');
    expect(sessionReducer(failed, sessionActions.authModeChosen('register')).authPanel).toMatchObject({ mode: 'register', request: { status: 'idle' } });
  });

  it('holds the user, the profile and the welcome flag after a sign-in; the popup closes by button or time', () => {
    const signedIn = reduce(
      sessionActions.authModalOpened('login'),
      sessionActions.signInSubmitted({ email: 'a@b.vn', password: '123456' }),
      sessionActions.signInSucceeded({ user, profile: { ...profile, name: 'An' }, isActive: false }),
    );
    expect(signedIn).toMatchObject({ user, profile: { status: 'succeeded' }, welcome: { kind: 'welcome', name: 'An' } });
    expect(signedIn.authPanel.modalOpen).toBe(false);
    expect(sessionReducer(signedIn, sessionActions.welcomeClosed()).welcome).toBeNull();
    expect(sessionReducer(signedIn, sessionActions.welcomeExpired()).welcome).toBeNull();
  });

  it('replaces the profile on a background refresh only for the same user', () => {
    const signedIn = reduce(sessionActions.authStateChanged(user), sessionActions.profileReceived({ ...profile, uid: 'u1' }));
    const roleAfter = (uid: string) =>
      selectProfile({ session: sessionReducer(signedIn, sessionActions.profileRefreshed({ ...profile, uid, role: 'instructor' })) })?.role;
    expect(roleAfter('u1')).toBe('instructor');
    expect(roleAfter('other')).toBe('admin');
  });
});

describe('route guards', () => {
  const booted = reduce(sessionActions.authStateChanged(null));
  const signedIn = (role: UserProfile['role']) =>
    reduce(sessionActions.authStateChanged(user), sessionActions.profileReceived({ ...profile, role }));

  it('wait for the first auth state and for a loading profile', () => {
    expect(guardDecision(initialSessionState, 'login')).toBe('wait');
    expect(guardDecision(reduce(sessionActions.authStateChanged(user), sessionActions.profileRequested()), 'admin')).toBe('wait');
  });

  it('hold while a logout is under way, so the saga can take the user home', () => {
    expect(guardDecision(reduce(sessionActions.logoutRequested(), sessionActions.authStateChanged(null)), 'login')).toBe('wait');
  });

  it('send visitors to the right login page', () => {
    expect(guardDecision(booted, 'login')).toBe('to-login');
    expect(guardDecision(booted, 'admin')).toBe('to-admin-login');
  });

  it('let any signed-in user into login routes but only admins into admin routes', () => {
    expect(guardDecision(signedIn('student'), 'login')).toBe('allow');
    expect(guardDecision(signedIn('student'), 'admin')).toBe('forbidden');
    expect(guardDecision(signedIn('instructor'), 'admin')).toBe('forbidden');
    expect(guardDecision(signedIn('admin'), 'admin')).toBe('allow');
  });
});
