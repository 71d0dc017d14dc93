import { ERROR_MESSAGES, GENERIC_ERROR_MESSAGE } from '@academy/contracts';

export const AUTH_MESSAGES = {
  credentialsRequired: 'Vui lòng nhập email và mật khẩu.',
  emailInvalid: 'Địa chỉ email không hợp lệ.',
  passwordTooShort: 'Mật khẩu phải có ít nhất 6 ký tự.',
  wrongCredentials: 'Email hoặc mật khẩu không chính xác.',
  notAdmin: 'Tài khoản này không có quyền quản trị.',
  profileLoadFailed: 'Không thể tải hồ sơ người dùng từ API.',
  logoutSucceeded: 'Đăng xuất thành công!',
  logoutFailed: 'Đăng xuất thất bại.',
  loggingOut: 'Đang đăng xuất...',
  welcome: (name: string) => `Đăng nhập thành công, chào ${name}!`,
} as const;

export const MIN_PASSWORD_LENGTH = 6;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec part 1 §5, auth form: the first rule that fails, or null when the form may be sent. */
export function validateCredentials(email: string, password: string): string | null {
  if (!email.trim() || !password) return AUTH_MESSAGES.credentialsRequired;
  if (!EMAIL_PATTERN.test(email.trim())) return AUTH_MESSAGES.emailInvalid;
  if (password.length < MIN_PASSWORD_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  return null;
}

/** Firebase Auth error codes mapped to the spec's texts; anything else keeps its own message. */
export function authErrorMessage(error: unknown): string {
  const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
  switch (code) {
    case 'auth/wrong-password':
    case 'auth/user-not-found':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return AUTH_MESSAGES.wrongCredentials;
    case 'auth/invalid-email':
      return AUTH_MESSAGES.emailInvalid;
    case 'auth/user-disabled':
      return ERROR_MESSAGES.ACCOUNT_DISABLED;
    case 'auth/too-many-requests':
      return ERROR_MESSAGES.RATE_LIMITED;
    case 'auth/network-request-failed':
      return 'Không thể kết nối tới máy chủ xác thực. Vui lòng thử lại.';
    default:
      return error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE;
  }
}
