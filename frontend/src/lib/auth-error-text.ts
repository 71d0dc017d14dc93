import { FIELD_MESSAGES, GENERIC_ERROR_MESSAGE, IDENTITY_ERRORS } from '@academy/contracts';
import { authErrorCode } from '../platform/auth-gateway';

export const WRONG_CREDENTIALS = 'Email hoặc mật khẩu không chính xác.';
export const AUTH_NETWORK_FAILED = 'Không thể kết nối tới máy chủ xác thực. Vui lòng thử lại.';
export const AUTH_TOO_MANY_REQUESTS = 'Bạn thao tác quá nhanh. Vui lòng thử lại sau ít phút.';

/**
 * The identity provider's error codes in the spec's words (part 1 §5, §8). Codes that are not
 * mapped give `fallback`, else the error's own message, else the generic text.
 */
export function authErrorText(error: unknown, fallback?: string): string {
  switch (authErrorCode(error)) {
    case 'auth/wrong-password':
    case 'auth/user-not-found':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return WRONG_CREDENTIALS;
    case 'auth/invalid-email':
      return FIELD_MESSAGES.emailInvalid;
    case 'auth/user-disabled':
      return IDENTITY_ERRORS.ACCOUNT_DISABLED;
    case 'auth/too-many-requests':
      return AUTH_TOO_MANY_REQUESTS;
    case 'auth/network-request-failed':
      return AUTH_NETWORK_FAILED;
    default:
      if (fallback) return fallback;
      return error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE;
  }
}
