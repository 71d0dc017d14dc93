import { UserProfile } from '@academy/contracts';
import { combineReducers } from '@reduxjs/toolkit';
import { FakeAuthOptions, authError, fakeAuth } from '../../../test/fake-auth';
import { userProfile } from '../../../test/fixtures';
import { recordingNotifier, startSaga } from '../../../test/saga-harness';
import { ApiError } from '../../platform/api-client';
import { IdentityApi } from './identity.api';
import { createIdentitySaga } from './identity.saga';
import { identityActions, identityReducer } from './identity.slice';

const reducer = combineReducers({ identity: identityReducer });

const PROFILE = userProfile();

function setup(authOptions: FakeAuthOptions = {}, api: Partial<IdentityApi> = {}) {
  const auth = fakeAuth(authOptions);
  const notify = recordingNotifier();
  const navigations: { to: string; replace?: boolean }[] = [];
  const saga = createIdentitySaga({
    auth,
    notify,
    navigate: (to, options) => void navigations.push({ to, ...options }),
    api: {
      updateProfile: async (body) => ({ message: 'ok', profile: { ...PROFILE, ...body } as UserProfile }),
      changeMarketingEmails: async (subscribed) => ({ message: subscribed ? 'Bật' : 'Tắt', profile: { ...PROFILE, marketingEmails: subscribed } as UserProfile }),
      ...api,
    },
  });
  return { harness: startSaga(reducer, saga), auth, notify, navigations };
}

const toasts = (notify: ReturnType<typeof recordingNotifier>) => notify.calls.map((c) => [c.kind, c.message, c.options]);
const EMAIL_ACTION = { area: 'email-action' };

describe('the marketing email switch (/profile)', () => {
  it('asks for the state wanted, keeps the saved profile and says what now holds', async () => {
    const changeMarketingEmails = jest.fn(async (subscribed: boolean) => ({ message: 'Bạn sẽ nhận email về khóa học và ưu đãi.', profile: { ...PROFILE, marketingEmails: subscribed } as UserProfile }));
    const { harness, notify } = setup({}, { changeMarketingEmails });
    harness.dispatch(identityActions.marketingEmailsSwitched(true));
    expect(harness.getState().identity.marketingEmailsSave.status).toBe('loading');
    await harness.waitFor(identityActions.marketingEmailsSaved.type);
    expect(changeMarketingEmails).toHaveBeenCalledWith(true);
    expect(harness.getState().identity.marketingEmailsSave).toMatchObject({ status: 'succeeded', data: { marketingEmails: true } });
    expect(toasts(notify)).toEqual([['success', 'Bạn sẽ nhận email về khóa học và ưu đãi.', undefined]]);
  });

  it('says so when the change could not be saved', async () => {
    const { harness, notify } = setup({}, { changeMarketingEmails: async () => Promise.reject(new Error('mạng')) });
    harness.dispatch(identityActions.marketingEmailsSwitched(false));
    await harness.waitFor(identityActions.marketingEmailsSaveFailed.type);
    expect(harness.getState().identity.marketingEmailsSave.status).toBe('failed');
    expect(notify.calls.map((c) => c.kind)).toEqual(['error']);
  });
});

