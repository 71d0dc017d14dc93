import { createHmac, timingSafeEqual } from 'crypto';

/** What a playback link grants: one stored video file until a moment. */
export interface PlaybackGrant {
  mediaId: string;
  fileKey: string;
  /** ISO-8601. */
  expiresAt: string;
}

/** Longer is not a link we made: refused before any hashing. */
const MAX_TOKEN_LENGTH = 2048;

const signatureOf = (payload: string, key: Buffer) => createHmac('sha256', key).update(payload).digest();

/**
 * `<payload>.<signature>`, both base64url: the payload is the grant as JSON, the signature its
 * HMAC-SHA256 under the server's key. URL-safe, so the token is a path segment as it is.
 */
export function signPlaybackToken(grant: PlaybackGrant, key: Buffer): string {
  const payload = Buffer.from(JSON.stringify({ mediaId: grant.mediaId, fileKey: grant.fileKey, expiresAt: grant.expiresAt })).toString('base64url');
  return `${payload}.${signatureOf(payload, key).toString('base64url')}`;
}

/**
 * The grant of a token we signed that has not expired at `now`; null for anything else (forged,
 * altered, expired, malformed). The signature is compared in constant time, so timing tells an
 * attacker nothing about how close a guess came.
 */
export function verifyPlaybackToken(token: string, key: Buffer, now: Date): PlaybackGrant | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const [payload, signature, ...rest] = token.split('.');
  if (payload === undefined || signature === undefined || rest.length > 0) return null;
  const expected = signatureOf(payload, key);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const grant = grantOf(payload);
  return grant && Date.parse(grant.expiresAt) > now.getTime() ? grant : null;
}

/** Signed by us, so well-formed; checked anyway, as a key shared by mistake would let anyone sign. */
function grantOf(payload: string): PlaybackGrant | null {
  try {
    const { mediaId, fileKey, expiresAt } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof mediaId !== 'string' || typeof fileKey !== 'string' || typeof expiresAt !== 'string' || Number.isNaN(Date.parse(expiresAt))) return null;
    return { mediaId, fileKey, expiresAt };
  } catch {
    return null;
  }
}
