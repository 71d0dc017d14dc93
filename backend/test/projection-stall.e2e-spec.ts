import { ERROR_MESSAGES, ListProjectionsResponse, PROJECTION_MESSAGES } from '@academy/contracts';
import { randomBytes, randomUUID } from 'crypto';
import { EVENT_STORE, EventStore, NewEvent, RecordedEvent } from '../src/platform/event-store/event-store.port';
import { HealthCheck } from '../src/platform/http/health-check';
import { PersonalDataVault } from '../src/platform/personal-data/personal-data-vault';
import { runParkCommand } from '../src/platform/projections/park-command';
import { ProjectionControl } from '../src/platform/projections/projection-control';
import { apiSuite } from './support/api-suite';

const IDENTITY = 'identity.user-profile.v2';
const CONTACT = 'contact.contact-submissions.v1';

async function eventually<T>(probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const metadata = () => ({ userId: null, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString() });

describe('a projection that stalls on a poison event, over HTTP', () => {
  const suite = apiSuite();

  /** Appends one event on a stream of its own, as a buggy command or a corrupted copy could. */
  async function appendPoison(streamPrefix: string, event: NewEvent): Promise<RecordedEvent> {
    const events = suite.app.app.get<EventStore>(EVENT_STORE);
    const streamId = `${streamPrefix}-poison-${randomBytes(4).toString('hex')}`;
    await events.append(streamId, [event], 'no_stream');
    const [recorded] = await events.readStream(streamId);
    return recorded;
  }

  const projectionsSeenBy = (token: string) => suite.api<ListProjectionsResponse>('GET', '/admin/projections', { token });
  const statusOf = (body: ListProjectionsResponse, name: string) => body.projections?.find((p) => p.name === name);

  it('shows the projections to admins only, and parks only for admins', async () => {
    expect((await suite.api('GET', '/admin/projections')).status).toBe(401);
    expect((await projectionsSeenBy(suite.student.idToken)).status).toBe(403);
    const park = { body: { eventId: randomUUID(), reason: 'thử' } };
    expect((await suite.api('POST', `/admin/projections/${CONTACT}/park`, park)).status).toBe(401);
    expect((await suite.api('POST', `/admin/projections/${CONTACT}/park`, { ...park, token: suite.student.idToken })).status).toBe(403);

    const seen = await projectionsSeenBy(suite.admin.idToken);
    expect(seen.status).toBe(200);
    expect(statusOf(seen.body, IDENTITY)).toMatchObject({ kind: 'projection', status: 'running', guardsAccess: true, stall: null });
    expect(seen.body.projections).toContainEqual(expect.objectContaining({ kind: 'reaction', status: 'running', guardsAccess: false }));
  });

  it('shows a stalled projection that access does not depend on to admins, who park its event; access stays open', async () => {
    // No submission id: the projection cannot store the row, however often it tries.
    const poison = await appendPoison('contact_submission', {
      type: 'ContactMessageSubmitted',
      data: { name: 'Hỏng', email: 'hong@example.vn', phone: '', message: 'x', submittedAt: new Date().toISOString() },
      metadata: metadata(),
    });
    const stalled = await eventually(() => projectionsSeenBy(suite.admin.idToken), (r) => statusOf(r.body, CONTACT)?.status === 'stalled');
    expect(statusOf(stalled.body, CONTACT)).toMatchObject({
      status: 'stalled',
      caughtUp: false,
      stall: { eventId: poison.id, eventType: 'ContactMessageSubmitted', streamId: poison.streamId, position: poison.position, error: expect.any(String) },
    });
    expect((await suite.api('GET', '/users/profile', { token: suite.student.idToken })).status).toBe(200);

    const parkAt = (name: string, body: unknown) => suite.api('POST', `/admin/projections/${name}/park`, { token: suite.admin.idToken, body });
    expect(await parkAt(CONTACT, { eventId: randomUUID(), reason: 'nhầm' })).toMatchObject({ status: 409, body: { code: 'PROJECTION_NOT_STALLED_AT_EVENT' } });
    expect(await parkAt('khong.co.v1', { eventId: poison.id, reason: 'nhầm' })).toMatchObject({ status: 404, body: { code: 'PROJECTION_NOT_FOUND' } });
    expect(await parkAt(CONTACT, { eventId: poison.id, reason: '  ' })).toMatchObject({ status: 400, body: { fields: { reason: PROJECTION_MESSAGES.reasonRequired } } });
    const parked = await parkAt(CONTACT, { eventId: poison.id, reason: 'Tin nhắn thiếu mã, không lưu được' });
    expect(parked).toMatchObject({
      status: 201,
      body: { message: PROJECTION_MESSAGES.parked, parked: { projection: CONTACT, eventId: poison.id, parkedBy: suite.admin.uid, via: 'admin-api', reason: 'Tin nhắn thiếu mã, không lưu được' } },
    });

    const running = await eventually(() => projectionsSeenBy(suite.admin.idToken), (r) => statusOf(r.body, CONTACT)?.status === 'running');
    expect(statusOf(running.body, CONTACT)).toMatchObject({ status: 'running', stall: null });
    expect(running.body.parked).toContainEqual(parked.body.parked);
    // It goes on: the next message reaches the admin's list on the very next request.
    const sent = await suite.api('POST', '/contact', { body: { name: 'Lê Văn Tâm', email: 'tam@example.vn', message: 'Sau sự cố' } });
    const list = await suite.api('GET', '/admin/contact-submissions?limit=100', { token: suite.admin.idToken });
    expect(list.body.submissions).toContainEqual(expect.objectContaining({ _id: sent.body.id }));
  });

  it('refuses every signed-in request with 503 while the identity projection is stalled, and opens again once the CLI parks the event', async () => {
    const profile = () => suite.api('GET', '/users/profile', { token: suite.student.idToken });
    expect((await profile()).status).toBe(200);
    // Personal data whose seal does not authenticate: the projection cannot open it, ever.
    const sealed = await suite.app.app.get(PersonalDataVault).seal(suite.student.uid, { name: 'Lan' });
    const poison = await appendPoison('identity_user', {
      type: 'UserProfileUpdated',
      data: { uid: suite.student.uid, personal: { ...sealed, tag: Buffer.alloc(16).toString('base64') }, updatedAt: new Date().toISOString() },
      metadata: metadata(),
    });

    const refused = await eventually(profile, (r) => r.status === 503);
    expect(refused).toMatchObject({ status: 503, body: { code: 'ACCESS_DATA_STALE', message: ERROR_MESSAGES.ACCESS_DATA_STALE } });
    expect(await projectionsSeenBy(suite.admin.idToken)).toMatchObject({ status: 503, body: { code: 'ACCESS_DATA_STALE' } });
    expect(await suite.api('POST', '/auth/ensure-user-profile', { token: suite.student.idToken })).toMatchObject({ status: 503 });
    expect((await suite.api('GET', '/public-config')).status).toBe(200);
    const health = await eventually(() => suite.api('GET', '/health'), (r) => r.body?.status === 'degraded');
    expect(health.body.status).toBe('degraded');
    const report = await eventually(() => suite.app.app.get(HealthCheck).report(), (r) => JSON.stringify(r).includes(IDENTITY));
    expect(JSON.stringify(report)).toContain(IDENTITY);

    const control = suite.app.app.get(ProjectionControl);
    const printed: string[] = [];
    expect(await runParkCommand(['--list'], control, (line) => printed.push(line))).toBe(0);
    expect(printed.join('\n')).toContain(`projection ${IDENTITY} [guards access]: STALLED since`);
    expect(printed.join('\n')).toContain(`at ${poison.id} (UserProfileUpdated`);
    const parkArgs = [IDENTITY, poison.id, '--by', 'Trực ca Minh', '--reason', 'Dấu niêm phong hỏng'];
    expect(await runParkCommand(parkArgs.slice(0, 4), control, (line) => printed.push(line))).toBe(2);
    expect(await runParkCommand(parkArgs, control, (line) => printed.push(line))).toBe(0);

    const opened = await eventually(profile, (r) => r.status === 200);
    expect(opened.status).toBe(200);
    const seen = await projectionsSeenBy(suite.admin.idToken);
    expect(statusOf(seen.body, IDENTITY)).toMatchObject({ status: 'running', stall: null });
    expect(seen.body.parked).toContainEqual(
      expect.objectContaining({ projection: IDENTITY, eventId: poison.id, parkedBy: 'Trực ca Minh', via: 'cli', reason: 'Dấu niêm phong hỏng' }),
    );
  });
});
