import { ERROR_MESSAGES, type Conversion } from '@academy/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { randomBytes } from 'crypto';
import { mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { affiliateManifest } from '../src/modules/affiliate';
import { AttributeReferralCommand, PaidOrder } from '../src/modules/affiliate/commands/attribute-referrals/attribute-referrals.handler';
import { CarryOutPayoutProcessor } from '../src/modules/affiliate/workers/carry-out-payout.processor';
import { commercePublicEvents } from '../src/modules/commerce';
import { EVENT_STORE, EventStore, START } from '../src/platform/event-store/event-store.port';
import { CheckpointStore } from '../src/platform/projections/checkpoint-store';
import { ProjectionRunner } from '../src/platform/projections/projection-runner';
import { READ_STORE, ReadStore } from '../src/platform/read-store/read-store.port';
import { TestClock } from '../src/platform/testing/test-clock';
import { signedInUser } from './support/accounts';
import { apiSuite } from './support/api-suite';
import { EmulatorUser, verifyEmail } from './support/auth-emulator';
import { eventually } from './support/eventually';
import { publishedCourse } from './support/on-sale';
import { reportTransfer, sepayNotification } from './support/sepay';

/*
 * Part 2 of the affiliate programme over HTTP, on the real app, stores and payouts worker: the
 * payouts queue after the holding period (moved on the app's clock), a payout recorded once under
 * repeats and races, never more than the balance, carried out by the worker and told to the
 * affiliate; manual commissions in the audit trail; the reports and their 30-day window; settings
 * that apply to new conversions only. First, the browser journey's figures: A (B's referrer, and
 * C's through B) has exactly three conversions, however often the events are delivered.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const PRICE = 1_990_000;
/** 30 % of B's order to A; 20 % of C's order to A (team) and 30 % of it to B. */
const DIRECT = 597_000;
const TEAM = 398_000;
const SMALL_PRICE = 100_000;
const SMALL_DIRECT = 30_000;
const PASSWORD = 'MatKhau@123';

type Buyer = EmulatorUser & { idToken: string };

describe('affiliate payouts, manual commissions, reports and settings over HTTP', () => {
  // 10:00 in Vietnam today: every sale of the setup falls on one Vietnam day, far from midnight.
  const clock = new TestClock(`${new Date().toISOString().slice(0, 10)}T03:00:00.000Z`);
  const startedAt = clock.now();
  const suite = apiSuite({ FILES_DIR: mkdtempSync(join(tmpdir(), 'academy-affiliate-payouts-files-')) }, { clock });
  let course: { courseId: string };
  let smallCourse: { courseId: string };
  let laterCourse: { courseId: string };
  let a: Buyer;
  let b: Buyer;
  let c: Buyer;
  let s: Buyer;
  let codeA: string;
  let codeS: string;
  let orderB: string;
  let orderC: string;
  let payoutA: string;

  const events = () => suite.app.app.get<EventStore>(EVENT_STORE);
  const store = () => suite.app.app.get<ReadStore>(READ_STORE);
  const ledger = async (uid: string, type: string) => (await events().readStream(`affiliate_commissions-${uid}`)).filter((event) => event.type === type);
  const asAdmin = (body?: unknown, headers: Record<string, string> = {}) => ({ token: suite.admin.idToken, body, headers });
  const cookie = (code: string) => ({ Cookie: `theme=dark; aff_ref_code=${code}` });
  const key = (label: string) => `${label}-${randomBytes(6).toString('hex')}`;

  /** A sign-up as the web app makes it: POST /auth/register with the referral cookie, the email verified, the first sign-in (cookie again). */
  async function registeredWithCookie(code: string | null, name: string): Promise<Buyer> {
    const email = `aff-payout-${randomBytes(4).toString('hex')}@test.hocvien.local`;
    const headers = code ? cookie(code) : {};
    const registered = await suite.api('POST', '/auth/register', { body: { email, password: PASSWORD, name, phoneNumber: '0912345678', acceptTerms: true }, headers });
    expect(registered.status).toBe(201);
    const user = { uid: registered.body.uid as string, email, password: PASSWORD, idToken: '' };
    user.idToken = await verifyEmail(user);
    expect((await suite.api('POST', '/auth/ensure-user-profile', { token: user.idToken, headers })).status).toBe(200);
    return user;
  }

  const joinProgramme = async (user: Buyer): Promise<string> => {
    const joined = await suite.api('POST', '/affiliates/me/join', { token: user.idToken });
    expect(joined.status).toBe(200);
    return joined.body.affiliate.code;
  };

  /** An order of one course placed with the buyer's cookies and paid by bank transfer (the SePay webhook); its id. */
  async function paidOrder(buyer: Buyer, courseId: string, code?: string): Promise<string> {
    const placed = await suite.api('POST', '/orders', {
      token: buyer.idToken,
      body: { paymentMethod: 'bank_transfer', items: [{ courseId }] },
      headers: { 'Idempotency-Key': key('order'), ...(code ? cookie(code) : {}) },
    });
    expect(placed.status).toBe(201);
    await reportTransfer(suite.api, sepayNotification(placed.body.code, placed.body.totalAmount));
    await eventually(async () => expect((await suite.api('GET', `/orders/${placed.body._id}/status`, { token: buyer.idToken })).body.statusOrder).toBe('paid'));
    return placed.body._id;
  }

  const conversionsOf = async (user: Buyer, query = '') => (await suite.api('GET', `/affiliates/me/conversions?limit=100${query}`, { token: user.idToken })).body as { conversions: Conversion[]; pagination: { totalItems: number } };
  const dashboardOf = async (user: Buyer) => (await suite.api('GET', '/affiliates/dashboard-info', { token: user.idToken })).body;
  const earningsOf = async (user: Buyer) => (await dashboardOf(user)).earnings;
  const queue = async () => (await suite.api('GET', '/admin/affiliates/payouts-queue?limit=100', asAdmin())).body;
  const queued = async (uid: string) => (await queue()).affiliates.find((entry: { affiliateUserId: string }) => entry.affiliateUserId === uid);
  const payout = (affiliateUserId: string, amount: number, idempotencyKey = key('payout'), token = suite.admin.idToken) =>
    suite.api('POST', '/admin/affiliates/payouts', { token, body: { affiliateUserId, method: 'bank_transfer', amount, reference: 'FT26050112345', note: 'Chuyển khoản hoa hồng tháng 5' }, headers: { 'Idempotency-Key': idempotencyKey } });
  const review = (id: string) => suite.api('PUT', `/admin/conversions/${id}/review`, asAdmin({ newStatus: 'approved', notes: 'Đơn hàng hợp lệ' }));

  beforeAll(async () => {
    const instructor = await signedInUser(suite.app, 'instructor');
    [course, smallCourse, laterCourse] = await Promise.all([
      publishedCourse(suite, instructor, 'Affiliate Marketing thực chiến', PRICE),
      publishedCourse(suite, instructor, 'Viết nội dung bán hàng', SMALL_PRICE),
      publishedCourse(suite, instructor, 'Quảng cáo Facebook', 1_000_000),
    ]);
    // The browser journey, request for request: A joins; B signs up through A's link and buys;
    // B joins; C signs up through B's link and buys.
    a = await registeredWithCookie(null, 'Affiliate A');
    codeA = await joinProgramme(a);
    b = await registeredWithCookie(codeA, 'Học viên B');
    orderB = await paidOrder(b, course.courseId, codeA);
    const codeB = await joinProgramme(b);
    // A second later: B's commissions become payable after A's, so the queue's order is A's, then B's.
    clock.advance(1_000);
    c = await registeredWithCookie(codeB, 'Học viên C');
    orderC = await paidOrder(c, course.courseId, codeB);
    // S brings one small sale: approved, its commission stays below the minimum payout.
    s = await registeredWithCookie(null, 'Affiliate S');
    codeS = await joinProgramme(s);
    const t = await registeredWithCookie(codeS, 'Học viên T');
    await paidOrder(t, smallCourse.courseId);
  }, 120_000);

  describe('the journey’s figures: A’s three pending conversions', () => {
    const affiliateProjections = affiliateManifest.projections;
    const snapshot = () =>
      Promise.all(
        affiliateProjections.flatMap((projection) => projection.collections).map(async (name) => (await store().collection(name).find({ sort: [{ field: 'id', direction: 'asc' }], limit: 1_000 })).items),
      );
    const figuresOfA = async () => {
      const { conversions, pagination } = await conversionsOf(a);
      const dashboard = await dashboardOf(a);
      const info = (await suite.api('GET', '/affiliates/me/info', { token: a.idToken })).body.affiliate;
      const pending = (await suite.api('GET', '/admin/conversions/pending?limit=100', asAdmin())).body.conversions.filter((x: Conversion) => x.affiliateUserId === a.uid);
      return {
        conversions: conversions.map((x) => `${x.type}:${x.tier}:${x.commission}:${x.status}`).sort(),
        total: pagination.totalItems,
        earnings: dashboard.earnings,
        counted: dashboard.conversions,
        payout: info.payout,
        pendingForAdmin: pending.length,
      };
    };
    const expected = {
      conversions: [`COURSE_ENROLLMENT:direct:${DIRECT}:pending`, `COURSE_ENROLLMENT:team:${TEAM}:pending`, 'SIGNUP:direct:0:pending'],
      total: 3,
      earnings: { pending: DIRECT + TEAM, approved: 0, paid: 0 },
      counted: { signups: 1, enrollments: 1, total: 2 },
      payout: { pending: DIRECT + TEAM, approved: 0, paid: 0 },
      pendingForAdmin: 3,
    };

    it('counts three: the SIGNUP of B, B’s order at 30 %, C’s order at 20 % (team)', async () => {
      await eventually(async () => expect(await figuresOfA()).toEqual(expected), 10_000);
      const mine = (await conversionsOf(a)).conversions;
      expect(mine.find((x) => x.tier === 'team')).toMatchObject({ _id: `order-${orderC}-team`, referredUserId: c.uid, ratePercent: 20, amount: PRICE });
      expect(mine.find((x) => x.type === 'COURSE_ENROLLMENT' && x.tier === 'direct')).toMatchObject({ _id: `order-${orderB}-direct`, referredUserId: b.uid, ratePercent: 30 });
      expect(mine.find((x) => x.type === 'SIGNUP')).toMatchObject({ _id: `signup-${b.uid}`, referredUserId: b.uid });
    });

    it('still counts three after the sign-up and both payments are delivered again, at once', async () => {
      const bus = suite.app.app.get(CommandBus);
      const again: AttributeReferralCommand[] = [];
      for (const orderId of [orderB, orderC]) {
        const [paid] = (await events().readStream(`commerce_order-${orderId}`)).filter((event) => event.type === 'OrderPaid');
        const { buyerId, items, subtotal, totalAmount, referralCode, paidAt } = commercePublicEvents.OrderPaid.parse(paid.data);
        const order: PaidOrder = { orderId, buyerId, items, subtotal, totalAmount, referralCode, paidAt };
        again.push(new AttributeReferralCommand({ kind: 'paid-order', order }, { at: clock.now(), causationId: paid.id }));
      }
      const signUp = new AttributeReferralCommand({ kind: 'sign-up', userId: b.uid, referralCode: codeA, registeredAt: startedAt.toISOString() }, { at: clock.now(), causationId: `again-${b.uid}` });
      await Promise.all([...again, ...again, signUp, signUp].map((command) => bus.execute(command)));
      expect(await ledger(a.uid, 'ConversionRecorded')).toHaveLength(3);
      expect(await figuresOfA()).toEqual(expected);
    });

    it('still counts three when every affiliate read model is fed the whole log again, and when rebuilt from it', async () => {
      const live = await snapshot();
      const runner = suite.app.app.get(ProjectionRunner);
      const checkpoints = new CheckpointStore(store());
      const names = affiliateProjections.map((projection) => projection.name);
      // Redelivery: the checkpoints back to the start, the rows left as they are.
      await runner.stop();
      for (const name of names) await checkpoints.save(name, START);
      await runner.start();
      const head = await events().headPosition();
      await eventually(async () => expect((await checkpoints.positionsOf(names)).every((position) => position >= head)).toBe(true), 15_000);
      expect(await snapshot()).toEqual(live);
      expect(await figuresOfA()).toEqual(expected);
      // Rebuild: emptied read models, the whole log once.
      await runner.stop();
      for (const projection of affiliateProjections) await runner.rebuild(projection);
      await runner.start();
      expect(await snapshot()).toEqual(live);
      expect(await figuresOfA()).toEqual(expected);
    });
  });

  describe('payouts', () => {
    beforeAll(async () => {
      const smallSale = await eventually(async () => {
        const found = (await conversionsOf(s)).conversions.find((x) => x.type === 'COURSE_ENROLLMENT');
        expect(found?.commission).toBe(SMALL_DIRECT);
        return found;
      });
      for (const id of [`signup-${b.uid}`, `order-${orderB}-direct`, `order-${orderC}-team`, `order-${orderC}-direct`, smallSale!._id]) expect((await review(id)).status).toBe(200);
      expect(await earningsOf(a)).toEqual({ pending: 0, approved: DIRECT + TEAM, paid: 0 });
    });

    it('pays nobody while the commissions are held, and says so in Vietnamese', async () => {
      const { affiliates, minimumPayout } = await queue();
      expect(minimumPayout).toBe(200_000);
      expect(affiliates).toEqual([]);
      const early = await payout(a.uid, DIRECT + TEAM);
      expect(early).toMatchObject({ status: 409, body: { code: 'PAYOUT_NOTHING_PAYABLE', message: ERROR_MESSAGES.PAYOUT_NOTHING_PAYABLE } });
    });

    it('queues those whose approved commissions passed the holding period and reach the minimum, longest waiting first', async () => {
      clock.advance(31 * DAY_MS);
      const { affiliates } = await queue();
      expect(affiliates.map((entry: { affiliateUserId: string }) => entry.affiliateUserId)).toEqual([a.uid, b.uid]);
      expect(affiliates[0]).toMatchObject({ code: codeA, name: 'Affiliate A', email: a.email, payable: DIRECT + TEAM, deducted: 0, conversionCount: 3 });
      // B's sign-up conversion of C is still pending: only C's order counts.
      expect(affiliates[1]).toMatchObject({ payable: DIRECT, conversionCount: 1 });
      // S's 30.000 ₫ is due but below the minimum: not queued, and refused.
      expect(await queued(s.uid)).toBeUndefined();
      expect(await payout(s.uid, SMALL_DIRECT)).toMatchObject({ status: 409, body: { code: 'PAYOUT_BELOW_MINIMUM', message: ERROR_MESSAGES.PAYOUT_BELOW_MINIMUM } });
    });

    it('never pays more, or less, than the payable balance', async () => {
      expect(await payout(a.uid, DIRECT + TEAM + 1)).toMatchObject({ status: 409, body: { code: 'PAYOUT_AMOUNT_EXCEEDS_BALANCE', message: ERROR_MESSAGES.PAYOUT_AMOUNT_EXCEEDS_BALANCE } });
      expect(await payout(a.uid, DIRECT)).toMatchObject({ status: 409, body: { code: 'PAYOUT_AMOUNT_MISMATCH', message: ERROR_MESSAGES.PAYOUT_AMOUNT_MISMATCH } });
      expect(await ledger(a.uid, 'CommissionsPaidOut')).toEqual([]);
    });

    it('records one payout of twenty racing requests; the same key again answers the same payout, a new one finds nothing', async () => {
      const keys = Array.from({ length: 20 }, (_, i) => key(`race-${i}`));
      const answers = await Promise.all(keys.map((k) => payout(a.uid, DIRECT + TEAM, k)));
      const won = answers.filter((answer) => answer.status === 201);
      expect(won).toHaveLength(1);
      for (const lost of answers.filter((answer) => answer.status !== 201)) {
        expect(lost.status).toBe(409);
        expect(['PAYOUT_NOTHING_PAYABLE', 'RECORD_BUSY']).toContain(lost.body.code);
        expect(lost.body.message).toBe(ERROR_MESSAGES[lost.body.code as 'PAYOUT_NOTHING_PAYABLE']);
      }
      const paidOut = await ledger(a.uid, 'CommissionsPaidOut');
      expect(paidOut).toHaveLength(1);
      expect(paidOut[0].data).toMatchObject({ amount: DIRECT + TEAM, deducted: 0, method: 'bank_transfer', reference: 'FT26050112345', by: suite.admin.uid });
      payoutA = won[0].body.payout._id;
      expect(won[0].body).toMatchObject({ message: 'Đã ghi nhận thanh toán hoa hồng.', payout: { affiliateUserId: a.uid, amount: DIRECT + TEAM, conversionCount: 3, note: 'Chuyển khoản hoa hồng tháng 5' } });

      const winningKey = keys[answers.findIndex((answer) => answer.status === 201)];
      const replayed = await payout(a.uid, DIRECT + TEAM, winningKey);
      expect(replayed).toMatchObject({ status: 201, body: { payout: { _id: payoutA } } });
      expect(replayed.headers.get('idempotent-replayed')).toBe('true');
      expect(await payout(a.uid, DIRECT + TEAM)).toMatchObject({ status: 409, body: { code: 'PAYOUT_NOTHING_PAYABLE' } });
      expect(await ledger(a.uid, 'CommissionsPaidOut')).toHaveLength(1);
      // A leaves the queue at once; B stays.
      expect((await queue()).affiliates.map((entry: { affiliateUserId: string }) => entry.affiliateUserId)).toEqual([b.uid]);
    });

    it('is carried out once by the payouts worker, and A sees it paid and is told', async () => {
      const mine = await eventually(async () => {
        const { payouts } = (await suite.api('GET', '/affiliates/me/payouts?page=1&limit=10', { token: a.idToken })).body;
        expect(payouts).toHaveLength(1);
        expect(payouts[0].status).toBe('paid');
        return payouts[0];
      }, 15_000);
      expect(mine).toMatchObject({ _id: payoutA, amount: DIRECT + TEAM, method: 'bank_transfer', reference: 'FT26050112345', conversionCount: 3, deducted: 0, failureReason: null });
      expect(mine.carriedOutAt).toBe(clock.now().toISOString());
      expect(await earningsOf(a)).toEqual({ pending: 0, approved: 0, paid: DIRECT + TEAM });
      expect((await suite.api('GET', '/affiliates/me/info', { token: a.idToken })).body.affiliate.payout).toEqual({ pending: 0, approved: 0, paid: DIRECT + TEAM });
      expect((await conversionsOf(a)).conversions.every((x) => x.status === 'approved')).toBe(true);

      const told = await eventually(async () => {
        const { notifications } = (await suite.api('GET', '/notifications/me', { token: a.idToken })).body;
        const found = notifications.filter((n: { kind: string }) => n.kind === 'affiliate_payout');
        expect(found).toHaveLength(1);
        return found[0];
      });
      expect(told).toMatchObject({ title: 'Hoa hồng đã được thanh toán', link: '/affiliate-dashboard', isRead: false });
      expect(told.message).toContain('995.000');
      expect(told.message).toContain('FT26050112345');

      // The job delivered again (a crash after the append, a retry) records nothing more.
      await suite.app.app.get(CarryOutPayoutProcessor).carryOut({ affiliateId: a.uid, payoutId: payoutA });
      expect(await ledger(a.uid, 'PayoutCarriedOut')).toHaveLength(1);
      const admins = (await suite.api('GET', `/admin/affiliates/payouts?status=paid&affiliateUserId=${a.uid}`, asAdmin())).body.payouts;
      expect(admins).toEqual([expect.objectContaining({ _id: payoutA, code: codeA, name: 'Affiliate A', recordedBy: suite.admin.uid, status: 'paid' })]);
    });

    it('refuses bad input with a 400 in Vietnamese, a non-member with a 404, a non-admin with a 403', async () => {
      const post = (body: unknown, token = suite.admin.idToken) => suite.api('POST', '/admin/affiliates/payouts', { token, body, headers: { 'Idempotency-Key': key('bad') } });
      const valid = { affiliateUserId: b.uid, method: 'bank_transfer', amount: DIRECT, reference: 'FT1', note: '' };
      const refusals: Array<[object, string]> = [
        [{ ...valid, reference: '  ' }, 'PAYOUT_REFERENCE_REQUIRED'],
        [{ ...valid, reference: 'x'.repeat(101) }, 'PAYOUT_REFERENCE_TOO_LONG'],
        [{ ...valid, method: 'cash' }, 'PAYOUT_METHOD_INVALID'],
        [{ ...valid, amount: -1 }, 'PAYOUT_AMOUNT_INVALID'],
        [{ ...valid, amount: 0 }, 'PAYOUT_AMOUNT_INVALID'],
        [{ ...valid, amount: 1.5 }, 'PAYOUT_AMOUNT_INVALID'],
        [{ ...valid, amount: '597000' }, 'PAYOUT_AMOUNT_INVALID'],
        [{ ...valid, note: 'x'.repeat(501) }, 'PAYOUT_NOTE_TOO_LONG'],
      ];
      for (const [body, code] of refusals) {
        const answer = await post(body);
        expect({ body, status: answer.status, message: answer.body.message }).toEqual({ body, status: 400, message: ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES] });
      }
      for (const body of [{ ...valid, affiliateUserId: '' }, { ...valid, affiliateUserId: 'a/b' }, [], 'khong-phai-json', { ...valid, affiliateUserId: 'x'.repeat(5000) }]) {
        const answer = await post(body);
        expect({ body, status: answer.status }).toEqual({ body, status: 400 });
        expect(answer.body.message).toMatch(/[À-ỹ]/);
      }
      expect(await post({ ...valid, affiliateUserId: suite.student.uid })).toMatchObject({ status: 404, body: { code: 'AFFILIATE_NOT_FOUND', message: ERROR_MESSAGES.AFFILIATE_NOT_FOUND } });
      expect((await post(valid, b.idToken)).status).toBe(403);
      expect((await suite.api('POST', '/admin/affiliates/payouts', { body: valid })).status).toBe(401);
      for (const path of ['/admin/affiliates/payouts-queue', '/admin/affiliates/payouts', `/admin/affiliates/${a.uid}/history`, '/admin/affiliates/stats', '/admin/stats/affiliates']) {
        expect({ path, status: (await suite.api('GET', path, { token: a.idToken })).status }).toEqual({ path, status: 403 });
      }
      for (const query of ['?page=0', '?limit=abc', '?page=1&limit=100000', '?page=-1']) {
        const answer = await suite.api('GET', `/admin/affiliates/payouts-queue${query}`, asAdmin());
        expect({ query, status: answer.status }).toEqual({ query, status: 400 });
      }
      expect((await suite.api('GET', '/admin/affiliates/payouts?status=lost', asAdmin())).status).toBe(400);
      expect((await suite.api('GET', '/affiliates/me/payouts?limit=0', { token: a.idToken })).status).toBe(400);
      // Nothing changed B's balance.
      expect(await queued(b.uid)).toMatchObject({ payable: DIRECT });
    });
  });

  describe('manual commissions and the audit trail', () => {
    const manual = (body: object, idempotencyKey = key('manual'), token = suite.admin.idToken) =>
      suite.api('POST', '/admin/commissions/manual', { token, body, headers: { 'Idempotency-Key': idempotencyKey } });

    it('credits an affiliate by code with a reason, once per key, payable at once, and the history says who and why', async () => {
      const reason = 'Thưởng affiliate tích cực tháng 5';
      const once = key('manual');
      const body = { affiliateCode: codeS.toLowerCase(), amount: 250_000, reason };
      const credited = await manual(body, once);
      expect(credited).toMatchObject({
        status: 201,
        body: { message: 'Đã cộng hoa hồng thủ công.', commission: { affiliateUserId: s.uid, amount: 250_000, reason, by: suite.admin.uid }, earnings: { pending: 0, approved: SMALL_DIRECT + 250_000, paid: 0 } },
      });
      expect(credited.body.commission.payableAt).toBe(clock.now().toISOString());
      const again = await manual(body, once);
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body.commission._id).toBe(credited.body.commission._id);
      expect(await ledger(s.uid, 'ManualCommissionRecorded')).toHaveLength(1);

      const history = (await suite.api('GET', `/admin/affiliates/${s.uid}/history?limit=50`, asAdmin())).body;
      expect(history.affiliate).toMatchObject({ affiliateUserId: s.uid, code: codeS, name: 'Affiliate S', earnings: { approved: SMALL_DIRECT + 250_000 } });
      const entry = history.entries.find((e: { kind: string }) => e.kind === 'manual_commission');
      expect(entry).toMatchObject({ _id: `manual_commission:${credited.body.commission._id}`, amount: 250_000, by: suite.admin.uid, byName: 'Người dùng admin', reason });
      expect(history.entries.map((e: { kind: string }) => e.kind)).toEqual(['manual_commission', 'conversion_approved', 'conversion_recorded', 'conversion_recorded']);
      const approval = history.entries.find((e: { kind: string; amount: number }) => e.kind === 'conversion_approved' && e.amount === SMALL_DIRECT);
      expect(approval).toMatchObject({ by: suite.admin.uid, byName: 'Người dùng admin', reason: 'Đơn hàng hợp lệ' });
      // Payable at once: S now reaches the minimum.
      expect(await queued(s.uid)).toMatchObject({ payable: SMALL_DIRECT + 250_000 });
    });

    it('shows A’s payout and who recorded it in A’s history', async () => {
      const { entries } = (await suite.api('GET', `/admin/affiliates/${a.uid}/history?limit=50`, asAdmin())).body;
      expect(entries.find((e: { kind: string }) => e.kind === 'payout_recorded')).toMatchObject({ payoutId: payoutA, amount: DIRECT + TEAM, by: suite.admin.uid, byName: 'Người dùng admin', reference: 'FT26050112345', reason: 'Chuyển khoản hoa hồng tháng 5' });
      expect(entries.find((e: { kind: string }) => e.kind === 'payout_carried_out')).toMatchObject({ payoutId: payoutA, by: null });
    });

    it('refuses bad input in Vietnamese, an unknown affiliate with a 404, a non-admin with a 403', async () => {
      const valid = { affiliateUserId: s.uid, amount: 10_000, reason: 'Điều chỉnh' };
      const refusals: Array<[object, string]> = [
        [{ ...valid, reason: '   ' }, 'MANUAL_COMMISSION_REASON_REQUIRED'],
        [{ affiliateUserId: s.uid, amount: 10_000 }, 'MANUAL_COMMISSION_REASON_REQUIRED'],
        [{ ...valid, reason: 'x'.repeat(501) }, 'MANUAL_COMMISSION_REASON_TOO_LONG'],
        [{ ...valid, amount: 0 }, 'MANUAL_COMMISSION_AMOUNT_INVALID'],
        [{ ...valid, amount: -10_000 }, 'MANUAL_COMMISSION_AMOUNT_INVALID'],
        [{ ...valid, amount: 10.5 }, 'MANUAL_COMMISSION_AMOUNT_INVALID'],
        [{ ...valid, amount: 100_000_001 }, 'MANUAL_COMMISSION_AMOUNT_INVALID'],
        [{ ...valid, affiliateCode: codeS }, 'MANUAL_COMMISSION_TARGET_REQUIRED'],
        [{ amount: 10_000, reason: 'Điều chỉnh' }, 'MANUAL_COMMISSION_TARGET_REQUIRED'],
        [{ affiliateCode: 'ma sai!', amount: 10_000, reason: 'Điều chỉnh' }, 'AFFILIATE_CODE_INVALID'],
      ];
      for (const [body, code] of refusals) {
        const answer = await manual(body);
        expect({ body, status: answer.status, message: answer.body.message }).toEqual({ body, status: 400, message: ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES] });
      }
      expect(await manual({ affiliateCode: 'KHONGCO9', amount: 10_000, reason: 'Điều chỉnh' })).toMatchObject({ status: 404, body: { code: 'AFFILIATE_NOT_FOUND', message: ERROR_MESSAGES.AFFILIATE_NOT_FOUND } });
      expect(await manual({ ...valid, affiliateUserId: suite.student.uid })).toMatchObject({ status: 404, body: { code: 'AFFILIATE_NOT_FOUND' } });
      expect((await manual(valid, key('manual'), a.idToken)).status).toBe(403);
      expect(await suite.api('GET', `/admin/affiliates/${suite.student.uid}/history`, asAdmin())).toMatchObject({ status: 404, body: { code: 'AFFILIATE_NOT_FOUND' } });
      expect(await ledger(s.uid, 'ManualCommissionRecorded')).toHaveLength(1);
    });
  });

  describe('another affiliate’s data', () => {
    it('is not found: conversions and payouts are each affiliate’s own', async () => {
      const aDirect = `order-${orderB}-direct`;
      expect(await suite.api('GET', `/affiliates/me/conversions/${aDirect}`, { token: b.idToken })).toMatchObject({ status: 404, body: { code: 'CONVERSION_NOT_FOUND', message: ERROR_MESSAGES.CONVERSION_NOT_FOUND } });
      expect((await suite.api('GET', `/affiliates/me/conversions/${aDirect}`, { token: a.idToken })).status).toBe(200);
      expect((await suite.api('GET', '/affiliates/me/payouts', { token: b.idToken })).body.payouts).toEqual([]);
      expect((await suite.api('GET', '/affiliates/me/payouts', { token: s.idToken })).body.payouts).toEqual([]);
    });
  });

  describe('reports', () => {
    it('ranks the top affiliates by revenue brought, then by earnings', async () => {
      const top = (await suite.api('GET', '/admin/affiliates/stats?page=1&limit=10', asAdmin())).body;
      expect(top.affiliates.map((x: { affiliateUserId: string }) => x.affiliateUserId)).toEqual([a.uid, b.uid, s.uid]);
      expect(top.affiliates[0]).toEqual({ affiliateUserId: a.uid, code: codeA, name: 'Affiliate A', email: a.email, clicks: 0, conversions: 2, revenue: PRICE, commission: DIRECT + TEAM, paid: DIRECT + TEAM });
      expect(top.affiliates[2]).toMatchObject({ revenue: SMALL_PRICE, commission: SMALL_DIRECT + 250_000, paid: 0 });
      const second = (await suite.api('GET', '/admin/affiliates/stats?page=2&limit=1', asAdmin())).body;
      expect(second.affiliates.map((x: { affiliateUserId: string }) => x.affiliateUserId)).toEqual([b.uid]);
      expect(second.pagination).toMatchObject({ totalItems: 3 });
    });

    it('totals the programme and its commissions by status', async () => {
      const { totals, commissions } = (await suite.api('GET', '/admin/stats/affiliates', asAdmin())).body;
      expect(totals).toEqual({ affiliates: 3, clicks: 0, signups: 3, enrollments: 3, revenue: 2 * PRICE + SMALL_PRICE, manualCommissions: 250_000, payouts: { count: 1, amount: DIRECT + TEAM } });
      expect(commissions).toEqual({ pending: 0, approved: DIRECT + SMALL_DIRECT + 250_000, paid: DIRECT + TEAM, rejected: 0, cancelled: 0, reversed: 0 });
    });

    it('charts the last 30 Vietnam days by the day of each sale: in on the 30th day, out on the 31st', async () => {
      const now = clock.now();
      const saleDay = new Date(startedAt.getTime() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);
      const seriesAt = async (at: Date) => {
        clock.set(at);
        try {
          return (await suite.api('GET', '/admin/stats/affiliates', asAdmin())).body.series as Array<{ date: string; conversions: number; revenue: number; commission: number }>;
        } finally {
          clock.set(now);
        }
      };
      const sameDay = await seriesAt(startedAt);
      expect(sameDay).toHaveLength(30);
      expect(sameDay.at(-1)).toEqual({ date: saleDay, clicks: 0, conversions: 6, revenue: 2 * PRICE + SMALL_PRICE, commission: DIRECT + TEAM + DIRECT + SMALL_DIRECT });
      const lastDayIn = await seriesAt(new Date(startedAt.getTime() + 29 * DAY_MS));
      expect(lastDayIn[0]).toMatchObject({ date: saleDay, conversions: 6, revenue: 2 * PRICE + SMALL_PRICE });
      expect(lastDayIn.slice(1).every((day) => day.conversions === 0 && day.revenue === 0)).toBe(true);
      const out = await seriesAt(new Date(startedAt.getTime() + 30 * DAY_MS));
      expect(out.map((day) => day.date)).not.toContain(saleDay);
      expect(out.every((day) => day.conversions === 0 && day.revenue === 0 && day.commission === 0)).toBe(true);
      // The affiliate's own chart keeps the same window.
      clock.set(new Date(startedAt.getTime() + 30 * DAY_MS));
      try {
        expect((await dashboardOf(a)).series.every((day: { conversions: number }) => day.conversions === 0)).toBe(true);
        clock.set(new Date(startedAt.getTime() + 29 * DAY_MS));
        expect((await dashboardOf(a)).series[0]).toMatchObject({ date: saleDay, conversions: 2, commission: DIRECT + TEAM });
      } finally {
        clock.set(now);
      }
    });
  });

  describe('settings', () => {
    afterAll(async () => {
      await suite.api('PUT', '/admin/settings/affiliate', asAdmin({ directRatePercent: 30, teamRatePercent: 20, cookieDays: 30, holdingDays: 30, minimumPayout: 200_000 }));
    });

    it('records each change with who and when, and applies it to new conversions only', async () => {
      const changed = await suite.api('PUT', '/admin/settings/affiliate', asAdmin({ directRatePercent: 25, teamRatePercent: 10, cookieDays: 60, holdingDays: 7, minimumPayout: 100_000 }));
      expect(changed).toMatchObject({
        status: 200,
        body: { settings: { directRatePercent: 25, teamRatePercent: 10, cookieDays: 60, holdingDays: 7, minimumPayout: 100_000, updatedBy: suite.admin.uid, updatedAt: clock.now().toISOString() } },
      });
      const recorded = (await events().readStream('affiliate_settings-programme')).map((event) => event.data);
      expect(recorded).toEqual([expect.objectContaining({ directRatePercent: 25, teamRatePercent: 10, holdingDays: 7, by: suite.admin.uid, at: clock.now().toISOString() })]);

      // A new sale of a buyer A referred, and C's second order (B direct, A team), at the new rates and holding period.
      const u = await registeredWithCookie(codeA, 'Học viên U');
      const orderU = await paidOrder(u, laterCourse.courseId);
      const orderC2 = await paidOrder(c, laterCourse.courseId);
      // The conversions follow the payments through the attribution reaction.
      const mine = await eventually(async () => {
        const { conversions } = await conversionsOf(a);
        expect(conversions.filter((x) => x.orderId === orderU || x.orderId === orderC2)).toHaveLength(2);
        return conversions;
      });
      const paidAt = Date.parse(mine.find((x) => x.orderId === orderU)!.createdAt);
      expect(mine.find((x) => x.orderId === orderU)).toMatchObject({ ratePercent: 25, commission: 250_000, payableAt: new Date(paidAt + 7 * DAY_MS).toISOString() });
      expect(mine.find((x) => x.orderId === orderC2)).toMatchObject({ tier: 'team', ratePercent: 10, commission: 100_000 });
      // The conversions made before keep their rates and their holding period.
      expect(mine.find((x) => x._id === `order-${orderB}-direct`)).toMatchObject({ ratePercent: 30, commission: DIRECT, payableAt: new Date(Date.parse(mine.find((x) => x._id === `order-${orderB}-direct`)!.createdAt) + 30 * DAY_MS).toISOString() });
      expect(mine.find((x) => x._id === `order-${orderC}-team`)).toMatchObject({ ratePercent: 20, commission: TEAM });
      // The new minimum applies to the queue at once.
      expect((await queue()).minimumPayout).toBe(100_000);
      expect((await suite.api('GET', `/affiliates/track/${codeA}`)).body.cookieDays).toBe(60);
    });

    it('refuses bad settings in Vietnamese and a non-admin, and changes nothing', async () => {
      const valid = { directRatePercent: 30, teamRatePercent: 20, cookieDays: 30, holdingDays: 30, minimumPayout: 200_000 };
      const refusals: Array<[object, string]> = [
        [{ ...valid, directRatePercent: 40 }, 'AFFILIATE_RATES_INVALID'],
        [{ ...valid, teamRatePercent: -1 }, 'AFFILIATE_RATES_INVALID'],
        [{ ...valid, directRatePercent: 12.5 }, 'AFFILIATE_RATES_INVALID'],
        [{ ...valid, cookieDays: 0 }, 'AFFILIATE_COOKIE_DAYS_INVALID'],
        [{ ...valid, holdingDays: 366 }, 'AFFILIATE_HOLDING_DAYS_INVALID'],
        [{ ...valid, minimumPayout: -1 }, 'AFFILIATE_MINIMUM_PAYOUT_INVALID'],
        [{ ...valid, minimumPayout: 100_000_001 }, 'AFFILIATE_MINIMUM_PAYOUT_INVALID'],
      ];
      for (const [body, code] of refusals) {
        const answer = await suite.api('PUT', '/admin/settings/affiliate', asAdmin(body));
        expect({ body, status: answer.status, message: answer.body.message }).toEqual({ body, status: 400, message: ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES] });
      }
      expect((await suite.api('PUT', '/admin/settings/affiliate', { token: a.idToken, body: valid })).status).toBe(403);
      expect((await suite.api('GET', '/admin/settings/affiliate', asAdmin())).body.settings).toMatchObject({ directRatePercent: 25, teamRatePercent: 10, holdingDays: 7 });
      expect(await events().readStream('affiliate_settings-programme')).toHaveLength(1);
    });
  });

  describe('a refund after the payout', () => {
    it('makes A owe the commission back, and the next payout deducts it', async () => {
      expect((await suite.api('POST', `/admin/orders/${orderB}/refund`, asAdmin({ reason: 'Học viên yêu cầu hoàn tiền' }))).status).toBe(201);
      await eventually(async () => expect((await suite.api('GET', `/affiliates/me/conversions/order-${orderB}-direct`, { token: a.idToken })).body.conversion.status).toBe('reversed'));
      expect(await ledger(a.uid, 'ConversionReversed')).toEqual([expect.objectContaining({ data: expect.objectContaining({ commission: DIRECT, paidOut: true }) })]);
      // The reversal comes from the refund through a reaction: each read model follows it in its own time.
      await eventually(async () => expect((await earningsOf(a)).approved).toBe(-DIRECT));
      await eventually(async () => expect(await queued(a.uid)).toBeUndefined());
      // An extra reward brings A's balance above the minimum again: the payout deducts what A owes.
      expect((await suite.api('POST', '/admin/commissions/manual', { ...asAdmin({ affiliateUserId: a.uid, amount: 800_000, reason: 'Thưởng quý' }), headers: { 'Idempotency-Key': key('manual') } })).status).toBe(201);
      const entry = await queued(a.uid);
      expect(entry).toMatchObject({ payable: 800_000 - DIRECT, deducted: DIRECT });
      const paid = await payout(a.uid, 800_000 - DIRECT);
      expect(paid).toMatchObject({ status: 201, body: { payout: { amount: 800_000 - DIRECT, deducted: DIRECT } } });
      expect(await queued(a.uid)).toBeUndefined();
      expect(await payout(a.uid, 1)).toMatchObject({ status: 409 });
    });
  });
});
