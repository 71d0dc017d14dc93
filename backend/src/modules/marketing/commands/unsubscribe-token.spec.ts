import { unsubscribeTokenFor, userIdOfUnsubscribeToken } from './unsubscribe-token';

const secret = 'a-secret-of-the-server-0123456789';

describe('the unsubscribe link token', () => {
  it('names the person it was made for', () => {
    const token = unsubscribeTokenFor('uid-Abc_123', secret);
    expect(token).toMatch(/^u1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    expect(userIdOfUnsubscribeToken(token, secret)).toBe('uid-Abc_123');
  });

  it('is the same token every time (the same link in every email)', () => {
    expect(unsubscribeTokenFor('u1', secret)).toBe(unsubscribeTokenFor('u1', secret));
  });

  it('refuses a token for someone else, altered, truncated, from another secret or malformed', () => {
    const token = unsubscribeTokenFor('victim', secret);
    const [version, , signature] = token.split('.');
    const forged = `${version}.${Buffer.from('attacker').toString('base64url')}.${signature}`;
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const bad of [forged, flipped, token.slice(0, -3), unsubscribeTokenFor('victim', 'another-secret-0123456789'), '', 'u1..', 'u2.x.y', `${token}.extra`, 'x'.repeat(10_000)]) {
      expect(userIdOfUnsubscribeToken(bad, secret)).toBeNull();
    }
  });

  it('needs a real secret', () => {
    expect(() => unsubscribeTokenFor('u1', 'short')).toThrow('at least 16 characters');
  });
});
