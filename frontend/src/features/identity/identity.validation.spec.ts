import { validateNewPassword, validatePasswordChange, validateProfile, validateResetEmail } from './identity.validation';

describe('identity forms', () => {
  it('profile: the name, then the contracts schema for phone, age and avatar', () => {
    const ok = { name: 'An', phoneNumber: '', age: '', avatarUrl: '' };
    expect(validateProfile(ok)).toBeNull();
    expect(validateProfile({ ...ok, name: ' ' })).toEqual({ name: 'Vui lòng nhập tên của bạn.' });
    expect(validateProfile({ ...ok, phoneNumber: '123' })).toEqual({ phoneNumber: 'Số điện thoại không hợp lệ.' });
    expect(validateProfile({ ...ok, age: '200' })).toEqual({ age: 'Tuổi phải là số nguyên từ 1 đến 120.' });
    expect(validateProfile({ ...ok, avatarUrl: 'khong-phai-url' })).toEqual({ avatarUrl: 'Đường dẫn ảnh đại diện không hợp lệ.' });
  });

  it('password change: current required, new at least 6 characters, confirmation equal', () => {
    expect(validatePasswordChange({ currentPassword: '', newPassword: '123', confirmPassword: '12' })).toEqual({
      currentPassword: 'Vui lòng nhập mật khẩu hiện tại.',
      newPassword: 'Mật khẩu phải có ít nhất 6 ký tự.',
      confirmPassword: 'Mật khẩu không khớp!',
    });
    expect(validatePasswordChange({ currentPassword: 'cu', newPassword: '123456', confirmPassword: '123456' })).toBeNull();
  });

  it('reset: new password rules and the email of the forgot-password form', () => {
    expect(validateNewPassword({ password: '', confirmPassword: '' })).toEqual({ password: 'Mật khẩu là bắt buộc.' });
    expect(validateNewPassword({ password: '123456', confirmPassword: '654321' })).toEqual({ confirmPassword: 'Mật khẩu không khớp!' });
    expect(validateResetEmail('')).toBe('Vui lòng nhập email.');
    expect(validateResetEmail('abc')).toBe('Địa chỉ email không hợp lệ.');
    expect(validateResetEmail(' a@b.vn ')).toBeNull();
  });
});
