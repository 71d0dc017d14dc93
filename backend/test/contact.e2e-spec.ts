import { CONTACT_MESSAGES, endpoints, ERROR_MESSAGES, FIELD_MESSAGES } from '@academy/contracts';
import { allProjections } from '../src/app.module';
import { EVENT_STORE, EventStore } from '../src/platform/event-store/event-store.port';
import { ProjectionRunner } from '../src/platform/projections/projection-runner';
import { READ_STORE, ReadStore } from '../src/platform/read-store/read-store.port';
import { apiClient } from './support/http-client';
import { apiSuite } from './support/api-suite';
import { startTestApp, TestApp } from './support/test-app';

const validMessage = { name: 'Nguyễn Thị Hoa', email: 'hoa@example.vn', phone: '0901 234 567', message: 'Tôi muốn tư vấn khóa học Facebook Ads.' };

describe('contact slice over HTTP', () => {
  const suite = apiSuite();

  const listAll = async () => (await suite.api('GET', '/admin/contact-submissions?limit=100', { token: suite.admin.idToken })).body;

  it('records a message and the admin sees it on the very next request', async () => {
    const sent = await suite.api('POST', '/contact', { body: validMessage });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ message: CONTACT_MESSAGES.sent, id: expect.any(String) });

    const list = await listAll();
    expect(list.submissions).toContainEqual(
      expect.objectContaining({ _id: sent.body.id, name: 'Nguyễn Thị Hoa', phone: '0901234567', status: 'new' }),
    );
  });

  it.each([
    [{ ...validMessage, name: '  ' }, 'name', CONTACT_MESSAGES.nameRequired],
    [{ ...validMessage, email: 'khong-phai-email' }, 'email', FIELD_MESSAGES.emailInvalid],
    [{ ...validMessage, email: undefined }, 'email', CONTACT_MESSAGES.emailRequired],
    [{ ...validMessage, message: '' }, 'message', CONTACT_MESSAGES.messageRequired],
    [{ ...validMessage, phone: '12ab' }, 'phone', FIELD_MESSAGES.phoneInvalid],
  ])('refuses bad input with the Vietnamese message and stores nothing (%#)', async (body, field, message) => {
    const before = (await listAll()).pagination.totalItems;
    const response = await suite.api('POST', '/contact', { body });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message, fields: { [field]: message } });
    expect((await listAll()).pagination.totalItems).toBe(before);
  });

  it('answers malformed JSON with a 400, never a 500', async () => {
    const response = await suite.api('POST', '/contact', { body: '{"name": ', headers: { 'Content-Type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('MALFORMED_JSON');
  });

  it('records a retried request with the same Idempotency-Key once', async () => {
    const key = `retry-${Date.now()}`;
    const attempts = await Promise.all(
      [1, 2, 3].map(() => suite.api('POST', '/contact', { body: validMessage, headers: { 'Idempotency-Key': key } })),
    );
    // A retry that overtakes the first attempt is told to wait (409); the others get its answer.
    const answered = attempts.filter((a) => a.status === 201);
    expect(attempts.every((a) => a.status === 201 || a.body.code === 'IDEMPOTENCY_KEY_IN_USE')).toBe(true);
    const ids = new Set(answered.map((a) => a.body.id));
    expect(ids.size).toBe(1);
    const retried = await suite.api('POST', '/contact', { body: validMessage, headers: { 'Idempotency-Key': key } });
    expect(retried).toMatchObject({ status: 201, body: { id: [...ids][0] } });
    expect((await listAll()).submissions.filter((s: { _id: string }) => ids.has(s._id))).toHaveLength(1);
  });

  it('pages and filters the admin list with the spec pagination shape', async () => {
    for (let i = 0; i < 3; i++) await suite.api('POST', '/contact', { body: { ...validMessage, name: `Khách ${i}` } });
    const page = await suite.api('GET', '/admin/contact-submissions?page=2&limit=2', { token: suite.admin.idToken });
    expect(page.status).toBe(200);
    expect(page.body.pagination).toEqual({
      currentPage: 2,
      totalPages: Math.ceil(page.body.pagination.totalItems / 2),
      totalItems: expect.any(Number),
      limit: 2,
    });
    expect(page.body.submissions).toHaveLength(2);
    const invalid = await suite.api('GET', '/admin/contact-submissions?status=dang-xu-ly', { token: suite.admin.idToken });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe(CONTACT_MESSAGES.statusInvalid);
  });

  it('changes a status, records who did it, and filters by it', async () => {
    const { body } = await suite.api('POST', '/contact', { body: validMessage });
    const changed = await suite.api('PUT', `/admin/contact-submissions/${body.id}/status`, { token: suite.admin.idToken, body: { status: 'resolved' } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ message: CONTACT_MESSAGES.statusUpdated, submission: { _id: body.id, status: 'resolved' } });

    const resolved = await suite.api('GET', '/admin/contact-submissions?status=resolved', { token: suite.admin.idToken });
    expect(resolved.body.submissions.map((s: { _id: string }) => s._id)).toContain(body.id);

    const history = await suite.app.app.get<EventStore>(EVENT_STORE).readStream(`contact_submission-${body.id}`);
    expect(history.map((e) => e.type)).toEqual(['ContactMessageReceived', 'ContactSubmissionStatusChanged']);
    // The visitor's details are sealed in the log (docs/decisions.md, "Personal data in events").
    for (const clear of [validMessage.name, validMessage.email, validMessage.message]) expect(JSON.stringify(history)).not.toContain(clear);
    expect(history[1].metadata.userId).toBe(suite.admin.uid);
    expect(history[1].data).toMatchObject({ from: 'new', to: 'resolved', changedBy: suite.admin.uid });
  });

  it('refuses a status change made on a stale screen (If-Match) instead of overwriting the other admin', async () => {
    const { body } = await suite.api('POST', '/contact', { body: validMessage });
    const loaded = (await listAll()).submissions.find((s: { _id: string }) => s._id === body.id);
    expect(loaded.revision).toBe(0);
    const url = `/admin/contact-submissions/${body.id}/status`;
    const ifMatch = { 'If-Match': `"${loaded.revision}"` };

    const first = await suite.api('PUT', url, { token: suite.admin.idToken, body: { status: 'in_progress' }, headers: ifMatch });
    expect(first.body.submission).toMatchObject({ status: 'in_progress', revision: 1 });
    const second = await suite.api('PUT', url, { token: suite.admin.idToken, body: { status: 'resolved' }, headers: ifMatch });
    expect(second).toMatchObject({ status: 409, body: { code: 'EDIT_CONFLICT', message: ERROR_MESSAGES.EDIT_CONFLICT } });
    expect((await listAll()).submissions.find((s: { _id: string }) => s._id === body.id)).toMatchObject({ status: 'in_progress', revision: 1 });

    const malformed = await suite.api('PUT', url, { token: suite.admin.idToken, body: { status: 'resolved' }, headers: { 'If-Match': '1' } });
    expect(malformed).toMatchObject({ status: 400, body: { code: 'IF_MATCH_INVALID' } });
    const fresh = await suite.api('PUT', url, { token: suite.admin.idToken, body: { status: 'resolved' }, headers: { 'If-Match': '"1"' } });
    expect(fresh.body.submission).toMatchObject({ status: 'resolved', revision: 2 });
  });

  it('refuses an unknown status or submission without changing anything', async () => {
    const { body } = await suite.api('POST', '/contact', { body: validMessage });
    const bad = await suite.api('PUT', `/admin/contact-submissions/${body.id}/status`, { token: suite.admin.idToken, body: { status: 'deleted' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(CONTACT_MESSAGES.statusInvalid);
    const missing = await suite.api('PUT', '/admin/contact-submissions/khong-ton-tai/status', { token: suite.admin.idToken, body: { status: 'resolved' } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'CONTACT_SUBMISSION_NOT_FOUND', message: 'Không tìm thấy tin nhắn liên hệ.' });
  });

  describe('every admin route of the catalogue', () => {
    const adminRoutes = Object.values(endpoints).filter((e) => e.access === 'admin');
    const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, 'x');

    it.each(adminRoutes.map((e) => [e.method.toUpperCase(), e.path]))('%s %s: 401 without a token, 403 for a student', async (method, path) => {
      const anonymous = await suite.api(method, concrete(path), { body: method === 'GET' ? undefined : {} });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ code: 'UNAUTHENTICATED', message: 'Vui lòng đăng nhập để tiếp tục.' });
      const asStudent = await suite.api(method, concrete(path), { token: suite.student.idToken, body: method === 'GET' ? undefined : {} });
      expect(asStudent.status).toBe(403);
      expect(asStudent.body.code).toBe('FORBIDDEN');
    });

    it('refuses a forged token', async () => {
      const response = await suite.api('GET', '/admin/contact-submissions', { token: 'not-a-real-token' });
      expect(response.status).toBe(401);
    });
  });

  it('rebuilds every read model from the log to exactly what was built live', async () => {
    const store = suite.app.app.get<ReadStore>(READ_STORE);
    const snapshot = async () =>
      Promise.all(
        allProjections.flatMap((p) => p.collections).map(async (name) => (await store.collection(name).find({ sort: [{ field: 'id', direction: 'asc' }] })).items),
      );
    const live = await snapshot();
    expect(live.flat().length).toBeGreaterThan(5);
    const runner = suite.app.app.get(ProjectionRunner);
    await runner.stop();
    for (const projection of allProjections) await runner.rebuild(projection);
    expect(await snapshot()).toEqual(live);
    await runner.start();
  });

  it('reports health, serves the OpenAPI document, and answers unknown API paths as JSON', async () => {
    const health = await suite.api('GET', '/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    const docs = await suite.api('GET', '/docs/openapi.json');
    expect(Object.keys(docs.body.paths)).toEqual(expect.arrayContaining(['/api/contact', '/api/admin/contact-submissions/{id}/status']));
    const unknown = await suite.api('GET', '/khong-co');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('ROUTE_NOT_FOUND');
    expect(health.headers.get('x-request-id')).toBeTruthy();
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('rate limit on public writes', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_WRITE_LIMIT_PER_MINUTE: '2' });
  });
  afterAll(() => app.close());

  it('refuses the third message in a minute from one address with a Vietnamese message', async () => {
    const api = apiClient(app.baseUrl);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await api('POST', '/contact', { body: validMessage })).status);
    expect(statuses).toEqual([201, 201, 429]);
    const refused = await api('POST', '/contact', { body: validMessage });
    expect(refused.body).toEqual({ code: 'RATE_LIMITED', message: 'Bạn thao tác quá nhanh. Vui lòng thử lại sau ít phút.' });
  });
});
