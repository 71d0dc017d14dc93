import { signedToken, SignedTokenKind, textOfSignedToken } from './signed-token';

/**
 * The token of a marketing email's unsubscribe link: the person's uid and a MAC under the server's
 * secret, so the link works without signing in (one click, RFC 8058) and cannot be forged for
 * someone else. It never expires: an opt-out must keep working for as long as the email exists
 * (Decree 91/2020). `u1.<uid, base64url>.<MAC>`.
 */
const UNSUBSCRIBE: SignedTokenKind = {
  purpose: 'unsubscribe',
  version: 'u1',
  // A uid is at most 128 characters (contracts' ID_PATTERN).
  maxLength: 256,
};

export function unsubscribeTokenFor(userId: string, secret: string): string {
  return signedToken(UNSUBSCRIBE, userId, secret);
}

/** The uid a token was made for; null for anything else (altered, truncated, another secret, garbage). */
export function userIdOfUnsubscribeToken(token: string, secret: string): string | null {
  const userId = textOfSignedToken(UNSUBSCRIBE, token, secret);
  return userId ? userId : null;
}