describe('email links (/auth/action)', () => {
  it('verifies an email and shows the success text (top-center toast)', async () => {
    const { harness, auth, notify } = setup();
    harness.dispatch(identityActions.emailActionOpened({ mode: 'verifyEmail', oobCode: 'CODE1' }));
    // A second dispatch of the same link (StrictMode) must not spend the code twice.
    harness.dispatch(identityActions.emailActionOpened({ mode: 'verifyEmail', oobCode: 'CODE1' }));
    await harness.waitFor(identityActions.emailActionSucceeded.type);
    expect(auth.calls).toEqual(['applyActionCode:CODE1']);
    expect(harness.getState().identity.emailAction).toEqual({
      status: 'succeeded',
      data: 'Email của bạn đã được xác thực thành công! Bạn có thể đăng nhập ngay bây giờ.',
    });
    expect(toasts(notify)).toEqual([['success', 'Email của bạn đã được xác thực thành công! Bạn có thể đăng nhập ngay bây giờ.', EMAIL_ACTION]]);
  });

  it('checks a reset code, then moves to /reset-password carrying it, replacing history', async () => {
    const { harness, navigations, auth } = setup();
    harness.dispatch(identityActions.emailActionOpened({ mode: 'resetPassword', oobCode: 'a/b' }));
    await harness.waitFor(identityActions.resetCodeVerified.type);
    await new Promise((r) => setTimeout(r, 0));
    expect(auth.calls).toEqual(['verifyPasswordResetCode:a/b']);
    expect(navigations).toEqual([{ to: '/reset-password?oobCode=a%2Fb', replace: true }]);
  });

  it('shows the generic invalid-link text for an unsupported mode and for a failed code', async () => {
    const unsupported = setup();
    unsupported.harness.dispatch(identityActions.emailActionOpened({ mode: 'recoverEmail', oobCode: 'X' }));
    await unsupported.harness.waitFor(identityActions.emailActionFailed.type);
    expect(unsupported.harness.getState().identity.emailAction).toEqual({
      status: 'failed',
      error: { message: 'Link không hợp lệ hoặc đã hết hạn. Vui lòng thử lại.', code: 'unsupported', fields: {} },
    });
    expect(unsupported.auth.calls).toEqual([]);

    const expired = setup({ actionCodeError: authError('auth/expired-action-code') });
    expired.harness.dispatch(identityActions.emailActionOpened({ mode: 'verifyEmail', oobCode: 'OLD' }));
    await expired.harness.waitFor(identityActions.emailActionFailed.type);
    expect(expired.harness.getState().identity.emailAction).toMatchObject({
      error: { message: 'Link không hợp lệ hoặc đã hết hạn. Vui lòng thử lại.', code: 'invalid' },
    });
    expect(toasts(expired.notify)).toEqual([['error', 'Link không hợp lệ hoặc đã hết hạn. Vui lòng thử lại.', EMAIL_ACTION]]);
  });
});

describe('password recovery', () => {
  it('sends the reset email', async () => {
    const { harness, auth } = setup();
    harness.dispatch(identityActions.resetEmailRequested(' hv@hocvien.vn '));
    await harness.waitFor(identityActions.resetEmailSent.type);
    expect(auth.calls).toEqual(['sendPasswordResetEmail:hv@hocvien.vn']);
    expect(harness.getState().identity.forgotPassword).toEqual({ status: 'succeeded', data: 'hv@hocvien.vn' });
  });

  it('says the email is unknown (user-not-found from the provider)', async () => {
    const { harness } = setup({ resetEmailError: authError('auth/user-not-found') });
    harness.dispatch(identityActions.resetEmailRequested('la@hocvien.vn'));
    await harness.waitFor(identityActions.resetEmailFailed.type);
    expect(harness.getState().identity.forgotPassword).toMatchObject({
      error: { message: 'Không tìm thấy tài khoản nào với email này.', code: 'auth/user-not-found' },
    });
  });

  it('leaves each form failure to the form (inline), with no toast repeating it', async () => {
    const forgot = setup({ resetEmailError: authError('auth/user-not-found') });
    forgot.harness.dispatch(identityActions.resetEmailRequested('la@hocvien.vn'));
    await forgot.harness.waitFor(identityActions.resetEmailFailed.type);
    const reset = setup({ confirmResetError: authError('auth/weak-password') });
    reset.harness.dispatch(identityActions.newPasswordSubmitted({ oobCode: 'R1', password: 'moi12345' }));
    await reset.harness.waitFor(identityActions.newPasswordFailed.type);
    const change = setup({ changePasswordError: authError('auth/wrong-password') });
    change.harness.dispatch(identityActions.passwordChangeSubmitted({ currentPassword: 'sai', newPassword: 'moi123456' }));
    await change.harness.waitFor(identityActions.passwordChangeFailed.type);
    const profile = setup({}, { updateProfile: () => Promise.reject(new ApiError('Failed to fetch', null, null, null, null)) });
    profile.harness.dispatch(identityActions.profileSubmitted({ name: 'A' }));
    await profile.harness.waitFor(identityActions.profileSaveFailed.type);
    expect([forgot, reset, change, profile].map(({ notify }) => notify.calls)).toEqual([[], [], [], []]);
  });

  it('sets the new password, or explains an expired link or a weak password', async () => {
    const ok = setup();
    ok.harness.dispatch(identityActions.newPasswordSubmitted({ oobCode: 'R1', password: 'moi12345' }));
    await ok.harness.waitFor(identityActions.newPasswordSaved.type);
    expect(ok.auth.calls).toEqual(['confirmPasswordReset:R1']);

    const expired = setup({ confirmResetError: authError('auth/invalid-action-code') });
    expired.harness.dispatch(identityActions.newPasswordSubmitted({ oobCode: 'R1', password: 'moi12345' }));
    await expired.harness.waitFor(identityActions.newPasswordFailed.type);
    expect(expired.harness.getState().identity.resetPassword).toMatchObject({ error: { message: 'Link không hợp lệ hoặc đã hết hạn. Vui lòng thử lại.' } });

    const weak = setup({ confirmResetError: authError('auth/weak-password') });
    weak.harness.dispatch(identityActions.newPasswordSubmitted({ oobCode: 'R1', password: 'moi12345' }));
    await weak.harness.waitFor(identityActions.newPasswordFailed.type);
    expect(weak.harness.getState().identity.resetPassword).toMatchObject({ error: { message: 'Mật khẩu mới quá yếu. Vui lòng chọn mật khẩu khác.' } });
  });
});

