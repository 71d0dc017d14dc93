import { loadConfig, mediaSigningKey } from '../../../platform/config/app-config';
import { courseAccessKey, CourseAccessTokens, signCourseAccessToken, verifyCourseAccessToken } from './course-access-token';

describe('course access tokens', () => {
  const config = loadConfig({ NODE_ENV: 'test' });
  const tokens = new CourseAccessTokens(config);
  const verifiedAt = new Date('2026-12-01T09:00:00.000Z');
  const later = (minutes: number) => new Date(verifiedAt.getTime() + minutes * 60_000);
  const { accessToken, expiresAt } = tokens.issue('u-learner', 'c-excel', verifiedAt);

  it('opens the course it names for the learner it names, for two hours', () => {
    expect(expiresAt).toBe('2026-12-01T11:00:00.000Z');
    expect(tokens.verify(accessToken, 'u-learner', 'c-excel', verifiedAt)).toBe(true);
    expect(tokens.verify(accessToken, 'u-learner', 'c-excel', later(119))).toBe(true);
  });

  it('refuses another course’s token and another learner’s', () => {
    expect(tokens.verify(accessToken, 'u-learner', 'c-ads', verifiedAt)).toBe(false);
    expect(tokens.verify(accessToken, 'u-other', 'c-excel', verifiedAt)).toBe(false);
  });

  it('refuses an expired token, from the moment it expires', () => {
    expect(tokens.verify(accessToken, 'u-learner', 'c-excel', later(120))).toBe(false);
    expect(tokens.verify(accessToken, 'u-learner', 'c-excel', later(60 * 24))).toBe(false);
  });

  it('refuses a forged token: signed with another key, altered, or not a token at all', () => {
    const otherKey = courseAccessKey(loadConfig({ NODE_ENV: 'test', MEDIA_SIGNING_KEY: Buffer.alloc(32, 7).toString('base64') }));
    const forged = signCourseAccessToken({ userId: 'u-learner', courseId: 'c-excel', expiresAt: '2099-01-01T00:00:00.000Z' }, otherKey);
    expect(tokens.verify(forged, 'u-learner', 'c-excel', verifiedAt)).toBe(false);

    // The learner's own token made to last longer: the signature no longer fits the payload.
    const [, signature] = accessToken.split('.');
    const stretched = Buffer.from(JSON.stringify({ userId: 'u-learner', courseId: 'c-excel', expiresAt: '2099-01-01T00:00:00.000Z' })).toString('base64url');
    expect(tokens.verify(`${stretched}.${signature}`, 'u-learner', 'c-excel', verifiedAt)).toBe(false);

    for (const junk of ['', '.', 'abc', `${accessToken}.extra`, `${accessToken.split('.')[0]}.`, 'x'.repeat(5000), '{"userId":"u-learner"}']) {
      expect(tokens.verify(junk, 'u-learner', 'c-excel', verifiedAt)).toBe(false);
    }
  });

  it('does not accept a token signed with the media key itself (another kind of link)', () => {
    const mediaKeyToken = signCourseAccessToken({ userId: 'u-learner', courseId: 'c-excel', expiresAt }, mediaSigningKey(config));
    expect(verifyCourseAccessToken(mediaKeyToken, 'u-learner', 'c-excel', verifiedAt, courseAccessKey(config))).toBe(false);
  });
});
