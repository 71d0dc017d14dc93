import { loadConfig, marketingOpenTrackingSecret, marketingUnsubscribeSecret } from '../../../platform/config/app-config';
import { emailOfOpenPixelToken, openPixelTokenFor } from './open-pixel-token';
import { unsubscribeTokenFor } from './unsubscribe-token';

const secret = 'a-secret-of-the-server-0123456789';
const email = { scenarioId: 'kich-ban-1', campaignId: 'buoc.2', runKey: 'broadcast-b:9', userId: 'uid-Abc_123' };

describe('the open-tracking image token', () => {
  it('names the email it was made for', () => {
    const token = openPixelTokenFor(email, secret);
    expect(token).toMatch(/^o1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    expect(emailOfOpenPixelToken(token, secret)).toEqual(email);
  });

  it('is the same for the same email and differs for another step, run or person', () => {
    expect(openPixelTokenFor(email, secret)).toBe(openPixelTokenFor({ ...email }, secret));
    const others = [{ ...email, campaignId: 'buoc.3' }, { ...email, runKey: 'registered' }, { ...email, userId: 'someone-else' }].map((other) => openPixelTokenFor(other, secret));
    expect(new Set([openPixelTokenFor(email, secret), ...others]).size).toBe(4);
  });

  it('refuses a token for another email, altered, truncated, from another secret, of another kind or malformed', () => {
    const token = openPixelTokenFor(email, secret);
    const [version, , signature] = token.split('.');
    const forged = `${version}.${Buffer.from('kich-ban-1/buoc.2/registered/victim').toString('base64url')}.${signature}`;
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    // Signed, but not four parts: made with the secret by mistake elsewhere, still not an email.
    const threeParts = openPixelTokenFor({ ...email, userId: '' }, secret);
    const bad = [
      forged,
      flipped,
      token.slice(0, -3),
      openPixelTokenFor(email, 'another-secret-0123456789'),
      unsubscribeTokenFor(email.userId, secret),
      `u1.${token.slice(3)}`,
      threeParts,
      '',
      'o1..',
      'o1.x.y',
      `${token}.extra`,
      'x'.repeat(10_000),
    ];
    for (const candidate of bad) expect(emailOfOpenPixelToken(candidate, secret)).toBeNull();
  });

  it('needs a real secret', () => {
    expect(() => openPixelTokenFor(email, 'short')).toThrow('at least 16 characters');
  });

  it('is signed with its own setting, else with a secret derived from the unsubscribe links\' one, never that one itself', () => {
    const own = loadConfig({ MARKETING_OPEN_TRACKING_SECRET: 'open-tracking-secret-0123456789' });
    expect(marketingOpenTrackingSecret(own)).toBe('open-tracking-secret-0123456789');
    const derived = loadConfig({ MARKETING_UNSUBSCRIBE_SECRET: 'unsubscribe-secret-0123456789' });
    expect(marketingOpenTrackingSecret(derived)).toHaveLength(43);
    expect(marketingOpenTrackingSecret(derived)).not.toBe(marketingUnsubscribeSecret(derived));
    expect(marketingOpenTrackingSecret(derived)).toBe(marketingOpenTrackingSecret(loadConfig({ MARKETING_UNSUBSCRIBE_SECRET: 'unsubscribe-secret-0123456789' })));
    expect(marketingOpenTrackingSecret(derived)).not.toBe(marketingOpenTrackingSecret(loadConfig({})));
    expect(() => loadConfig({ MARKETING_OPEN_TRACKING_SECRET: 'short' })).toThrow('MARKETING_OPEN_TRACKING_SECRET');
  });
});
