import { EVENT_STORE, EventStore } from '../src/platform/event-store/event-store.port';
import { TestClock } from '../src/platform/testing/test-clock';
import { signedInUser } from './support/accounts';
import type { EmulatorUser } from './support/auth-emulator';
import { apiClient } from './support/http-client';
import { startTestApp, TestApp } from './support/test-app';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
// Far from the machine's date, so a time read from the system instead of the clock shows.
const START = '2025-03-15T03:00:00.000Z';

describe('the modules read the time from the injected clock', () => {
  const clock = new TestClock(START);
  let app: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: EmulatorUser;
  let student: EmulatorUser;

  beforeAll(async () => {
    app = await startTestApp({}, [], { clock });
    api = apiClient(app.baseUrl);
    [admin, student] = await Promise.all([signedInUser(app, 'admin'), signedInUser(app, 'student')]);
  });
  afterAll(() => app.close());

  it("dates an admin's role change by the clock, in the event and in the account history", async () => {
    clock.advance(2 * HOUR_MS);
    const changedAt = clock.now().toISOString();
    const changed = await api('PUT', `/admin/users/${student.uid}/role`, { token: admin.idToken, body: { newRole: 'instructor' } });
    expect(changed.status).toBe(200);

    const events = await app.app.get<EventStore>(EVENT_STORE).readStream(`identity_user-${student.uid}`);
    expect(events.find((event) => event.type === 'UserRoleChanged')).toMatchObject({ data: { changedAt }, metadata: { occurredAt: changedAt } });

    const details = await api('GET', `/admin/users/${student.uid}/details`, { token: admin.idToken });
    expect(details.body.history).toEqual([
      expect.objectContaining({ type: 'UserRoleChanged', at: changedAt, by: admin.uid }),
      // The test accounts register with the sign-up consent, recorded at the same moment.
      expect.objectContaining({ type: 'PersonalDataConsentGiven', at: START }),
      expect.objectContaining({ type: 'UserAccountRegistered', at: START }),
    ]);
    expect(details.body.user).toMatchObject({ createdAt: START });
  });

  it('dates a contact submission and its status change by the clock', async () => {
    const submittedAt = clock.now().toISOString();
    const body = { name: 'Nguyễn Thị Hoa', email: 'hoa@example.vn', phone: '0901 234 567', message: 'Tôi muốn tư vấn khóa học.' };
    const sent = await api('POST', '/contact', { body });
    clock.advance(30 * 60 * 1000);
    const changed = await api('PUT', `/admin/contact-submissions/${sent.body.id}/status`, { token: admin.idToken, body: { status: 'resolved' } });
    expect(changed.body.submission).toMatchObject({ createdAt: submittedAt, updatedAt: clock.now().toISOString() });
  });

  it("counts registrations relative to the clock's now, and moves with it", async () => {
    const daily = await api('GET', '/admin/stats/registrations-over-time?period=daily&rangeMonths=1', { token: admin.idToken });
    expect(daily.body.points.at(-1)).toMatchObject({ label: '15/03', start: '2025-03-14T17:00:00.000Z', count: 2 });
    expect((await api('GET', '/admin/stats/users', { token: admin.idToken })).body).toMatchObject({ totalUsers: 2, newLast30Days: 2 });

    clock.advance(60 * DAY_MS);
    const monthly = await api('GET', '/admin/stats/registrations-over-time?period=monthly&rangeMonths=6', { token: admin.idToken });
    expect(monthly.body.points.map((p: { label: string; count: number }) => [p.label, p.count])).toEqual([
      ['12/2024', 0],
      ['01/2025', 0],
      ['02/2025', 0],
      ['03/2025', 2],
      ['04/2025', 0],
      ['05/2025', 0],
    ]);
    expect((await api('GET', '/admin/stats/users', { token: admin.idToken })).body).toMatchObject({ totalUsers: 2, newLast30Days: 0 });
  });
});
