import { AUTH_MESSAGES, FIELD_MESSAGES } from '@academy/contracts';
import { AUTH_NETWORK_FAILED, AUTH_TOO_MANY_REQUESTS, WRONG_CREDENTIALS, authErrorText } from '../../lib/auth-error-text';
import { EMAIL_PATTERN, MIN_PASSWORD_LENGTH } from '../../lib/form';
import { authErrorCode } from '../../platform/auth-gateway';

/** Texts of the session feature that the contracts do not carry (the rest are AUTH_MESSAGES). */
export const SESSION_MESSAGES = {
  wrongCredentials: WRONG_CREDENTIALS,
  notAdmin: 'Tài khoản này không có quyền quản trị.',
  loggingOut: 'Đang đăng xuất...',
  networkFailed: AUTH_NETWORK_FAILED,
  tooManyRequests: AUTH_TOO_MANY_REQUESTS,
  googleFailed: 'Đăng nhập Google thất bại.',
} as const;

/** Spec part 1 §5, auth form: the first rule that fails, or null when the form may be sent. */
export function validateCredentials(email: string, password: string): string | null {
  if (!email.trim() || !password) return AUTH_MESSAGES.emailAndPasswordRequired;
  if (!EMAIL_PATTERN.test(email.trim())) return FIELD_MESSAGES.emailInvalid;
  if (password.length < MIN_PASSWORD_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  return null;
}

/** A Google or Facebook popup that the user closed shows nothing (spec part 1 §8). */
export function isPopupDismissed(error: unknown): boolean {
  const code = authErrorCode(error);
  return code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request' || code === 'auth/user-cancelled';
}

/** Firebase Auth error codes mapped to the spec's texts; anything else keeps its own message. */
export const authErrorMessage = authErrorText;
