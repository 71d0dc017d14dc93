import { EmulatorSignInCancelled } from '../../platform/emulator-provider';
import { authErrorMessage, isPopupDismissed, validateCredentials } from './auth-errors';

describe('admin login validation (spec part 1 §5)', () => {
  it('checks presence, then email shape, then password length', () => {
    expect(validateCredentials('', '')).toBe('Vui lòng nhập email và mật khẩu.');
    expect(validateCredentials('a@b.vn', '')).toBe('Vui lòng nhập email và mật khẩu.');
    expect(validateCredentials('khong-phai-email', '123456')).toBe('Địa chỉ email không hợp lệ.');
    expect(validateCredentials('a@b.vn', '12345')).toBe('Mật khẩu phải có ít nhất 6 ký tự.');
    expect(validateCredentials(' a@b.vn ', '123456')).toBeNull();
  });
});

describe('Firebase error texts', () => {
  const withCode = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

  it('gives one text for every wrong-credential variant', () => {
    for (const code of ['auth/wrong-password', 'auth/user-not-found', 'auth/invalid-credential', 'auth/invalid-login-credentials']) {
      expect(authErrorMessage(withCode(code))).toBe('Email hoặc mật khẩu không chính xác.');
    }
  });

  it('explains a disabled account and keeps unknown errors as they are', () => {
    expect(authErrorMessage(withCode('auth/user-disabled'))).toBe('Tài khoản bạn đã bị khóa, hãy liên hệ admin');
    expect(authErrorMessage(new Error('Lạ'))).toBe('Lạ');
    expect(authErrorMessage(undefined)).toBe('Đã có lỗi xảy ra');
  });
});

describe('isPopupDismissed', () => {
  it('treats a cancelled emulator account dialog like a closed popup', () => {
    expect(isPopupDismissed(new EmulatorSignInCancelled())).toBe(true);
    expect(isPopupDismissed(Object.assign(new Error(''), { code: 'auth/network-request-failed' }))).toBe(false);
  });
});
