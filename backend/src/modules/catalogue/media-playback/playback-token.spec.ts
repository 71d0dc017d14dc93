import { createHmac } from 'crypto';
import { signPlaybackToken, verifyPlaybackToken } from './playback-token';

const key = Buffer.alloc(32, 1);
const now = new Date('2026-11-22T08:00:00.000Z');
const grant = { mediaId: 'm1', fileKey: 'private/media/u1/m1.mp4', expiresAt: '2026-11-22T12:00:00.000Z' };

describe('playback tokens', () => {
  it('gives back the grant of a token signed with the key, until it expires', () => {
    const token = signPlaybackToken(grant, key);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(verifyPlaybackToken(token, key, now)).toEqual(grant);
    expect(verifyPlaybackToken(token, key, new Date(grant.expiresAt))).toBeNull();
  });

  it('refuses a token signed with another key, or whose payload was changed', () => {
    expect(verifyPlaybackToken(signPlaybackToken(grant, Buffer.alloc(32, 2)), key, now)).toBeNull();
    const [, signature] = signPlaybackToken(grant, key).split('.');
    const otherFile = Buffer.from(JSON.stringify({ ...grant, fileKey: 'private/media/u2/m9.mp4' })).toString('base64url');
    expect(verifyPlaybackToken(`${otherFile}.${signature}`, key, now)).toBeNull();
  });

  it.each(['', '.', 'abc', 'a.b.c', 'x'.repeat(5000), '%%%.%%%'])('refuses a malformed token %#', (token) => {
    expect(verifyPlaybackToken(token, key, now)).toBeNull();
  });

  it('refuses a payload we would never sign, even with a valid signature', () => {
    const payload = Buffer.from(JSON.stringify({ mediaId: 1 })).toString('base64url');
    const signature = createHmac('sha256', key).update(payload).digest('base64url');
    expect(verifyPlaybackToken(`${payload}.${signature}`, key, now)).toBeNull();
  });
});
