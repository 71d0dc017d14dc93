import { UserProfile } from '@academy/contracts';
import { combineReducers } from '@reduxjs/toolkit';
import { recordingNotifier, settle, startSaga } from '../../../test/saga-harness';
import { ApiError } from '../../platform/api-client';
import { AuthGateway, AuthUser } from '../../platform/auth-gateway';
import { createSessionSaga } from './session.saga';
import { sessionActions, sessionReducer } from './session.slice';

const reducer = combineReducers({ session: sessionReducer });

function profile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    _id: 'p1',
    uid: 'u1',
    name: 'Trần Thị Quản Trị',
    email: 'admin@hocvien.vn',
    role: 'admin',
    isActive: true,
    firebaseDisabled: false,
    isAffiliate: false,
    affiliateLevel: 1,
    unreadCount: 0,
    age: null,
    phoneNumber: '',
    avatarUrl: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const USER: AuthUser = { uid: 'u1', email: 'admin@hocvien.vn', displayName: null, photoURL: null };

/** A Firebase stand-in: tests drive auth state changes by hand. */
function fakeAuth(options: { startFails?: boolean; signInError?: unknown; signOutError?: Error } = {}) {
  let listener: ((user: AuthUser | null) => void) | null = null;
  const gateway: AuthGateway & { emit(user: AuthUser | null): void; signOuts: number } = {
    signOuts: 0,
    start: async () => {
      if (options.startFails) throw new Error('config down');
    },
    onAuthStateChanged: (cb) => {
      listener = cb;
      return () => {
        listener = null;
      };
    },
    signIn: async () => {
      if (options.signInError) throw options.signInError;
      listener?.(USER);
      return USER;
    },
    signOut: async () => {
      if (options.signOutError) throw options.signOutError;
      gateway.signOuts += 1;
      listener?.(null);
    },
    emit: (user) => listener?.(user),
  };
  return gateway;
}

function setup(auth: ReturnType<typeof fakeAuth>, fetchProfile: () => Promise<UserProfile>) {
  const notify = recordingNotifier();
  const navigations: string[] = [];
  const saga = createSessionSaga({ auth, api: { fetchProfile }, notify, navigate: (to) => void navigations.push(to) });
  return { harness: startSaga(reducer, saga), notify, navigations };
}