describe('password change (/settings)', () => {
  it('changes the password and says so', async () => {
    const { harness, auth, notify } = setup();
    harness.dispatch(identityActions.passwordChangeSubmitted({ currentPassword: 'cu123456', newPassword: 'moi123456' }));
    await harness.waitFor(identityActions.passwordChanged.type);
    expect(auth.calls).toEqual(['changePassword']);
    expect(harness.getState().identity.passwordChange.status).toBe('succeeded');
    expect(toasts(notify)).toEqual([['success', 'Đổi mật khẩu thành công!', undefined]]);
  });

  it('puts a wrong current password and a weak new one on their fields', async () => {
    for (const code of ['auth/wrong-password', 'auth/invalid-credential']) {
      const { harness } = setup({ changePasswordError: authError(code) });
      harness.dispatch(identityActions.passwordChangeSubmitted({ currentPassword: 'sai', newPassword: 'moi123456' }));
      await harness.waitFor(identityActions.passwordChangeFailed.type);
      expect(harness.getState().identity.passwordChange).toMatchObject({ error: { fields: { currentPassword: 'Mật khẩu hiện tại không chính xác.' } } });
    }
    const weak = setup({ changePasswordError: authError('auth/weak-password') });
    weak.harness.dispatch(identityActions.passwordChangeSubmitted({ currentPassword: 'cu123456', newPassword: 'moi123' }));
    await weak.harness.waitFor(identityActions.passwordChangeFailed.type);
    expect(weak.harness.getState().identity.passwordChange).toMatchObject({
      error: { fields: { newPassword: 'Mật khẩu mới quá yếu. Vui lòng chọn mật khẩu khác.' } },
    });
  });
});

describe('profile (/profile)', () => {
  it('saves the profile, with the success toast', async () => {
    const { harness, notify } = setup();
    harness.dispatch(identityActions.profileSubmitted({ name: 'Phạm Mới', phoneNumber: '0901234567', age: 31, avatarUrl: null }));
    await harness.waitFor(identityActions.profileSaved.type);
    expect(harness.getState().identity.profileSave).toMatchObject({ status: 'succeeded', data: { name: 'Phạm Mới', age: 31 } });
    expect(toasts(notify)).toEqual([['success', 'Cập nhật hồ sơ thành công!', undefined]]);
  });

  it('shows the server message with its field errors, else the fallback texts', async () => {
    const refused = new ApiError('Dữ liệu không hợp lệ.', 400, 'Dữ liệu không hợp lệ.', 'VALIDATION_FAILED', { phoneNumber: 'Số điện thoại không hợp lệ.' });
    const invalid = setup({}, { updateProfile: async () => Promise.reject(refused) });
    invalid.harness.dispatch(identityActions.profileSubmitted({ name: 'A', phoneNumber: '1' }));
    await invalid.harness.waitFor(identityActions.profileSaveFailed.type);
    expect(invalid.harness.getState().identity.profileSave).toEqual({
      status: 'failed',
      error: { message: 'Dữ liệu không hợp lệ.', code: 'VALIDATION_FAILED', fields: { phoneNumber: 'Số điện thoại không hợp lệ.' } },
    });

    const network = () => Promise.reject(new ApiError('Failed to fetch', null, null, null, null));
    const down = setup({}, { updateProfile: network });
    down.harness.dispatch(identityActions.profileSubmitted({ name: 'A' }));
    await down.harness.waitFor(identityActions.profileSaveFailed.type);
    expect(down.harness.getState().identity.profileSave).toMatchObject({ error: { message: 'Không thể cập nhật hồ sơ.' } });
  });
});
