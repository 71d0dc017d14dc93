import { UserProfile } from '@academy/contracts';
import { combineReducers } from '@reduxjs/toolkit';
import { FakeAuthOptions, authError, authUser, fakeAuth } from '../../../test/fake-auth';
import { userProfile } from '../../../test/fixtures';
import { recordingNotifier, settle, startSaga } from '../../../test/saga-harness';
import { ApiError } from '../../platform/api-client';
import { createSignal } from '../../platform/signal';
import { EnsureProfileResponse, SessionApi } from './session.api';
import { createSessionSaga } from './session.saga';
import { SessionRootState, selectConsentNeeded, selectProfile } from './session.selectors';
import { sessionActions, sessionReducer } from './session.slice';

const reducer = combineReducers({ session: sessionReducer });

function profile(overrides: Partial<UserProfile> = {}): UserProfile {
  return userProfile({ name: 'Trần Thị Quản Trị', email: 'admin@hocvien.vn', role: 'admin', age: null, phoneNumber: '', ...overrides });
}

const USER = authUser();
const disabledError = () =>
  new ApiError('Tài khoản bạn đã bị khóa, hãy liên hệ admin', 403, 'Tài khoản bạn đã bị khóa, hãy liên hệ admin', 'ACCOUNT_DISABLED', null);

function fakeApi(overrides: Partial<SessionApi> = {}): SessionApi & { ensureCalls: number } {
  const api = {
    ensureCalls: 0,
    fetchProfile: async () => profile(),
    ensureProfile: async (): Promise<EnsureProfileResponse> => {
      api.ensureCalls += 1;
      return { name: 'Trần Thị Quản Trị', isActive: true, created: false, profile: profile() };
    },
    register: async () => ({ message: 'Đăng ký thành công! Vui lòng kiểm tra email để xác thực tài khoản.', uid: 'u9' }),
    giveConsent: async () => ({ message: 'Cảm ơn bạn! Bạn đã đồng ý với Điều khoản sử dụng và Chính sách bảo mật.', profile: profile() }),
    ...overrides,
  };
  return api;
}

function setup(auth: ReturnType<typeof fakeAuth>, api: Partial<SessionApi> | (() => Promise<UserProfile>) = {}) {
  const notify = recordingNotifier();
  const navigations: string[] = [];
  const apiErrors = createSignal<ApiError>();
  const returns = createSignal<void>();
  const sessionApi = fakeApi(typeof api === 'function' ? { fetchProfile: api } : api);
  const saga = createSessionSaga({
    auth,
    api: sessionApi,
    notify,
    navigate: (to) => void navigations.push(to),
    apiErrors,
    userReturns: (listener) => returns.subscribe(listener),
    welcomePopupMs: 30,
  });
  return { harness: startSaga(reducer, saga), notify, navigations, apiErrors, returns, api: sessionApi };
}

async function signedOut(options: FakeAuthOptions = {}, api: Partial<SessionApi> = {}) {
  const auth = fakeAuth(options);
  const ctx = setup(auth, api);
  await settle();
  auth.emit(null);
  await ctx.harness.waitFor(sessionActions.authStateChanged.type);
  return { ...ctx, auth };
}

const toasts = (notify: ReturnType<typeof recordingNotifier>) => notify.calls.map((c) => [c.kind, c.message]);
/** A failed sign-in or sign-up: what the panel shows inline, and the toasts (none: the rule is inline only). */
const panelOutcome = (ctx: { harness: { getState(): SessionRootState }; notify: ReturnType<typeof recordingNotifier> }) => {
  const request = ctx.harness.getState().session.authPanel.request;
  return { inline: request.status === 'failed' ? request.error.message : null, toasts: toasts(ctx.notify) };
};