describe('session saga', () => {
  it('runs signed out, with a toast, when the runtime config cannot be loaded', async () => {
    const { harness, notify } = setup(fakeAuth({ startFails: true }), async () => profile());
    await harness.waitFor(sessionActions.authUnavailable.type);
    expect(harness.getState().session).toMatchObject({ boot: 'ready', authAvailable: false, user: null });
    expect(notify.calls).toEqual([expect.objectContaining({ kind: 'error' })]);
  });

  it('is ready as soon as the first auth state says "signed out"', async () => {
    const auth = fakeAuth();
    const { harness } = setup(auth, async () => profile());
    await settle();
    expect(harness.getState().session.boot).toBe('pending');
    auth.emit(null);
    await harness.waitFor(sessionActions.authStateChanged.type);
    expect(harness.getState().session.boot).toBe('ready');
  });

  it('loads the profile of a signed-in user before declaring the app ready', async () => {
    const auth = fakeAuth();
    const { harness } = setup(auth, async () => profile({ role: 'student' }));
    await settle();
    auth.emit(USER);
    await harness.waitFor(sessionActions.profileReceived.type);
    expect(harness.types()).toEqual([
      sessionActions.authStateChanged.type,
      sessionActions.profileRequested.type,
      sessionActions.profileReceived.type,
    ]);
    expect(harness.getState().session).toMatchObject({ boot: 'ready', profileStatus: 'succeeded' });
    expect(harness.getState().session.profile?.role).toBe('student');
  });

  it('records a profile failure with the spec fallback text when the server said nothing', async () => {
    const auth = fakeAuth();
    const { harness } = setup(auth, async () => {
      throw new ApiError('Failed to fetch', null, null, null, null);
    });
    await settle();
    auth.emit(USER);
    await harness.waitFor(sessionActions.profileFailed.type);
    expect(harness.getState().session).toMatchObject({
      boot: 'ready',
      profileStatus: 'failed',
      profileError: 'Không thể tải hồ sơ người dùng từ API.',
    });
  });

  describe('admin login', () => {
    async function signedOut(auth = fakeAuth(), fetchProfile = async () => profile()) {
      const ctx = setup(auth, fetchProfile);
      await settle();
      auth.emit(null);
      await ctx.harness.waitFor(sessionActions.authStateChanged.type);
      return { ...ctx, auth };
    }

    it('signs an admin in, greets them and opens the admin dashboard', async () => {
      const fetchProfile = jest.fn(async () => profile());
      const { harness, notify, navigations } = await signedOut(fakeAuth(), fetchProfile);
      harness.dispatch(sessionActions.adminLoginSubmitted({ email: ' admin@hocvien.vn ', password: 'secret1' }));
      await harness.waitFor(sessionActions.adminLoginSucceeded.type);

      expect(harness.getState().session.adminLogin).toEqual({ status: 'succeeded', error: null });
      expect(harness.getState().session.profile?.role).toBe('admin');
      expect(notify.calls).toEqual([
        { kind: 'success', message: 'Đăng nhập thành công, chào Trần Thị Quản Trị!', options: { area: 'admin' } },
      ]);
      expect(navigations).toEqual(['/admin/dashboard']);
      // The auth listener leaves the profile to the login saga: one request, not two.
      expect(fetchProfile).toHaveBeenCalledTimes(1);
    });

    it('signs a non-admin straight out again and says why', async () => {
      const { harness, auth, navigations } = await signedOut(fakeAuth(), async () => profile({ role: 'student' }));
      harness.dispatch(sessionActions.adminLoginSubmitted({ email: 'hv@hocvien.vn', password: 'secret1' }));
      await harness.waitFor(sessionActions.adminLoginFailed.type);
      await settle();

      expect(auth.signOuts).toBe(1);
      expect(harness.getState().session).toMatchObject({
        user: null,
        profile: null,
        adminLogin: { status: 'failed', error: 'Tài khoản này không có quyền quản trị.' },
      });
      expect(navigations).toEqual([]);
    });

    it('maps a wrong password to the spec text', async () => {
      const auth = fakeAuth({ signInError: Object.assign(new Error('Firebase: Error'), { code: 'auth/invalid-credential' }) });
      const { harness, notify } = await signedOut(auth);
      harness.dispatch(sessionActions.adminLoginSubmitted({ email: 'a@b.vn', password: 'wrong12' }));
      await harness.waitFor(sessionActions.adminLoginFailed.type);
      expect(harness.getState().session.adminLogin.error).toBe('Email hoặc mật khẩu không chính xác.');
      expect(notify.calls[0]).toMatchObject({ kind: 'error', message: 'Email hoặc mật khẩu không chính xác.' });
    });

    it('signs out when the profile cannot be loaded after sign-in', async () => {
      const { harness, auth } = await signedOut(fakeAuth(), async () => {
        throw new ApiError('Tài khoản bạn đã bị khoá, hãy liên hệ admin', 403, 'Tài khoản bạn đã bị khoá, hãy liên hệ admin', 'ACCOUNT_DISABLED', null);
      });
      harness.dispatch(sessionActions.adminLoginSubmitted({ email: 'a@b.vn', password: 'secret1' }));
      await harness.waitFor(sessionActions.adminLoginFailed.type);
      expect(auth.signOuts).toBe(1);
      expect(harness.getState().session.adminLogin.error).toBe('Tài khoản bạn đã bị khoá, hãy liên hệ admin');
    });
  });

  describe('logout', () => {
    it('shows a loading toast, then success, and goes home', async () => {
      const auth = fakeAuth();
      const { harness, notify, navigations } = setup(auth, async () => profile());
      await settle();
      auth.emit(USER);
      await harness.waitFor(sessionActions.profileReceived.type);

      harness.dispatch(sessionActions.logoutRequested());
      await harness.waitFor(sessionActions.loggedOut.type);
      await settle();

      expect(notify.calls.map((c) => [c.kind, c.message])).toEqual([
        ['loading', 'Đang đăng xuất...'],
        ['success', 'Đăng xuất thành công!'],
      ]);
      expect(notify.calls[1].options).toEqual({ id: 'toast-1' });
      expect(navigations).toEqual(['/']);
      expect(harness.getState().session).toMatchObject({ user: null, profile: null, logoutStatus: 'succeeded' });
    });

    it('shows the error (or the spec fallback) when signing out fails', async () => {
      const auth = fakeAuth({ signOutError: new Error('') });
      const { harness, notify, navigations } = setup(auth, async () => profile());
      await settle();
      auth.emit(null);
      harness.dispatch(sessionActions.logoutRequested());
      await harness.waitFor(sessionActions.logoutFailed.type);
      expect(notify.calls[1]).toMatchObject({ kind: 'error', message: 'Đăng xuất thất bại.', options: { id: 'toast-1' } });
      expect(navigations).toEqual([]);
    });
  });
});
