import { Controller, HttpCode } from '@nestjs/common';
import { CONTACT_MESSAGES, ERROR_MESSAGES } from '@academy/contracts';
import { randomBytes } from 'crypto';
import type Redis from 'ioredis';
import { CurrentPrincipal } from '../src/platform/auth/access.guard';
import type { Principal } from '../src/platform/auth/principal';
import { ApiEndpoint } from '../src/platform/http/api-endpoint.decorator';
import { REDIS } from '../src/platform/queues/redis.token';
import { signedInUser } from './support/accounts';
import { lookupAccount } from './support/auth-emulator';
import { apiClient } from './support/http-client';
import { probeEndpoint } from './support/probe-endpoint';
import { apiSuite } from './support/api-suite';
import { startTestApp, TestApp } from './support/test-app';

const message = { name: 'Lê Văn Tâm', email: 'tam@example.vn', message: 'Cho tôi hỏi lịch khai giảng.' };
const newKey = () => `key-${randomBytes(6).toString('hex')}`;
const withKey = (key: string) => ({ 'Idempotency-Key': key });

describe('Idempotency-Key on the catalogue endpoints', () => {
  const suite = apiSuite();

  const submissionsWithId = async (id: string) => {
    const list = await suite.api('GET', '/admin/contact-submissions?limit=100', { token: suite.admin.idToken });
    return list.body.submissions.filter((s: { _id: string }) => s._id === id);
  };

  it('replays the first answer to a retry with the same key and body, marked as a replay', async () => {
    const key = newKey();
    const first = await suite.api('POST', '/contact', { body: message, headers: withKey(key) });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const retry = await suite.api('POST', '/contact', { body: { message: message.message, email: message.email, name: message.name }, headers: withKey(key) });
    expect(retry).toMatchObject({ status: 201, body: first.body });
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await submissionsWithId(first.body.id)).toHaveLength(1);
  });

  it('refuses the same key with a different body with a 422, and records nothing', async () => {
    const key = newKey();
    const first = await suite.api('POST', '/contact', { body: message, headers: withKey(key) });
    const other = await suite.api('POST', '/contact', { body: { ...message, message: 'Một câu hỏi khác hẳn.' }, headers: withKey(key) });
    expect(other).toMatchObject({
      status: 422,
      body: { code: 'IDEMPOTENCY_KEY_REUSED', message: 'Khóa Idempotency-Key này đã được dùng cho một yêu cầu khác.' },
    });
    const list = await suite.api('GET', '/admin/contact-submissions?limit=100', { token: suite.admin.idToken });
    expect(list.body.submissions.filter((s: { message: string }) => s.message === 'Một câu hỏi khác hẳn.')).toEqual([]);
    expect(await submissionsWithId(first.body.id)).toHaveLength(1);
  });

  it.each([
    ['longer than 255 characters', 'k'.repeat(256)],
    ['not printable ASCII', 'khóa'],
  ])('refuses a key %s with a 400', async (_, key) => {
    const refused = await suite.api('POST', '/contact', { body: message, headers: withKey(key) });
    expect(refused).toMatchObject({ status: 400, body: { code: 'IDEMPOTENCY_KEY_INVALID', message: ERROR_MESSAGES.IDEMPOTENCY_KEY_INVALID } });
  });

  it('accepts a key of exactly 255 printable characters', async () => {
    expect((await suite.api('POST', '/contact', { body: message, headers: withKey(`~ ${'k'.repeat(253)}`) })).status).toBe(201);
  });

  it('does not keep a refused input: the corrected request under the same key runs', async () => {
    const key = newKey();
    const refused = await suite.api('POST', '/contact', { body: { ...message, email: 'khong-phai-email' }, headers: withKey(key) });
    expect(refused.status).toBe(400);
    const corrected = await suite.api('POST', '/contact', { body: message, headers: withKey(key) });
    expect(corrected).toMatchObject({ status: 201, body: { message: CONTACT_MESSAGES.sent } });
    expect(corrected.headers.get('idempotent-replayed')).toBeNull();
  });

  it('records a contact message once even when the retry comes after the kept answer expired', async () => {
    const key = newKey();
    const first = await suite.api('POST', '/contact', { body: message, headers: withKey(key) });
    const redis = suite.app.app.get<Redis>(REDIS);
    const kept = await redis.keys(`${suite.app.config.QUEUE_PREFIX}:idempotency:*`);
    expect(kept.length).toBeGreaterThan(0);
    await redis.del(...kept);

    const late = await suite.api('POST', '/contact', { body: message, headers: withKey(key) });
    expect(late).toMatchObject({ status: 201, body: { id: first.body.id } });
    expect(late.headers.get('idempotent-replayed')).toBeNull();
    expect(await submissionsWithId(first.body.id)).toHaveLength(1);
  });

  it('keys of anonymous callers are per endpoint: one key on the contact form and on sign-up are two requests', async () => {
    const key = newKey();
    expect((await suite.api('POST', '/contact', { body: message, headers: withKey(key) })).status).toBe(201);
    const email = `idem-${randomBytes(4).toString('hex')}@example.vn`;
    const signUp = { email, password: 'MatKhau@123', name: 'Đỗ Minh', phoneNumber: '0912345678', acceptTerms: true };
    expect((await suite.api('POST', '/auth/register', { body: signUp, headers: withKey(key) })).status).toBe(201);
  });

  it('sign-up: a retried registration answers the same account instead of "email taken"; a refusal replays as well', async () => {
    const email = `idem-${randomBytes(4).toString('hex')}@example.vn`;
    const signUp = { email, password: 'MatKhau@123', name: 'Phan Thị Thu', phoneNumber: '0912345678', acceptTerms: true };
    const key = newKey();
    const first = await suite.api('POST', '/auth/register', { body: signUp, headers: withKey(key) });
    const retry = await suite.api('POST', '/auth/register', { body: signUp, headers: withKey(key) });
    expect(first.status).toBe(201);
    expect(retry).toMatchObject({ status: 201, body: first.body });
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await lookupAccount({ email })).not.toBeNull();

    const takenKey = newKey();
    const taken = await suite.api('POST', '/auth/register', { body: signUp, headers: withKey(takenKey) });
    const takenAgain = await suite.api('POST', '/auth/register', { body: signUp, headers: withKey(takenKey) });
    expect(taken).toMatchObject({ status: 409, body: { code: 'EMAIL_ALREADY_REGISTERED' } });
    expect(takenAgain).toMatchObject({ status: 409, body: taken.body });
    expect(takenAgain.headers.get('idempotent-replayed')).toBe('true');
  });
});

