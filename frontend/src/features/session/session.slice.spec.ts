import { UserProfile } from '@academy/contracts';
import { guardDecision } from './session.selectors';
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

describe('the sign-in panel', () => {
  it('opens in a mode, toggles, and closes unless a flow is under way', () => {
    const open = reduce(sessionActions.authModalOpened('register'));
    expect(open.authPanel).toMatchObject({ modalOpen: true, mode: 'register', status: 'idle' });
    expect(sessionReducer(open, sessionActions.authModeChosen('login')).authPanel).toMatchObject({ modalOpen: true, mode: 'login' });
    const busy = sessionReducer(open, sessionActions.signUpSubmitted({ email: 'a@b.vn', password: '123456', name: 'An', phoneNumber: '0901234567' }));
    expect(sessionReducer(busy, sessionActions.authModalClosed()).authPanel.modalOpen).toBe(true);
    expect(sessionReducer(busy, sessionActions.authModeChosen('login')).authPanel.mode).toBe('register');
    expect(sessionReducer(open, sessionActions.authModalClosed()).authPanel.modalOpen).toBe(false);
  });

  it('keeps validation errors until the user types in that field', () => {
    const rejected = reduce(
      sessionActions.authFormRejected({ form: null, fields: { email: 'Địa chỉ email không hợp lệ.', password: 'Mật khẩu phải có ít nhất 6 ký tự.' } }),
    );
    expect(rejected.authPanel.status).toBe('failed');
    const typed = sessionReducer(rejected, sessionActions.authFormEdited('email'));
    expect(typed.authPanel.fieldErrors).toEqual({ password: 'Mật khẩu phải có ít nhất 6 ký tự.' });
    const formLevel = reduce(sessionActions.authFormRejected({ form: 'Vui lòng nhập email và mật khẩu.', fields: {} }));
    expect(sessionReducer(formLevel, sessionActions.authFormEdited('password')).authPanel).toMatchObject({ error: null, status: 'idle' });
  });

  it('holds the user, the profile and the welcome flag after a sign-in; the popup closes by button or time', () => {
    const signedIn = reduce(
      sessionActions.authModalOpened('login'),
      sessionActions.signInSubmitted({ email: 'a@b.vn', password: '123456' }),
      sessionActions.signInSucceeded({ user, profile: { ...profile, name: 'An' }, isActive: false }),
    );
    expect(signedIn).toMatchObject({ user, profileStatus: 'succeeded', welcome: { kind: 'welcome', name: 'An' } });
    expect(signedIn.authPanel.modalOpen).toBe(false);
    expect(sessionReducer(signedIn, sessionActions.welcomeClosed()).welcome).toBeNull();
    expect(sessionReducer(signedIn, sessionActions.welcomeExpired()).welcome).toBeNull();
  });

  it('replaces the profile on a background refresh only for the same user', () => {
    const signedIn = reduce(sessionActions.authStateChanged(user), sessionActions.profileReceived({ ...profile, uid: 'u1' }));
    expect(sessionReducer(signedIn, sessionActions.profileRefreshed({ ...profile, uid: 'u1', role: 'instructor' })).profile?.role).toBe('instructor');
    expect(sessionReducer(signedIn, sessionActions.profileRefreshed({ ...profile, uid: 'other', role: 'student' })).profile?.role).toBe('admin');
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