describe('session saga', () => {
  it('runs signed out, with a toast, when the runtime config cannot be loaded', async () => {
    const { harness, notify } = setup(fakeAuth({ startFails: true }));
    await harness.waitFor(sessionActions.authUnavailable.type);
    expect(harness.getState().session).toMatchObject({ boot: 'ready', authAvailable: false, user: null });
    expect(notify.calls).toEqual([expect.objectContaining({ kind: 'error' })]);
  });

  it('is ready as soon as the first auth state says "signed out"', async () => {
    const auth = fakeAuth();
    const { harness } = setup(auth);
    await settle();
    expect(harness.getState().session.boot).toBe('pending');
    auth.emit(null);
    await harness.waitFor(sessionActions.authStateChanged.type);
    expect(harness.getState().session.boot).toBe('ready');
  });

  it('sends the consent dialog\'s yes with one Idempotency-Key per attempt, and the profile it answers with closes the dialog', async () => {
    const sent: Array<[unknown, string]> = [];
    let fails = true;
    const auth = fakeAuth();
    const { harness, notify } = setup(auth, {
      fetchProfile: async () => profile({ consentNeeded: true }),
      giveConsent: async (request, attemptKey) => {
        sent.push([request, attemptKey]);
        if (fails) throw new ApiError('Network', 503, 'Máy chủ đang bận.', 'UNAVAILABLE', null);
        return { message: 'Cảm ơn bạn!', profile: profile({ consentNeeded: false, marketingEmails: true }) };
      },
    });
    await settle();
    auth.emit(USER);
    await harness.waitFor(sessionActions.profileReceived.type);
    expect(selectConsentNeeded(harness.getState())).toBe(true);

    harness.dispatch(sessionActions.consentSubmitted({ marketingEmails: true }));
    await harness.waitFor(sessionActions.consentFailed.type);
    expect(harness.getState().session.consent.request).toMatchObject({ status: 'failed', error: { message: 'Máy chủ đang bận.' } });
    expect(selectConsentNeeded(harness.getState())).toBe(true);

    fails = false;
    harness.dispatch(sessionActions.consentSubmitted({ marketingEmails: true }));
    await harness.waitFor(sessionActions.consentRecorded.type);
    expect(sent).toEqual([
      [{ acceptTerms: true, marketingEmails: true }, expect.any(String)],
      [{ acceptTerms: true, marketingEmails: true }, sent[0]![1]],
    ]);
    expect(selectConsentNeeded(harness.getState())).toBe(false);
    expect(harness.getState().session.consent.attemptKey).not.toBe(sent[0]![1]);
    expect(notify.calls).toEqual([expect.objectContaining({ kind: 'success', message: 'Cảm ơn bạn!' })]);
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
    expect(harness.getState().session).toMatchObject({ boot: 'ready', profile: { status: 'succeeded' } });
    expect(selectProfile(harness.getState())?.role).toBe('student');
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
      profile: { status: 'failed', error: { message: 'Không thể tải hồ sơ người dùng từ API.' } },
    });
  });

  it('loads the profile again, with the spinner, when the user asks after a failure', async () => {
    const auth = fakeAuth();
    let down = true;
    const { harness } = setup(auth, async () => {
      if (down) throw new ApiError('Failed to fetch', null, null, null, null);
      return profile({ role: 'student' });
    });
    await settle();
    auth.emit(USER);
    await harness.waitFor(sessionActions.profileFailed.type);
    down = false;
    harness.dispatch(sessionActions.profileReloadRequested());
    await harness.waitFor(sessionActions.profileReceived.type);
    expect(harness.types().filter((t) => t === sessionActions.profileRequested.type)).toHaveLength(2);
    expect(selectProfile(harness.getState())?.role).toBe('student');
  });

  it('creates a missing profile (first sign-in that never synced) and reads it again', async () => {
    const auth = fakeAuth();
    let calls = 0;
    const { harness, api } = setup(auth, {
      fetchProfile: async () => {
        calls += 1;
        if (calls === 1) throw new ApiError('Không thể tải hồ sơ người dùng từ API.', 404, 'x', 'PROFILE_MISSING', null);
        return profile({ role: 'student' });
      },
    });
    await settle();
    auth.emit(USER);
    await harness.waitFor(sessionActions.profileReceived.type);
    expect(api.ensureCalls).toBe(1);
  });

  describe('sign-in with email and password (spec part 1 §4, §8)', () => {
    it('syncs the profile, loads it, greets the user and shows the welcome-back popup', async () => {
      const { harness, notify, api } = await signedOut();
      harness.dispatch(sessionActions.authModalOpened('login'));
      harness.dispatch(sessionActions.signInSubmitted({ email: ' admin@hocvien.vn ', password: 'secret1' }));
      await harness.waitFor(sessionActions.signInSucceeded.type);

      const session = harness.getState().session;
      expect(session.user?.uid).toBe('u1');
      expect(selectProfile(harness.getState())?.name).toBe('Trần Thị Quản Trị');
      expect(session.authPanel).toMatchObject({ modalOpen: false, request: { status: 'succeeded' } });
      expect(session.welcome).toEqual({ kind: 'welcome-back', name: 'Trần Thị Quản Trị' });
      expect(toasts(notify)).toEqual([['success', 'Đăng nhập thành công, chào Trần Thị Quản Trị!']]);
      expect(api.ensureCalls).toBe(1);
      // The auth listener left the user to the flow: no second profile load, no spinner.
      expect(harness.types()).not.toContain(sessionActions.profileRequested.type);

      await harness.waitFor(sessionActions.welcomeExpired.type);
      expect(harness.getState().session.welcome).toBeNull();
    });

    it('welcomes an inactive profile with the welcome popup', async () => {
      const { harness } = await signedOut(
        {},
        { ensureProfile: async () => ({ name: 'Bình', isActive: false, created: true, profile: profile({ name: 'Bình' }) }) },
      );
      harness.dispatch(sessionActions.signInSubmitted({ email: 'binh@hocvien.vn', password: 'secret1' }));
      await harness.waitFor(sessionActions.signInSucceeded.type);
      expect(harness.getState().session.welcome?.kind).toBe('welcome');
    });

    it('re-sends the verification email to an unverified account, signs it out and says so', async () => {
      const { harness, notify, auth } = await signedOut({ signInUser: authUser({ emailVerified: false }) });
      harness.dispatch(sessionActions.signInSubmitted({ email: 'hv@hocvien.vn', password: 'secret1' }));
      await harness.waitFor(sessionActions.signInFailed.type);
      expect(auth.calls).toEqual(['signIn:hv@hocvien.vn', 'sendEmailVerification', 'signOut']);
      expect(panelOutcome({ harness, notify })).toEqual({ inline: 'Tài khoản chưa xác thực. Chúng tôi đã gửi lại email.', toasts: [] });
      expect(harness.getState().session).toMatchObject({ user: null, profile: { status: 'idle' } });
    });

    it('uses the rate-limited text when the provider refuses to send another email', async () => {
      const { harness, notify, auth } = await signedOut({
        signInUser: authUser({ emailVerified: false }),
        verificationError: authError('auth/too-many-requests'),
      });
      harness.dispatch(sessionActions.signInSubmitted({ email: 'hv@hocvien.vn', password: 'secret1' }));
      await harness.waitFor(sessionActions.signInFailed.type);
      expect(auth.signOuts).toBe(1);
      expect(panelOutcome({ harness, notify })).toEqual({ inline: 'Tài khoản chưa xác thực. Vui lòng kiểm tra email.', toasts: [] });
    });

    it('refuses a disabled account and maps wrong credentials', async () => {
      const disabled = await signedOut({ signInError: authError('auth/user-disabled') });
      disabled.harness.dispatch(sessionActions.signInSubmitted({ email: 'a@b.vn', password: 'secret1' }));
      await disabled.harness.waitFor(sessionActions.signInFailed.type);
      expect(panelOutcome(disabled)).toEqual({ inline: 'Tài khoản bạn đã bị khóa, hãy liên hệ admin', toasts: [] });

      const wrong = await signedOut({ signInError: authError('auth/invalid-credential') });
      wrong.harness.dispatch(sessionActions.signInSubmitted({ email: 'a@b.vn', password: 'secret1' }));
      await wrong.harness.waitFor(sessionActions.signInFailed.type);
      expect(wrong.harness.getState().session.authPanel.request).toMatchObject({ error: { message: 'Email hoặc mật khẩu không chính xác.' } });
    });

    it('signs out with the account-disabled text when the server says ACCOUNT_DISABLED', async () => {
      const { harness, notify, auth } = await signedOut({}, { ensureProfile: async () => Promise.reject(disabledError()) });
      harness.dispatch(sessionActions.signInSubmitted({ email: 'a@b.vn', password: 'secret1' }));
      await harness.waitFor(sessionActions.signInFailed.type);
      expect(auth.signOuts).toBe(1);
      expect(panelOutcome({ harness, notify })).toEqual({ inline: 'Tài khoản bạn đã bị khóa, hãy liên hệ admin', toasts: [] });
    });

    it('shows the server message, else the sync fallback, when the profile cannot be synced', async () => {
      const withMessage = await signedOut({}, { ensureProfile: async () => Promise.reject(new ApiError('Máy chủ bận', 503, 'Máy chủ bận', null, null)) });
      withMessage.harness.dispatch(sessionActions.signInSubmitted({ email: 'a@b.vn', password: 'secret1' }));
      await withMessage.harness.waitFor(sessionActions.signInFailed.type);
      expect(panelOutcome(withMessage)).toEqual({ inline: 'Máy chủ bận', toasts: [] });

      const silent = await signedOut({}, { ensureProfile: async () => Promise.reject(new ApiError('x', null, null, null, null)) });
      silent.harness.dispatch(sessionActions.signInSubmitted({ email: 'a@b.vn', password: 'secret1' }));
      await silent.harness.waitFor(sessionActions.signInFailed.type);
      expect(panelOutcome(silent)).toEqual({ inline: 'Lỗi đồng bộ profile với server.', toasts: [] });
      expect(silent.auth.signOuts).toBe(1);
    });

    it('signs out when the profile cannot be loaded after the sync', async () => {
      const { harness, notify, auth } = await signedOut({}, { fetchProfile: async () => Promise.reject(new ApiError('x', null, null, null, null)) });
      harness.dispatch(sessionActions.signInSubmitted({ email: 'a@b.vn', password: 'secret1' }));
      await harness.waitFor(sessionActions.signInFailed.type);
      expect(auth.signOuts).toBe(1);
      expect(panelOutcome({ harness, notify })).toEqual({ inline: 'Không thể tải hồ sơ người dùng từ API.', toasts: [] });
    });
  });

  describe('Google and Facebook', () => {
    it('signs in with Google through the same profile sync', async () => {
      const { harness, auth, api } = await signedOut();
      harness.dispatch(sessionActions.socialSignInStarted('google'));
      await harness.waitFor(sessionActions.signInSucceeded.type);
      expect(auth.calls).toEqual(['provider:google']);
      expect(api.ensureCalls).toBe(1);
    });

    it('signs up with Google from the sign-up tab, sending the consent and the marketing choice to the profile sync', async () => {
      const ensureProfile = jest.fn(async (): Promise<EnsureProfileResponse> => ({ name: 'Mới', isActive: false, created: true, profile: profile({ marketingEmails: true }) }));
      const { harness, auth } = await signedOut({}, { ensureProfile });
      harness.dispatch(sessionActions.socialSignUpStarted({ provider: 'google', choices: { acceptTerms: true, marketingEmails: true } }));
      expect(harness.getState().session.authPanel).toMatchObject({ pending: 'google', request: { status: 'loading' } });
      await harness.waitFor(sessionActions.signInSucceeded.type);
      expect(auth.calls).toEqual(['provider:google']);
      expect(ensureProfile).toHaveBeenCalledWith({ acceptTerms: true, marketingEmails: true });
    });

    it('says nothing when the popup is closed or cancelled', async () => {
      for (const code of ['auth/popup-closed-by-user', 'auth/cancelled-popup-request']) {
        const { harness, notify } = await signedOut({ providerError: authError(code) });
        harness.dispatch(sessionActions.socialSignInStarted('google'));
        await harness.waitFor(sessionActions.signInCancelled.type);
        expect(notify.calls).toEqual([]);
        expect(harness.getState().session.authPanel).toMatchObject({ pending: null, request: { status: 'idle' } });
      }
    });

    it('shows "linked to another method" inline only, and a fallback toast for other Facebook failures', async () => {
      const linked = await signedOut({ providerError: authError('auth/account-exists-with-different-credential') });
      linked.harness.dispatch(sessionActions.socialSignInStarted('facebook'));
      await linked.harness.waitFor(sessionActions.signInFailed.type);
      expect(linked.harness.getState().session.authPanel.request).toMatchObject({
        error: { message: 'Email này đã được liên kết với một phương thức đăng nhập khác.' },
      });
      expect(linked.notify.calls).toEqual([]);

      const other = await signedOut({ providerError: authError('auth/internal-error') });
      other.harness.dispatch(sessionActions.socialSignInStarted('facebook'));
      await other.harness.waitFor(sessionActions.signInFailed.type);
      expect(panelOutcome(other)).toEqual({ inline: 'Đăng nhập Facebook thất bại.', toasts: [] });
    });
  });

  describe('sign-up', () => {
    const request = { email: 'moi@hocvien.vn', password: 'secret1', name: 'Lê Mới', phoneNumber: '0901234567', age: 25, acceptTerms: true as const };

    it('registers, sends the verification email from the new account, signs out and shows the check-inbox popup', async () => {
      const register = jest.fn(async () => ({ message: 'ok', uid: 'u9' }));
      const { harness, auth, notify } = await signedOut({ signInUser: authUser({ emailVerified: false }) }, { register });
      harness.dispatch(sessionActions.authModalOpened('register'));
      harness.dispatch(sessionActions.signUpSubmitted(request));
      await harness.waitFor(sessionActions.signUpSucceeded.type);

      expect(register).toHaveBeenCalledWith(request);
      expect(auth.calls).toEqual(['signIn:moi@hocvien.vn', 'sendEmailVerification', 'signOut']);
      expect(harness.getState().session).toMatchObject({
        user: null,
        signUpNotice: { email: 'moi@hocvien.vn' },
        authPanel: { modalOpen: false, mode: 'login' },
      });
      expect(notify.calls).toEqual([]);
      harness.dispatch(sessionActions.signUpNoticeClosed());
      expect(harness.getState().session.signUpNotice).toBeNull();
    });

    it('shows the server message and its field errors when registration is refused', async () => {
      const refused = new ApiError('Email này đã được sử dụng.', 409, 'Email này đã được sử dụng.', 'EMAIL_ALREADY_REGISTERED', { email: 'Email này đã được sử dụng.' });
      const { harness, auth, notify } = await signedOut({}, { register: async () => Promise.reject(refused) });
      harness.dispatch(sessionActions.signUpSubmitted(request));
      await harness.waitFor(sessionActions.signUpFailed.type);
      expect(auth.calls).toEqual([]);
      expect(harness.getState().session.authPanel.request).toEqual({
        status: 'failed',
        error: { message: 'Email này đã được sử dụng.', code: 'EMAIL_ALREADY_REGISTERED', fields: { email: 'Email này đã được sử dụng.' } },
      });
      expect(notify.calls).toEqual([]);
    });
  });

  describe('global rules', () => {
    async function signedIn(api: Partial<SessionApi> = {}) {
      const auth = fakeAuth();
      const ctx = setup(auth, api);
      await settle();
      auth.emit(USER);
      await ctx.harness.waitFor(sessionActions.profileReceived.type);
      return { ...ctx, auth };
    }

    it('signs the user out with the spec text when any API call answers 403 ACCOUNT_DISABLED', async () => {
      const { harness, auth, notify, apiErrors } = await signedIn();
      apiErrors.emit(new ApiError('Bạn không có quyền thực hiện thao tác này.', 403, 'x', 'FORBIDDEN', null));
      await settle();
      expect(auth.signOuts).toBe(0);

      apiErrors.emit(disabledError());
      apiErrors.emit(disabledError());
      await harness.waitFor(sessionActions.authStateChanged.type, 2);
      await settle();
      expect(harness.getState().session.user).toBeNull();
      expect(notify.calls.every((c) => c.message === 'Tài khoản bạn đã bị khóa, hãy liên hệ admin')).toBe(true);
      expect(notify.calls[0].options).toEqual({ id: 'account-disabled' });
    });

    it('reloads the profile in the background when the user comes back to the tab', async () => {
      let role: UserProfile['role'] = 'student';
      const { harness, returns } = await signedIn({ fetchProfile: async () => profile({ role }) });
      role = 'instructor';
      returns.emit();
      await harness.waitFor(sessionActions.profileRefreshed.type);
      expect(selectProfile(harness.getState())?.role).toBe('instructor');
      // No spinner: the guards never see a loading profile during a background reload.
      expect(harness.types().filter((t) => t === sessionActions.profileRequested.type)).toHaveLength(1);
    });
  });

  describe('admin login', () => {
    it('signs an admin in, greets them and opens the admin dashboard', async () => {
      const fetchProfile = jest.fn(async () => profile());
      const { harness, notify, navigations } = await signedOut({}, { fetchProfile });
      harness.dispatch(sessionActions.adminLoginSubmitted({ email: ' admin@hocvien.vn ', password: 'secret1' }));
      await harness.waitFor(sessionActions.adminLoginSucceeded.type);

      expect(harness.getState().session.adminLogin).toEqual({ status: 'succeeded', data: undefined });
      expect(selectProfile(harness.getState())?.role).toBe('admin');
      expect(notify.calls).toEqual([
        { kind: 'success', message: 'Đăng nhập thành công, chào Trần Thị Quản Trị!', options: { area: 'admin' } },
      ]);
      expect(navigations).toEqual(['/admin/dashboard']);
      // The auth listener leaves the profile to the login saga: one request, not two.
      expect(fetchProfile).toHaveBeenCalledTimes(1);
    });

    it('signs a non-admin straight out again and says why', async () => {
      const { harness, auth, navigations } = await signedOut({}, { fetchProfile: async () => profile({ role: 'student' }) });
      harness.dispatch(sessionActions.adminLoginSubmitted({ email: 'hv@hocvien.vn', password: 'secret1' }));
      await harness.waitFor(sessionActions.adminLoginFailed.type);
      await settle();

      expect(auth.signOuts).toBe(1);
      expect(harness.getState().session).toMatchObject({
        user: null,
        profile: { status: 'idle' },
        adminLogin: { status: 'failed', error: { message: 'Tài khoản này không có quyền quản trị.' } },
      });
      expect(navigations).toEqual([]);
    });

    it('maps a wrong password to the spec text', async () => {
      const { harness, notify } = await signedOut({ signInError: authError('auth/invalid-credential') });
      harness.dispatch(sessionActions.adminLoginSubmitted({ email: 'a@b.vn', password: 'wrong12' }));
      await harness.waitFor(sessionActions.adminLoginFailed.type);
      expect(harness.getState().session.adminLogin).toMatchObject({ error: { message: 'Email hoặc mật khẩu không chính xác.' } });
      expect(notify.calls).toEqual([]);
    });

    it('signs out when the profile cannot be loaded after sign-in', async () => {
      const { harness, auth } = await signedOut({}, { fetchProfile: async () => Promise.reject(disabledError()) });
      harness.dispatch(sessionActions.adminLoginSubmitted({ email: 'a@b.vn', password: 'secret1' }));
      await harness.waitFor(sessionActions.adminLoginFailed.type);
      expect(auth.signOuts).toBe(1);
      expect(harness.getState().session.adminLogin).toMatchObject({ error: { message: 'Tài khoản bạn đã bị khóa, hãy liên hệ admin' } });
    });
  });

  describe('logout', () => {
    it('shows a loading toast, then success, and goes home', async () => {
      const auth = fakeAuth();
      const { harness, notify, navigations } = setup(auth);
      await settle();
      auth.emit(USER);
      await harness.waitFor(sessionActions.profileReceived.type);

      harness.dispatch(sessionActions.logoutRequested());
      await harness.waitFor(sessionActions.loggedOut.type);
      await settle();

      expect(toasts(notify)).toEqual([
        ['loading', 'Đang đăng xuất...'],
        ['success', 'Đăng xuất thành công!'],
      ]);
      expect(notify.calls[1].options).toEqual({ id: 'toast-1' });
      expect(navigations).toEqual(['/']);
      expect(harness.getState().session).toMatchObject({ user: null, profile: { status: 'idle' }, logout: { status: 'succeeded' } });
    });

    it('shows the error (or the spec fallback) when signing out fails', async () => {
      const auth = fakeAuth({ signOutError: new Error('') });
      const { harness, notify, navigations } = setup(auth);
      await settle();
      auth.emit(null);
      harness.dispatch(sessionActions.logoutRequested());
      await harness.waitFor(sessionActions.logoutFailed.type);
      expect(notify.calls[1]).toMatchObject({ kind: 'error', message: 'Đăng xuất thất bại.', options: { id: 'toast-1' } });
      expect(navigations).toEqual([]);
    });
  });
});
