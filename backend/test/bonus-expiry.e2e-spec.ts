import type { Notification } from '@academy/contracts';
import { EVENT_STORE, EventStore } from '../src/platform/event-store/event-store.port';
import { TestClock } from '../src/platform/testing/test-clock';
import { signedInUser } from './support/accounts';
import { apiSuite } from './support/api-suite';
import type { EmulatorUser } from './support/auth-emulator';
import { eventually } from './support/eventually';

type Body = Record<string, unknown>;

const DAY_MS = 24 * 60 * 60 * 1000;
// 10:00 in Hà Nội on 1 May 2027.
const START = '2027-05-01T03:00:00.000Z';
const at = (days: number, extraMs = 0) => new Date(Date.parse(START) + days * DAY_MS + extraMs);
/** A few runs of the one-second sweep: long enough for a repeat to have shown, if there were one. */
const severalSweeps = () => new Promise((resolve) => setTimeout(resolve, 2_500));
const readable = (text: string) => text.replace(/\u00a0/g, ' ');

/**
 * The whole expiry over HTTP: a code claimed, time moved by the app's clock, the real repeated
 * sweep on Redis (every second here), the reminder and expiry recorded in the log and told to the
 * owner through the notifications reaction, the lot closed in the wallet's answers.
 */
describe('bonus expiry: the sweep closes lots and owners are told, once each', () => {
  const clock = new TestClock(START);
  const suite = apiSuite({ BONUS_EXPIRY_SWEEP_SECONDS: '1', BONUS_EXPIRY_REMINDER_DAYS: '3' }, { clock });
  const as = (user: EmulatorUser) => ({ token: user.idToken });
  let serial = 0;
  const fresh = (prefix: string) => `${prefix}${Date.now().toString(36)}${++serial}`.toUpperCase().slice(0, 20);

  const createCode = async (validityDays: number, bonusAmount: number): Promise<string> => {
    const body: Body = { code: fresh('HAN'), bonusAmount, validityDays, claimLimit: null, validFrom: null, validUntil: null };
    const response = await suite.api('POST', '/admin/bonus-codes', { ...as(suite.admin), body });
    expect(response.status).toBe(201);
    return response.body.bonusCode.code;
  };
  const claim = async (user: EmulatorUser, code: string) => {
    const response = await suite.api('POST', '/bonus/claim', { ...as(user), body: { code } });
    expect(response.status).toBe(200);
    return response.body.bonus as { _id: string; expiresAt: string };
  };
  const bonusNotices = async (user: EmulatorUser): Promise<Notification[]> => {
    const inbox = await suite.api('GET', '/notifications/me?limit=50', as(user));
    return (inbox.body.notifications as Notification[]).filter((n) => n.kind === 'bonus_expiring' || n.kind === 'bonus_expired');
  };
  const expiries = async (user: EmulatorUser) =>
    (await suite.app.app.get<EventStore>(EVENT_STORE).readStream(`wallet_wallet-${user.uid}`)).filter((e) => e.type === 'BonusLotExpired').map((e) => e.data);

  it('reminds once when the last three days begin, then closes the lot after its time and says so once; it no longer counts', async () => {
    const owner = suite.student;
    const shortLived = await signedInUser(suite.app, 'student');
    const lot = await claim(owner, await createCode(10, 50_000));
    expect(lot.expiresAt).toBe(at(10).toISOString());
    // Two days of validity: claimed inside the reminder window, so its owner saw the expiry then.
    await claim(shortLived, await createCode(2, 20_000));

    clock.set(at(7, 60 * 60 * 1000));
    const [reminder] = await eventually(async () => {
      const notices = await bonusNotices(owner);
      expect(notices).toHaveLength(1);
      return notices;
    }, 10_000);
    expect(reminder).toMatchObject({ kind: 'bonus_expiring', title: 'Tiền thưởng sắp hết hạn', link: '/wallet', isRead: false, createdAt: at(7, 60 * 60 * 1000).toISOString() });
    expect(readable(reminder!.message)).toBe(
      'Tiền thưởng 50.000 ₫ trong ví của bạn sẽ hết hạn vào 10:00 ngày 11/05/2027. Hãy dùng số tiền này để mua khóa học hoặc công cụ trước thời điểm đó.',
    );
    // The short-lived lot is long overdue by now: closed and told, never reminded.
    const [shortExpired] = await eventually(async () => {
      const notices = await bonusNotices(shortLived);
      expect(notices).toHaveLength(1);
      return notices;
    }, 10_000);
    expect(shortExpired).toMatchObject({ kind: 'bonus_expired', title: 'Tiền thưởng đã hết hạn' });
    expect(readable(shortExpired!.message)).toBe('Tiền thưởng 20.000 ₫ trong ví của bạn đã hết hạn và không còn dùng được.');

    await severalSweeps();
    expect(await bonusNotices(owner)).toHaveLength(1);
    expect((await suite.api('GET', '/wallet/balance', as(owner))).body).toMatchObject({ bonusBalance: 50_000, bonusLots: [expect.objectContaining({ _id: lot._id, amount: 50_000 })] });

    clock.set(at(10, 60 * 1000));
    const notices = await eventually(async () => {
      const found = await bonusNotices(owner);
      expect(found).toHaveLength(2);
      return found;
    }, 10_000);
    // Newest first: the expiry, then the reminder.
    expect(notices.map((n) => n.kind)).toEqual(['bonus_expired', 'bonus_expiring']);
    expect(notices[0]).toMatchObject({ title: 'Tiền thưởng đã hết hạn', link: '/wallet', createdAt: at(10, 60 * 1000).toISOString() });
    expect(readable(notices[0]!.message)).toBe('Tiền thưởng 50.000 ₫ trong ví của bạn đã hết hạn và không còn dùng được.');

    await severalSweeps();
    expect(await bonusNotices(owner)).toHaveLength(2);
    expect(await bonusNotices(shortLived)).toHaveLength(1);
    expect(await expiries(owner)).toEqual([{ userId: owner.uid, lotId: lot._id, amount: 50_000, at: at(10, 60 * 1000).toISOString() }]);
    expect(await expiries(shortLived)).toHaveLength(1);

    expect((await suite.api('GET', '/wallet/balance', as(owner))).body).toMatchObject({ bonusBalance: 0, bonusLots: [] });
    const received = await suite.api('GET', '/bonus/history/received', as(owner));
    expect(received.body.bonuses).toEqual([expect.objectContaining({ _id: lot._id, amount: 50_000, left: 0, status: 'expired' })]);
  });
});
