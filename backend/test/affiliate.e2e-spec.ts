import { ERROR_MESSAGES, type Conversion, type PendingConversion } from '@academy/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { randomBytes } from 'crypto';
import { mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { commercePublicEvents } from '../src/modules/commerce';
import { UserAccountRegistrar } from '../src/modules/identity';
import { AttributeReferralCommand, PaidOrder } from '../src/modules/affiliate/commands/attribute-referrals/attribute-referrals.handler';
import { TrackAffiliateCommand, TrackedClick } from '../src/modules/affiliate/commands/track-affiliate/track-affiliate.handler';
import { CLOCK, Clock } from '../src/platform/clock/clock';
import { EVENT_STORE, EventStore } from '../src/platform/event-store/event-store.port';
import { TestClock } from '../src/platform/testing/test-clock';
import { signedInUser } from './support/accounts';
import { apiSuite } from './support/api-suite';
import { createEmulatorUser, EmulatorUser, verifyEmail } from './support/auth-emulator';
import { eventually } from './support/eventually';
import { publishedCourse, toolPlanOnSale } from './support/on-sale';
import { reportTransfer, sepayNotification } from './support/sepay';

describe('the affiliate programme over HTTP: join, track, sign-up and sale attribution, review', () => {
  const clock = new TestClock(new Date());
  const suite = apiSuite({ FILES_DIR: mkdtempSync(join(tmpdir(), 'academy-affiliate-files-')) }, { clock });
  let instructor: EmulatorUser;
  let course: { courseId: string };
  let course2: { courseId: string };
  let a: EmulatorUser;
  let codeA: string;

  const events = () => suite.app.app.get<EventStore>(EVENT_STORE);
  const streamTypes = async (streamId: string) => (await events().readStream(streamId)).map((event) => event.type);
  const cookie = (code: string) => ({ Cookie: `theme=dark; aff_ref_code=${code}` });

  /** A verified user registered through the real registrar with the referral code a sign-up would carry. */
  async function referredUser(referralCode?: string, name = 'Học viên được giới thiệu'): Promise<EmulatorUser> {
    const user = await createEmulatorUser('student');
    await suite.app.app.get(UserAccountRegistrar).register({
      uid: user.uid,
      role: 'student',
      personal: { name, email: user.email, phoneNumber: '', age: null, avatarUrl: null },
      emailVerified: true,
      source: 'seed',
      registeredBy: null,
      registeredAt: suite.app.app.get<Clock>(CLOCK).now(),
      ...(referralCode ? { referralCode } : {}),
    });
    return { ...user, idToken: await verifyEmail(user) };
  }

  const joinProgramme = async (user: EmulatorUser): Promise<string> => {
    const joined = await suite.api('POST', '/affiliates/me/join', { token: user.idToken });
    expect(joined.status).toBe(200);
    return joined.body.affiliate.code;
  };
  const conversionsOf = async (user: EmulatorUser, query = ''): Promise<Conversion[]> =>
    (await suite.api('GET', `/affiliates/me/conversions?limit=100${query}`, { token: user.idToken })).body.conversions;

  let keyCounter = 0;
  /** Places an order for `courseId` with the buyer's cookies and pays it by bank transfer (the SePay webhook). */
  async function paidOrder(buyer: EmulatorUser, items: object[], referralCode?: string): Promise<{ _id: string; totalAmount: number }> {
    const placed = await suite.api('POST', '/orders', {
      token: buyer.idToken,
      body: { paymentMethod: 'bank_transfer', items },
      headers: { 'Idempotency-Key': `aff-${Date.now()}-${(keyCounter += 1)}`, ...(referralCode ? cookie(referralCode) : {}) },
    });
    expect(placed.status).toBe(201);
    await reportTransfer(suite.api, sepayNotification(placed.body.code, placed.body.totalAmount));
    await eventually(async () => expect((await suite.api('GET', `/orders/${placed.body._id}/status`, { token: buyer.idToken })).body.statusOrder).toBe('paid'));
    return placed.body;
  }

  beforeAll(async () => {
    instructor = await signedInUser(suite.app, 'instructor');
    [course, course2] = await Promise.all([publishedCourse(suite, instructor, 'Affiliate thực chiến', 499_999), publishedCourse(suite, instructor, 'Bán hàng online', 1_000_000)]);
    a = await referredUser(undefined, 'Nguyễn Văn An');
    codeA = await joinProgramme(a);
  }, 90_000);

  it('joins once with a readable code, and the profile says isAffiliate', async () => {
    expect(codeA).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(await joinProgramme(a)).toBe(codeA);
    const info = await suite.api('GET', '/affiliates/me/info', { token: a.idToken });
    expect(info.body).toMatchObject({ isAffiliate: true, affiliate: { affiliateUserId: a.uid, code: codeA, referredBy: null, payout: { pending: 0, approved: 0, paid: 0 } } });
    expect((await suite.api('GET', '/users/profile', { token: a.idToken })).body.isAffiliate).toBe(true);
    expect((await suite.api('GET', '/affiliates/me/info', { token: suite.student.idToken })).body).toEqual({ isAffiliate: false, affiliate: null });
    const notJoined = await suite.api('GET', '/affiliates/dashboard-info', { token: suite.student.idToken });
    expect(notJoined).toMatchObject({ status: 404, body: { code: 'AFFILIATE_NOT_JOINED' } });
  });

  it('counts a click on a valid code once per visitor and day, sets the cookie, and refuses an invalid code', async () => {
    const invalid = await suite.api('GET', '/affiliates/track/KHONGCO9');
    expect(invalid).toMatchObject({ status: 404, body: { code: 'AFFILIATE_CODE_INVALID', message: 'Mã affiliate không hợp lệ.' } });
    const first = await fetch(`${suite.app.baseUrl}/api/affiliates/track/${codeA.toLowerCase()}`);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ code: codeA, counted: true, cookieDays: 30 });
    expect(first.headers.get('set-cookie')).toMatch(new RegExp(`aff_ref_code=${codeA}; Max-Age=2592000; Path=/`));
    const again = await Promise.all(Array.from({ length: 5 }, () => suite.api('GET', `/affiliates/track/${codeA}`)));
    expect(again.map((r) => r.body.counted)).toEqual([false, false, false, false, false]);
    const dashboard = await suite.api('GET', '/affiliates/dashboard-info', { token: a.idToken });
    expect(dashboard.body).toMatchObject({ code: codeA, clicks: 1, rates: { directRatePercent: 30, teamRatePercent: 20 } });
    expect(dashboard.body.series).toHaveLength(30);
    expect(dashboard.body.series.at(-1).clicks).toBe(1);
  });

  it('links a sign-up that carries the cookie to the affiliate, as a SIGNUP conversion', async () => {
    const email = `gioi-thieu-${randomBytes(4).toString('hex')}@test.hocvien.local`;
    const body = { email, password: 'MatKhau@123', name: 'Người được giới thiệu', phoneNumber: '0912345678', acceptTerms: true };
    const registered = await suite.api('POST', '/auth/register', { body, headers: cookie(codeA) });
    expect(registered.status).toBe(201);
    const uid = registered.body.uid as string;
    const signup = await eventually(async () => {
      const found = (await conversionsOf(a, '&type=SIGNUP')).find((c) => c.referredUserId === uid);
      expect(found).toBeDefined();
      return found!;
    });
    expect(signup).toMatchObject({ _id: `signup-${uid}`, type: 'SIGNUP', tier: 'direct', commission: 0, status: 'pending' });
    expect((await suite.api('GET', '/affiliates/me/downline', { token: a.idToken })).body.direct.map((m: { userId: string }) => m.userId)).toContain(uid);
  });

  describe('a referred sale', () => {
    let b: EmulatorUser;
    let c: EmulatorUser;
    let codeB: string;
    let order: { _id: string };

    beforeAll(async () => {
        b = await referredUser(codeA, 'Trần Thị Bình');
      codeB = await joinProgramme(b);
      c = await referredUser(codeB, 'Lê Văn Cường');
      await eventually(async () => expect((await suite.api('GET', '/affiliates/me/downline', { token: b.idToken })).body.totals.direct).toBe(1));
      order = await paidOrder(c, [{ courseId: course.courseId }]);
    }, 60_000);

    it('pays 30 % to the direct referrer and 20 % to the team, rounded down, pending', async () => {
      const direct = await eventually(async () => {
        const [found] = await conversionsOf(b, '&type=COURSE_ENROLLMENT');
        expect(found).toBeDefined();
        return found;
      });
      expect(direct).toMatchObject({ _id: `order-${order._id}-direct`, referredUserId: c.uid, orderId: order._id, amount: 499_999, ratePercent: 30, commission: 149_999, status: 'pending' });
      const team = await eventually(async () => {
        const found = (await conversionsOf(a)).find((conversion) => conversion.orderId === order._id);
        expect(found).toBeDefined();
        return found!;
      });
      expect(team).toMatchObject({ _id: `order-${order._id}-team`, tier: 'team', ratePercent: 20, commission: 99_999, status: 'pending' });
      const downline = (await suite.api('GET', '/affiliates/me/downline', { token: a.idToken })).body;
      expect(downline.team.map((m: { userId: string }) => m.userId)).toContain(c.uid);
      expect((await suite.api('GET', '/affiliates/dashboard-info', { token: b.idToken })).body.earnings).toEqual({ pending: 149_999, approved: 0, paid: 0 });
    });

    it('names the affiliate (code and name) and the referred person on the admin’s pending list, never an id alone', async () => {
      const pending = await eventually(async () => {
        const answer = await suite.api('GET', '/admin/conversions/pending?limit=100', { token: suite.admin.idToken });
        expect(answer.status).toBe(200);
        const ours = (answer.body.conversions as PendingConversion[]).filter((x) => x.referredUserId === c.uid);
        expect(ours).toHaveLength(3);
        return new Map(ours.map((x) => [x._id, x]));
      });
      expect(pending.get(`signup-${c.uid}`)).toMatchObject({ type: 'SIGNUP', affiliateUserId: b.uid, affiliateCode: codeB, affiliateName: 'Trần Thị Bình', referredName: 'Lê Văn Cường' });
      expect(pending.get(`order-${order._id}-direct`)).toMatchObject({ tier: 'direct', affiliateCode: codeB, affiliateName: 'Trần Thị Bình', referredName: 'Lê Văn Cường' });
      expect(pending.get(`order-${order._id}-team`)).toMatchObject({ tier: 'team', affiliateCode: codeA, affiliateName: 'Nguyễn Văn An', referredName: 'Lê Văn Cường' });
      // A profile edit shows at the next read: names are joined when the list is read, not copied into conversions.
      const renamed = await suite.api('PUT', '/users/profile', { token: c.idToken, body: { name: 'Lê Văn Cường Mới' } });
      expect(renamed.status).toBe(200);
      await eventually(async () => {
        const again = (await suite.api('GET', '/admin/conversions/pending?limit=100', { token: suite.admin.idToken })).body.conversions as PendingConversion[];
        expect(again.filter((x) => x.referredUserId === c.uid).map((x) => x.referredName)).toEqual(['Lê Văn Cường Mới', 'Lê Văn Cường Mới', 'Lê Văn Cường Mới']);
      });
      // The affiliate's own history stays without names: the referred person's details are not theirs to list.
      expect((await conversionsOf(b))[0]).not.toHaveProperty('referredName');
    });

    it('records the conversions once when the payment event is delivered again', async () => {
      const [paid] = (await events().readStream(`commerce_order-${order._id}`)).filter((event) => event.type === 'OrderPaid');
      const { orderId, buyerId, items, subtotal, totalAmount, referralCode, paidAt } = commercePublicEvents.OrderPaid.parse(paid.data);
      const data: PaidOrder = { orderId, buyerId, items, subtotal, totalAmount, referralCode, paidAt };
      const again = new AttributeReferralCommand({ kind: 'paid-order', order: data }, { at: clock.now(), causationId: paid.id });
      await Promise.all([suite.app.app.get(CommandBus).execute(again), suite.app.app.get(CommandBus).execute(again)]);
      expect(await streamTypes(`affiliate_order-${order._id}`)).toEqual(['OrderAttributed']);
      const recorded = (await events().readStream(`affiliate_commissions-${b.uid}`)).filter((event) => event.type === 'ConversionRecorded');
      expect(recorded.map((event) => (event.data as { conversionId: string }).conversionId)).toEqual([`signup-${c.uid}`, `order-${order._id}-direct`]);
      expect((await conversionsOf(b)).filter((conversion) => conversion.orderId === order._id)).toHaveLength(1);
    });

    it('records one decision when 50 admins review the same conversion at once', async () => {
      const id = `order-${order._id}-direct`;
      const reviews = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          suite.api('PUT', `/admin/conversions/${id}/review`, { token: suite.admin.idToken, body: { newStatus: i % 2 === 0 ? 'approved' : 'rejected', notes: `Duyệt lần ${i}` } }),
        ),
      );
      const decisions = (await events().readStream(`affiliate_commissions-${b.uid}`)).filter((e) => e.type === 'ConversionApproved' || e.type === 'ConversionRejected');
      expect(decisions).toHaveLength(1);
      const decided = decisions[0].type === 'ConversionApproved' ? 'approved' : 'rejected';
      for (const [i, response] of reviews.entries()) {
        const asked = i % 2 === 0 ? 'approved' : 'rejected';
        if (asked === decided) expect(response).toMatchObject({ status: 200, body: { conversion: { _id: id, status: decided } } });
        else expect(response).toMatchObject({ status: 409, body: { code: 'CONVERSION_ALREADY_REVIEWED', message: ERROR_MESSAGES.CONVERSION_ALREADY_REVIEWED } });
      }
      expect((await suite.api('GET', `/admin/conversions/pending?limit=100`, { token: suite.admin.idToken })).body.conversions.map((x: Conversion) => x._id)).not.toContain(id);
    });

    it('answers 404 for another affiliate’s conversion, and refuses a student and bad input', async () => {
      const id = `order-${order._id}-direct`;
      expect((await suite.api('GET', `/affiliates/me/conversions/${id}`, { token: b.idToken })).status).toBe(200);
      expect(await suite.api('GET', `/affiliates/me/conversions/${id}`, { token: a.idToken })).toMatchObject({ status: 404, body: { code: 'CONVERSION_NOT_FOUND' } });
      expect((await suite.api('PUT', `/admin/conversions/${id}/review`, { token: b.idToken, body: { newStatus: 'approved' } })).status).toBe(403);
      const bad = await suite.api('PUT', `/admin/conversions/${id}/review`, { token: suite.admin.idToken, body: { newStatus: 'paid' } });
      expect(bad).toMatchObject({ status: 400 });
      expect(bad.body.message).toBe(ERROR_MESSAGES.CONVERSION_STATUS_INVALID);
      expect((await suite.api('GET', '/affiliates/me/conversions?type=CLICK', { token: a.idToken })).status).toBe(400);
      expect((await suite.api('PUT', '/admin/conversions/khong-co/review', { token: suite.admin.idToken, body: { newStatus: 'approved' } })).status).toBe(404);
    });
  });

  it('takes the commission back when the order is refunded before approval', async () => {
    const pendingOfA = async (): Promise<number> => (await suite.api('GET', '/affiliates/me/info', { token: a.idToken })).body.affiliate.payout.pending;
    const before = await pendingOfA();
    const d = await referredUser(codeA);
    const order = await paidOrder(d, [{ courseId: course2.courseId }]);
    const id = `order-${order._id}-direct`;
    await eventually(async () => expect((await conversionsOf(a)).find((c) => c._id === id)?.status).toBe('pending'));
    const refunded = await suite.api('POST', `/admin/orders/${order._id}/refund`, { token: suite.admin.idToken, body: { reason: 'Học viên đổi ý' } });
    expect(refunded.status).toBe(201);
    await eventually(async () => expect((await conversionsOf(a)).find((c) => c._id === id)).toMatchObject({ status: 'cancelled', commission: 300_000 }));
    const review = await suite.api('PUT', `/admin/conversions/${id}/review`, { token: suite.admin.idToken, body: { newStatus: 'approved' } });
    expect(review).toMatchObject({ status: 409, body: { code: 'CONVERSION_NOT_PENDING' } });
    // Nothing of it counts as earnings.
    expect(await pendingOfA()).toBe(before);
  });

  it('refuses self-referral: an affiliate buying through their own link earns nothing and is not linked', async () => {
    await paidOrder(a, [{ courseId: course2.courseId }], codeA);
    const plan = await toolPlanOnSale(suite, 'Canva Pro', 99_000);
    await paidOrder(a, [{ toolPlanId: plan.toolPlanId }], codeA);
    // Let the reaction pass the orders: a later sign-up through A's code is attributed after them.
    const e = await referredUser(codeA);
    await eventually(async () => expect((await conversionsOf(a, '&type=SIGNUP')).map((c) => c.referredUserId)).toContain(e.uid));
    expect((await conversionsOf(a)).filter((conversion) => conversion.referredUserId === a.uid)).toEqual([]);
    expect((await suite.api('GET', '/affiliates/me/info', { token: a.idToken })).body.affiliate.referredBy).toBeNull();
  });

  it('gives the dashboard’s conversion rate as people referred per counted click, in whole percent, at most 100', async () => {
    const f = await referredUser(undefined, 'Phạm Thu Hà');
    const codeF = await joinProgramme(f);
    const dashboardOfF = async () => (await suite.api('GET', '/affiliates/dashboard-info', { token: f.idToken })).body;
    // Three visitors from three addresses: the tracker counts each once (an HTTP test reaches the app from one address only).
    for (const address of ['203.0.113.10', '203.0.113.11', '203.0.113.12']) {
      const click = await suite.app.app.get(CommandBus).execute<TrackAffiliateCommand, TrackedClick>(new TrackAffiliateCommand(codeF, address, clock.now()));
      expect(click.counted).toBe(true);
    }
    expect(await dashboardOfF()).toMatchObject({ clicks: 3, directReferrals: 0, conversionRate: 0 });

    const first = await referredUser(codeF);
    await eventually(async () => expect(await dashboardOfF()).toMatchObject({ clicks: 3, directReferrals: 1, conversions: { signups: 1 }, conversionRate: 33 }));
    // The referred person's order is a conversion, not a second person: the rate stays (it read 67 % when orders counted).
    await paidOrder(first, [{ courseId: course.courseId }]);
    await eventually(async () => expect(await dashboardOfF()).toMatchObject({ conversions: { signups: 1, enrollments: 1, total: 2 }, conversionRate: 33 }));

    // More people than counted clicks (a shared address, a tracker out of reach): the rate stops at 100.
    await Promise.all([referredUser(codeF), referredUser(codeF), referredUser(codeF)]);
    await eventually(async () => expect(await dashboardOfF()).toMatchObject({ clicks: 3, directReferrals: 4, conversionRate: 100 }));
    // A: one counted click and several people referred since; 100, where it read 400 % and more before.
    expect(await suite.api('GET', '/affiliates/dashboard-info', { token: a.idToken })).toMatchObject({ status: 200, body: { clicks: 1, conversionRate: 100 } });
  });

  it('keeps settings as events: a change applies to new conversions only, and bad settings are refused', async () => {
    const bad = await suite.api('PUT', '/admin/settings/affiliate', { token: suite.admin.idToken, body: { directRatePercent: 40, teamRatePercent: 20, cookieDays: 30, holdingDays: 30, minimumPayout: 200_000 } });
    expect(bad).toMatchObject({ status: 400, body: { message: ERROR_MESSAGES.AFFILIATE_RATES_INVALID } });
    const changed = await suite.api('PUT', '/admin/settings/affiliate', { token: suite.admin.idToken, body: { directRatePercent: 25, teamRatePercent: 10, cookieDays: 60, holdingDays: 7, minimumPayout: 100_000 } });
    expect(changed).toMatchObject({ status: 200, body: { settings: { directRatePercent: 25, teamRatePercent: 10, cookieDays: 60, holdingDays: 7, minimumPayout: 100_000, updatedBy: suite.admin.uid } } });
    expect((await suite.api('GET', '/admin/settings/affiliate', { token: suite.admin.idToken })).body.settings.directRatePercent).toBe(25);
    expect((await suite.api('GET', '/admin/settings/affiliate', { token: a.idToken })).status).toBe(403);
    // Earlier conversions keep their rates.
    expect((await conversionsOf(a)).filter((c) => c.type === 'COURSE_ENROLLMENT').every((c) => c.ratePercent === 30 || c.ratePercent === 20)).toBe(true);
    const track = await suite.api('GET', `/affiliates/track/${codeA}`);
    expect(track.body.cookieDays).toBe(60);
    // Restore the defaults for whoever runs next in this process.
    await suite.api('PUT', '/admin/settings/affiliate', { token: suite.admin.idToken, body: { directRatePercent: 30, teamRatePercent: 20, cookieDays: 30, holdingDays: 30, minimumPayout: 200_000 } });
  });
});
