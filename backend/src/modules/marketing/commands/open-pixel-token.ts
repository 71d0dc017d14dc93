import type { CampaignEmailKey } from '../domain/campaign-email/campaign-email.events';
import { signedToken, SignedTokenKind, textOfSignedToken } from './signed-token';

/**
 * The token in a marketing email's open-tracking image: which email (scenario, step, run, person) and
 * a MAC under the server's secret, so nobody can count an open for an email they did not receive.
 * `o1.<scenario/campaign/run/person, base64url>.<MAC>`. No expiry: an email opened a year later is
 * still that email, and an open is recorded once anyway.
 */
const OPEN_PIXEL: SignedTokenKind = {
  purpose: 'open',
  version: 'o1',
  // Four ids of at most 128 characters each (contracts' ID_PATTERN), a run key a little longer.
  maxLength: 1024,
};

export function openPixelTokenFor({ scenarioId, campaignId, runKey, userId }: CampaignEmailKey, secret: string): string {
  // '/' never occurs in an id (ID_PATTERN), so the four parts split back unambiguously.
  return signedToken(OPEN_PIXEL, [scenarioId, campaignId, runKey, userId].join('/'), secret);
}

/** The email a token was made for; null for anything else (altered, truncated, another secret, garbage). */
export function emailOfOpenPixelToken(token: string, secret: string): CampaignEmailKey | null {
  const parts = textOfSignedToken(OPEN_PIXEL, token, secret)?.split('/');
  if (!parts || parts.length !== 4 || parts.some((part) => part.length === 0)) return null;
  const [scenarioId, campaignId, runKey, userId] = parts as [string, string, string, string];
  return { scenarioId, campaignId, runKey, userId };
}
