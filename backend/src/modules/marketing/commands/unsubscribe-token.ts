import { createHmac, timingSafeEqual } from 'crypto';

/**
 * The token of a marketing email's unsubscribe link: the person's uid and a MAC under the server's
 * secret, so the link works without signing in (one click, RFC 8058) and cannot be forged for
 * someone else. It never expires: an opt-out must keep working for as long as the email exists
 * (Decree 91/2020). `u1.<uid, base64url>.<HMAC-SHA256, first 128 bits, base64url>`.
 */
const VERSION = 'u1';
const MAC_BYTES = 16;
/** A uid is at most 128 characters (contracts' ID_PATTERN): anything longer is not ours. */
const MAX_TOKEN_LENGTH = 256;

function mac(subject: string, secret: string): Buffer {
  if (secret.length < 16) throw new Error('The unsubscribe link secret must be at least 16 characters');
  return createHmac('sha256', secret).update(`marketing-unsubscribe:${VERSION}:${subject}`).digest().subarray(0, MAC_BYTES);
}

export function unsubscribeTokenFor(userId: string, secret: string): string {
  const subject = Buffer.from(userId, 'utf8').toString('base64url');
  return `${VERSION}.${subject}.${mac(subject, secret).toString('base64url')}`;
}

/** The uid a token was made for; null for anything else (altered, truncated, another secret, garbage). */
export function userIdOfUnsubscribeToken(token: string, secret: string): string | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const [version, subject, signature, ...rest] = token.split('.');
  if (version !== VERSION || !subject || !signature || rest.length > 0) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(subject, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const userId = Buffer.from(subject, 'base64url').toString('utf8');
  return userId.length > 0 ? userId : null;
}
