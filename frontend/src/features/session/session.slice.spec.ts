import { UserProfile } from '@academy/contracts';
import { guardDecision } from './session.selectors';
import { SessionState, initialSessionState, sessionActions, sessionReducer } from './session.slice';

const user = { uid: 'u1', email: 'a@b.vn', displayName: null, photoURL: null };
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
    expect(reduce(sessionActions.authStateChanged(user), sessionActions.profileFailed('x')).boot).toBe('ready');
    expect(reduce(sessionActions.authUnavailable())).toMatchObject({ boot: 'ready', authAvailable: false });
  });

  it('forgets the profile on sign-out', () => {
    const state = reduce(
      sessionActions.authStateChanged(user),
      sessionActions.profileReceived(profile),
      sessionActions.authStateChanged(null),
    );
    expect(state).toMatchObject({ user: null, profile: null, profileStatus: 'idle' });
  });

  it('walks the admin login through loading to failed, and clears the error on typing', () => {
    const failed = reduce(
      sessionActions.adminLoginSubmitted({ email: 'a@b.vn', password: '123456' }),
      sessionActions.adminLoginFailed('Email hoặc mật khẩu không chính xác.'),
    );
    expect(failed.adminLogin).toEqual({ status: 'failed', error: 'Email hoặc mật khẩu không chính xác.' });
    expect(sessionReducer(failed, sessionActions.adminLoginEdited()).adminLogin).toEqual({ status: 'idle', error: null });
    expect(reduce(sessionActions.adminLoginRejected('Vui lòng nhập email và mật khẩu.')).adminLogin.status).toBe('failed');
  });

  it('tracks logout status', () => {
    expect(reduce(sessionActions.logoutRequested()).logoutStatus).toBe('loading');
    expect(reduce(sessionActions.logoutRequested(), sessionActions.loggedOut()).logoutStatus).toBe('succeeded');
    expect(reduce(sessionActions.logoutRequested(), sessionActions.logoutFailed()).logoutStatus).toBe('failed');
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
