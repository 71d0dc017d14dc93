import { createHmac, timingSafeEqual } from 'crypto';
import type { CampaignEmailKey } from '../domain/campaign-email/campaign-email.events';

/**
 * The token in a marketing email's open-tracking image: which email (scenario, step, run, person) and
 * a MAC under the server's secret, so nobody can count an open for an email they did not receive.
 * `o1.<scenario/campaign/run/person, base64url>.<HMAC-SHA256, first 128 bits, base64url>`. No
 * expiry: an email opened a year later is still that email, and an open is recorded once anyway.
 */
const VERSION = 'o1';
const MAC_BYTES = 16;
/** Four ids of at most 128 characters each (contracts' ID_PATTERN), a run key a little longer: anything past this is not ours. */
const MAX_TOKEN_LENGTH = 1024;

function mac(subject: string, secret: string): Buffer {
  if (secret.length < 16) throw new Error('The open-tracking secret must be at least 16 characters');
  return createHmac('sha256', secret).update(`marketing-open:${VERSION}:${subject}`).digest().subarray(0, MAC_BYTES);
}

export function openPixelTokenFor({ scenarioId, campaignId, runKey, userId }: CampaignEmailKey, secret: string): string {
  // '/' never occurs in an id (ID_PATTERN), so the four parts split back unambiguously.
  const subject = Buffer.from([scenarioId, campaignId, runKey, userId].join('/'), 'utf8').toString('base64url');
  return `${VERSION}.${subject}.${mac(subject, secret).toString('base64url')}`;
}

/** The email a token was made for; null for anything else (altered, truncated, another secret, garbage). */
export function emailOfOpenPixelToken(token: string, secret: string): CampaignEmailKey | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const [version, subject, signature, ...rest] = token.split('.');
  if (version !== VERSION || !subject || !signature || rest.length > 0) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(subject, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const parts = Buffer.from(subject, 'base64url').toString('utf8').split('/');
  if (parts.length !== 4 || parts.some((part) => part.length === 0)) return null;
  const [scenarioId, campaignId, runKey, userId] = parts as [string, string, string, string];
  return { scenarioId, campaignId, runKey, userId };
}