/** Probes for what no endpoint of the catalogue does on demand: wait, fail once, answer per user. */
let release: () => void = () => undefined;
let gate = Promise.resolve();
let slowCalls = 0;
let flakyCalls = 0;
let perUserCalls = 0;

@Controller()
class IdempotencyProbeController {
  @ApiEndpoint(probeEndpoint('post', '/test/slow', 'public', { idempotent: true }))
  @HttpCode(201)
  async slow() {
    slowCalls += 1;
    await gate;
    return { calls: slowCalls };
  }

  @ApiEndpoint(probeEndpoint('post', '/test/flaky', 'public', { idempotent: true }))
  @HttpCode(201)
  flaky() {
    flakyCalls += 1;
    if (flakyCalls === 1) throw new Error('the database went away');
    return { calls: flakyCalls };
  }

  @ApiEndpoint(probeEndpoint('post', '/test/per-user', 'user', { idempotent: true }))
  @HttpCode(201)
  perUser(@CurrentPrincipal() principal: Principal) {
    perUserCalls += 1;
    return { uid: principal.uid, calls: perUserCalls };
  }
}

describe('Idempotency-Key: in flight, failures, scope', () => {
  let app: TestApp;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    app = await startTestApp({}, [IdempotencyProbeController]);
    api = apiClient(app.baseUrl);
  });
  afterAll(() => app.close());

  it('answers 409 to the same key while the first request still runs, then replays its answer', async () => {
    gate = new Promise((resolve) => (release = resolve));
    const key = newKey();
    const first = api('POST', '/test/slow', { body: { n: 1 }, headers: withKey(key) });
    while (slowCalls === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const meanwhile = await api('POST', '/test/slow', { body: { n: 1 }, headers: withKey(key) });
    expect(meanwhile).toMatchObject({ status: 409, body: { code: 'IDEMPOTENCY_KEY_IN_USE', message: ERROR_MESSAGES.IDEMPOTENCY_KEY_IN_USE } });
    release();
    expect(await first).toMatchObject({ status: 201, body: { calls: 1 } });
    const after = await api('POST', '/test/slow', { body: { n: 1 }, headers: withKey(key) });
    expect(after).toMatchObject({ status: 201, body: { calls: 1 } });
    expect(after.headers.get('idempotent-replayed')).toBe('true');
    expect(slowCalls).toBe(1);
  });

  it('does not keep a 5xx: the retry runs again and may succeed', async () => {
    const key = newKey();
    const failed = await api('POST', '/test/flaky', { body: {}, headers: withKey(key) });
    expect(failed).toMatchObject({ status: 500, body: { code: 'INTERNAL' } });
    const retry = await api('POST', '/test/flaky', { body: {}, headers: withKey(key) });
    expect(retry).toMatchObject({ status: 201, body: { calls: 2 } });
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
  });

  it("keeps keys per signed-in user: one user's key never replays another's answer", async () => {
    const [lan, minh] = await Promise.all([signedInUser(app, 'student'), signedInUser(app, 'student')]);
    const key = newKey();
    const forLan = await api('POST', '/test/per-user', { token: lan.idToken, body: { amount: 1 }, headers: withKey(key) });
    const forMinh = await api('POST', '/test/per-user', { token: minh.idToken, body: { amount: 1 }, headers: withKey(key) });
    expect(forLan.body.uid).toBe(lan.uid);
    expect(forMinh).toMatchObject({ status: 201, body: { uid: minh.uid } });
    expect(forMinh.headers.get('idempotent-replayed')).toBeNull();
    const lanAgain = await api('POST', '/test/per-user', { token: lan.idToken, body: { amount: 1 }, headers: withKey(key) });
    expect(lanAgain).toMatchObject({ status: 201, body: forLan.body });
    expect(perUserCalls).toBe(2);
  });
});
