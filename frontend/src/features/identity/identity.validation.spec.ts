import { AUTH_MESSAGES } from '@academy/contracts';
import { validateNewPassword, validatePasswordChange, validateProfile, validateResetEmail } from './identity.validation';

describe('identity forms', () => {
  it('profile: the name, then the contracts schema for phone, age and avatar', () => {
    const ok = { name: 'An', phoneNumber: '', age: '', avatarUrl: '' };
    expect(validateProfile({ ...ok, phoneNumber: '0901 234 567', age: '30' })).toEqual({
      ok: true,
      request: { name: 'An', phoneNumber: '0901234567', age: 30, avatarUrl: null },
    });
    expect(validateProfile({ ...ok, name: ' ' })).toEqual({ ok: false, errors: { name: 'Vui lòng nhập tên của bạn.' } });
    expect(validateProfile({ ...ok, phoneNumber: '123' })).toEqual({ ok: false, errors: { phoneNumber: 'Số điện thoại không hợp lệ.' } });
    expect(validateProfile({ ...ok, age: '200' })).toEqual({ ok: false, errors: { age: 'Tuổi phải là số nguyên từ 1 đến 120.' } });
    expect(validateProfile({ ...ok, avatarUrl: 'http://example.com/a.png' })).toEqual({ ok: false, errors: { avatarUrl: AUTH_MESSAGES.avatarUrlInvalid } });
  });

  it('password change: current required, new at least 6 characters, confirmation equal', () => {
    expect(validatePasswordChange({ currentPassword: '', newPassword: '123', confirmPassword: '12' })).toEqual({
      ok: false,
      errors: {
        currentPassword: 'Vui lòng nhập mật khẩu hiện tại.',
        newPassword: 'Mật khẩu phải có ít nhất 6 ký tự.',
        confirmPassword: 'Mật khẩu không khớp!',
      },
    });
    expect(validatePasswordChange({ currentPassword: 'cu', newPassword: '123456', confirmPassword: '123456' })).toEqual({
      ok: true,
      request: { currentPassword: 'cu', newPassword: '123456' },
    });
  });

  it('reset: new password rules and the email of the forgot-password form', () => {
    expect(validateNewPassword({ password: '', confirmPassword: '' })).toEqual({ ok: false, errors: { password: 'Mật khẩu là bắt buộc.' } });
    expect(validateNewPassword({ password: '123456', confirmPassword: '654321' })).toEqual({ ok: false, errors: { confirmPassword: 'Mật khẩu không khớp!' } });
    expect(validateResetEmail({ email: '' })).toEqual({ ok: false, errors: { email: 'Vui lòng nhập email.' } });
    expect(validateResetEmail({ email: 'abc' })).toEqual({ ok: false, errors: { email: 'Địa chỉ email không hợp lệ.' } });
    expect(validateResetEmail({ email: ' a@b.vn ' })).toEqual({ ok: true, request: 'a@b.vn' });
  });
});
