import { createHmac, timingSafeEqual } from 'crypto';

/**
 * What a marketing email's links carry: `<version>.<subject, base64url>.<HMAC-SHA256, first 128
 * bits, base64url>`. The purpose goes into the MAC, so a token made for one use (unsubscribing)
 * is refused by another (counting an open) even under the same secret.
 */
export interface SignedTokenKind {
  /** Named in the MAC (`marketing-<purpose>`: links already mailed depend on it) and in the error for a short secret. */
  purpose: string;
  version: string;
  /** Anything longer is not ours: refused before any work. */
  maxLength: number;
}

const MAC_BYTES = 16;

function mac(kind: SignedTokenKind, subject: string, secret: string): Buffer {
  if (secret.length < 16) throw new Error(`The ${kind.purpose} secret must be at least 16 characters`);
  return createHmac('sha256', secret).update(`marketing-${kind.purpose}:${kind.version}:${subject}`).digest().subarray(0, MAC_BYTES);
}

export function signedToken(kind: SignedTokenKind, text: string, secret: string): string {
  const subject = Buffer.from(text, 'utf8').toString('base64url');
  return `${kind.version}.${subject}.${mac(kind, subject, secret).toString('base64url')}`;
}

/** The text a token was made for; null for anything else (altered, truncated, another secret or kind, garbage). */
export function textOfSignedToken(kind: SignedTokenKind, token: string, secret: string): string | null {
  if (token.length > kind.maxLength) return null;
  const [version, subject, signature, ...rest] = token.split('.');
  if (version !== kind.version || !subject || !signature || rest.length > 0) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(kind, subject, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Buffer.from(subject, 'base64url').toString('utf8');
}
