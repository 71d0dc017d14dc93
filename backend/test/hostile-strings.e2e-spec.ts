import { FIELD_MESSAGES } from '@academy/contracts';
import { randomBytes } from 'crypto';
import { UserAccountRegistrar } from '../src/modules/identity';
import { EVENT_STORE, EventStore } from '../src/platform/event-store/event-store.port';
import { createEmulatorUser, lookupAccount } from './support/auth-emulator';
import { apiSuite } from './support/api-suite';

/**
 * The hardening issue's critical finding: one anonymous sign-up with a NUL in the name froze the
 * identity projection, and with it account locking, for everyone. Text the stores cannot hold is
 * refused at the edge, and text that reaches the log by another path is still stored exactly.
 */
describe('hostile strings', () => {
  const suite = apiSuite();

  const headPosition = () => suite.app.app.get<EventStore>(EVENT_STORE).headPosition();

  it('refuses a NUL in a sign-up name with a 400, creating no account and recording nothing', async () => {
    const email = `nul-${randomBytes(4).toString('hex')}@example.vn`;
    const before = await headPosition();
    const response = await suite.api('POST', '/auth/register', {
      body: { email, password: 'MatKhau@123', name: 'A\u0000B', phoneNumber: '0912345678', acceptTerms: true },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { name: FIELD_MESSAGES.textMalformed } });
    expect(await lookupAccount({ email })).toBeNull();
    // Other work (welcome notifications of the users above) may append meanwhile; no registration did.
    const since = await suite.app.app.get<EventStore>(EVENT_STORE).readAll({ after: before, maxCount: 1000 });
    expect(since.filter((event) => event.type === 'UserAccountRegistered')).toEqual([]);
  });

  it.each([
    ['a lone surrogate in the name', { name: 'Lan\ud800' }],
    ['a NUL in the avatar link', { avatarUrl: 'https://cdn.example.vn/a\u0000.png' }],
    ['a javascript: avatar link', { avatarUrl: 'javascript:alert(1)' }],
    ['a name of zero-width spaces', { name: '\u200B\u200B' }],
  ])('refuses %s in a profile update and keeps the profile', async (_, change) => {
    const before = await suite.api('GET', '/users/profile', { token: suite.student.idToken });
    const response = await suite.api('PUT', '/users/profile', { token: suite.student.idToken, body: change });
    expect(response.status).toBe(400);
    expect(await suite.api('GET', '/users/profile', { token: suite.student.idToken })).toMatchObject({ status: 200, body: before.body });
  });

  it('stores a NUL and a lone surrogate that reach the log another way, and locking still works', async () => {
    const odd = await createEmulatorUser('odd');
    await suite.app.app.get(UserAccountRegistrar).register({
      uid: odd.uid,
      role: 'student',
      personal: { name: 'A\u0000B \ud800', email: odd.email, phoneNumber: '', age: null, avatarUrl: null },
      emailVerified: true,
      source: 'seed',
      registeredBy: null,
      registeredAt: new Date(),
    });
    const profile = await suite.api('GET', '/users/profile', { token: odd.idToken });
    expect(profile.status).toBe(200);
    expect(profile.body.name).toBe('A\u0000B \ud800');

    const lock = await suite.api('PUT', `/admin/users/${suite.student.uid}/toggle-disable`, { token: suite.admin.idToken, body: { disable: true } });
    expect(lock).toMatchObject({ status: 200, body: { disabled: true } });
    expect(await suite.api('GET', '/users/profile', { token: suite.student.idToken })).toMatchObject({ status: 403, body: { code: 'ACCOUNT_DISABLED' } });
    await suite.api('PUT', `/admin/users/${suite.student.uid}/toggle-disable`, { token: suite.admin.idToken, body: { disable: false } });
    expect((await suite.api('GET', '/health')).status).toBe(200);
  });

  it.each([
    ['a NUL in the contact form', 'POST', '/contact', { name: 'An', email: 'an@example.vn', message: 'xin\u0000chào' }],
    ['a page past the last sensible one', 'GET', '/notifications/me?page=214748366&limit=100', undefined],
    ['a NUL in a search', 'GET', '/admin/users?search=%00', undefined],
    ['a NUL as a path id', 'GET', '/admin/users/%00/details', undefined],
  ])('answers %s with a 400 in Vietnamese', async (_, method, path, body) => {
    const response = await suite.api(method, path, { token: suite.admin.idToken, body });
    expect(response.status).toBe(400);
    expect(['VALIDATION_FAILED', 'MALFORMED_PATH']).toContain(response.body.code);
    expect(response.body.message).toMatch(/[ạảãàáâầấậẩẫăằắặẳẵđêềếệểễôồốộổỗơờớợởỡưừứựửữíìịỉĩóòọỏõúùụủũýỳỵỷỹé]/i);
  });
});
