import { ERROR_MESSAGES } from '@academy/contracts';
import { randomBytes } from 'crypto';
import { signedInUser } from './support/accounts';
import { createSocialUser, emailedCodes } from './support/auth-emulator';
import { apiClient } from './support/http-client';
import { startTestApp, TestApp } from './support/test-app';

const rateLimited = { code: 'RATE_LIMITED', message: ERROR_MESSAGES.RATE_LIMITED };

describe('rate limit of signed-in writes, per user', () => {
  let app: TestApp;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    app = await startTestApp({ USER_WRITE_LIMIT_PER_MINUTE: '3' });
    api = apiClient(app.baseUrl);
  });
  afterAll(() => app.close());

  it('refuses the fourth write in a minute of one user, across routes; reads and other users go on', async () => {
    const [student, other] = await Promise.all([signedInUser(app, 'student'), signedInUser(app, 'student')]);
    const markAll = (token: string) => api('PATCH', '/notifications/me/mark-all-read', { token });
    const statuses = [
      (await markAll(student.idToken)).status,
      (await api('PUT', '/users/profile', { token: student.idToken, body: { name: 'Học Viên Nhanh Tay' } })).status,
      (await markAll(student.idToken)).status,
    ];
    expect(statuses).toEqual([200, 200, 200]);

    const refused = await markAll(student.idToken);
    expect(refused).toMatchObject({ status: 429, body: rateLimited });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('ratelimit-limit')).toBe('3');
    expect((await api('GET', '/users/profile', { token: student.idToken })).status).toBe(200);
    expect((await markAll(other.idToken)).status).toBe(200);
  });

  it('leaves anonymous writes to the per-IP limit', async () => {
    const message = { name: 'Khách', email: 'khach@example.vn', message: 'Xin chào' };
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await api('POST', '/contact', { body: message })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
  });
});

describe('new profiles from a first sign-in count as sign-ups of the address', () => {
  let app: TestApp;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_WRITE_LIMIT_PER_MINUTE: '2' });
    api = apiClient(app.baseUrl);
  });
  afterAll(() => app.close());

  it('does not count asking for playback links, which records nothing, against the write limit', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await api('POST', '/media/playback-url', { body: { mediaId: 'khong-co-video' } })).status);
    expect(statuses).toEqual([404, 404, 404, 404, 404]);
  });

  it('refuses a third new account in a minute from one IP, by sign-up or first Google sign-in; returning users pass', async () => {
    const first = await createSocialUser('google.com', { emailVerified: true });
    expect((await api('POST', '/auth/ensure-user-profile', { token: first.idToken })).body.created).toBe(true);
    const signUp = { email: `ip-${randomBytes(4).toString('hex')}@example.vn`, password: 'MatKhau@123', name: 'Vũ Hà', phoneNumber: '0912345678', acceptTerms: true };
    expect((await api('POST', '/auth/register', { body: signUp })).status).toBe(201);

    const third = await createSocialUser('google.com', { emailVerified: true });
    expect(await api('POST', '/auth/ensure-user-profile', { token: third.idToken })).toMatchObject({ status: 429, body: rateLimited });
    expect((await api('GET', '/users/profile', { token: third.idToken })).body.code).toBe('PROFILE_MISSING');
    expect((await api('POST', '/auth/ensure-user-profile', { token: first.idToken })).status).toBe(200);
  });
});

describe('password reset emails, per target user', () => {
  let app: TestApp;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    app = await startTestApp();
    api = apiClient(app.baseUrl);
  });
  afterAll(() => app.close());

  it('validates the body, and sends a user at most three reset emails an hour', async () => {
    const [admin, target, other] = await Promise.all([signedInUser(app, 'admin'), signedInUser(app, 'student'), signedInUser(app, 'student')]);
    const sendReset = (uid: string, body: unknown = {}) => api('POST', `/admin/users/${uid}/send-reset-password`, { token: admin.idToken, body });
    const resetsOf = async (email: string) => (await emailedCodes(email)).filter((c) => c.requestType === 'PASSWORD_RESET').length;

    expect((await sendReset(target.uid, { email: 'khong-phai-email' })).body.code).toBe('VALIDATION_FAILED');
    expect((await sendReset(target.uid, '[]')).status).toBe(400);
    expect(await resetsOf(target.email)).toBe(0);

    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await sendReset(target.uid)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await sendReset(target.uid)).toMatchObject({ status: 429, body: rateLimited });
    expect(await resetsOf(target.email)).toBe(3);
    expect((await sendReset(other.uid)).status).toBe(200);
  });
});
