import { audienceRulesSchema, type AudienceRulesInput } from '@academy/contracts';
import type { SealedData } from '../../../../platform/domain/sealed-data';
import { GivenEvent, ProjectionSpec } from '../../../../platform/testing/projection-spec';
import { recipientsProjection } from './audience.projection';
import { AudienceQuery } from './audience.query';
import { RecipientRow, RECIPIENTS_COLLECTION } from './audience.read-model';

const at = '2027-03-10T03:00:00.000Z';
const sealed = (subject: string): SealedData => ({ sealed: 'aes-256-gcm', subject, iv: 'aXY=', tag: 'dGFn', data: 'ZGF0YQ==' });

const registered = (uid: string, over: { role?: string; registeredAt?: string; emailVerified?: boolean } = {}): GivenEvent => ({
  type: 'UserAccountRegistered',
  data: { uid, role: 'student', registeredAt: at, emailVerified: true, personal: sealed(uid), source: 'self', registeredBy: null, ...over },
});
const account = (type: string, uid: string): GivenEvent => ({ type, data: { uid, by: 'admin', at } });
const granted = (userId: string, courseId: string): GivenEvent => ({
  type: 'EnrolmentGranted',
  data: { userId, courseId, source: { kind: 'order', orderId: `o-${courseId}` }, enrolledAt: at },
});
const withdrawn = (userId: string, courseId: string): GivenEvent => ({
  type: 'EnrolmentWithdrawn',
  data: { userId, courseId, orderId: `o-${courseId}`, reason: 'order_refunded', withdrawnAt: at },
});
const bonus = (userId: string, lotId: string, amount: number): GivenEvent => ({
  type: 'BonusLotGranted',
  data: { userId, lotId, amount, source: { kind: 'bonus_code', code: 'TET', bonusCodeId: 'b1' }, expiresAt: '2027-04-10T03:00:00.000Z', at },
});
const deposited = (userId: string): GivenEvent => ({ type: 'DepositCredited', data: { userId, depositId: `d-${userId}`, amount: 100_000, at } });
const joined = (userId: string): GivenEvent => ({ type: 'AffiliateJoined', data: { userId, code: 'ABCD2345', at } });
const optedIn = (uid: string, subscribed = true, source = 'signup'): GivenEvent => ({ type: 'MarketingEmailConsentChanged', data: { uid, subscribed, source, at } });
const unsubscribed = (userId: string): GivenEvent => ({ type: 'MarketingUnsubscribed', data: { userId, via: 'link', campaignId: 'c1', at } });

const row = (id: string, over: Partial<RecipientRow> = {}): RecipientRow => ({
  id,
  role: 'student',
  registeredAt: at,
  emailVerified: true,
  disabled: false,
  isAffiliate: false,
  hasDeposited: false,
  bonusBalance: 0,
  courseIds: [],
  coursesOwned: 0,
  unsubscribed: false,
  marketingOptIn: false,
  sealed: sealed(id),
  ...over,
});

describe('recipients projection (every case applies its events twice)', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await ProjectionSpec.of(recipientsProjection);
  });
  afterAll(() => spec.close());

  it('follows a person’s account: verification, role, lock, profile, and forgets them when deleted', async () => {
    await spec
      .givenEvents(
        registered('u1', { emailVerified: false }),
        { type: 'UserEmailVerified', data: { uid: 'u1', verifiedAt: at } },
        { type: 'UserRoleChanged', data: { uid: 'u1', from: 'student', to: 'instructor', changedBy: 'admin', changedAt: at } },
        account('UserAccountDisabled', 'u1'),
        { type: 'UserProfileUpdated', data: { uid: 'u1', personal: sealed('u1-new'), updatedAt: at } },
        registered('u2'),
        account('UserAccountDisabled', 'u2'),
        account('UserAccountEnabled', 'u2'),
        registered('u3'),
        account('UserAccountDeleted', 'u3'),
      )
      .thenRows(RECIPIENTS_COLLECTION, [row('u1', { role: 'instructor', disabled: true, sealed: sealed('u1-new') }), row('u2')]);
  });

  it('keeps the courses a person owns as a set, through refunds and second purchases', async () => {
    await spec
      .givenEvents(registered('u1'), granted('u1', 'c1'), granted('u1', 'c2'), withdrawn('u1', 'c1'), granted('u1', 'c1'), granted('ghost', 'c1'))
      .thenRows(RECIPIENTS_COLLECTION, [row('u1', { courseIds: ['c2', 'c1'], coursesOwned: 2 })]);
  });

  it('moves the bonus balance exactly once per event: granted, spent, refunded (lapsed parts stay lost), expired', async () => {
    await spec
      .givenEvents(
        registered('u1'),
        bonus('u1', 'l1', 100_000),
        bonus('u1', 'l2', 30_000),
        {
          type: 'WalletPaid',
          data: { userId: 'u1', orderId: 'o1', orderCode: 'DH1', amount: 150_000, fromBonus: [{ lotId: 'l1', amount: 100_000 }, { lotId: 'l2', amount: 20_000 }], fromMain: 30_000, at },
        },
        {
          type: 'WalletPaymentRefunded',
          data: { userId: 'u1', orderId: 'o1', orderCode: 'DH1', amount: 150_000, toBonus: [{ lotId: 'l2', amount: 20_000 }], toMain: 30_000, lapsed: [{ lotId: 'l1', amount: 100_000 }], at },
        },
        { type: 'BonusLotExpired', data: { userId: 'u1', lotId: 'l2', amount: 25_000, at } },
        deposited('u1'),
        joined('u1'),
      )
      .thenRows(RECIPIENTS_COLLECTION, [row('u1', { bonusBalance: 5_000, hasDeposited: true, isAffiliate: true })]);
  });

  it('follows each person’s own opt-in to marketing email: at sign-up, and switched on and off on their profile', async () => {
    await spec
      .givenEvents(registered('u1'), registered('u2'), registered('u3'), optedIn('u1'), optedIn('u2'), optedIn('u2', false, 'profile'), optedIn('u3', false))
      .thenRows(RECIPIENTS_COLLECTION, [row('u1', { marketingOptIn: true }), row('u2'), row('u3')]);
  });

  it('records who unsubscribed, and who subscribed again', async () => {
    await spec
      .givenEvents(registered('u1'), registered('u2'), unsubscribed('u1'), unsubscribed('u2'), { type: 'MarketingResubscribed', data: { userId: 'u2', via: 'account', at } })
      .thenRows(RECIPIENTS_COLLECTION, [row('u1', { unsubscribed: true }), row('u2')]);
  });

  describe('counting an audience', () => {
    const beforeMidnight = '2027-03-01T16:59:59.999Z'; // 23:59:59 on 1 March in Vietnam
    const atMidnight = '2027-03-01T17:00:00.000Z'; // 00:00 on 2 March in Vietnam
    const query = () => new AudienceQuery(spec.store);
    const count = (rules: AudienceRulesInput) => query().count(audienceRulesSchema.parse(rules));

    beforeAll(async () => {
      await spec
        .givenEvents(
          registered('a', { registeredAt: beforeMidnight }),
          registered('b', { registeredAt: atMidnight }),
          registered('c', { role: 'instructor', registeredAt: atMidnight }),
          registered('d', { emailVerified: false }),
          registered('e'),
          registered('f'),
          // Verified and enabled, but never opted in to marketing email: matched, never counted.
          registered('g'),
          ...['a', 'b', 'c', 'd', 'e', 'f'].map((uid) => optedIn(uid)),
          granted('a', 'k1'),
          granted('b', 'k2'),
          granted('b', 'k3'),
          granted('c', 'k3'),
          joined('c'),
          deposited('a'),
          bonus('e', 'l1', 50_000),
          unsubscribed('e'),
          account('UserAccountDisabled', 'f'),
        )
        .thenRows(RECIPIENTS_COLLECTION, [
          row('a', { registeredAt: beforeMidnight, courseIds: ['k1'], coursesOwned: 1, hasDeposited: true, marketingOptIn: true }),
          row('b', { registeredAt: atMidnight, courseIds: ['k2', 'k3'], coursesOwned: 2, marketingOptIn: true }),
          row('c', { role: 'instructor', registeredAt: atMidnight, courseIds: ['k3'], coursesOwned: 1, isAffiliate: true, marketingOptIn: true }),
          row('d', { emailVerified: false, marketingOptIn: true }),
          row('e', { bonusBalance: 50_000, unsubscribed: true, marketingOptIn: true }),
          row('f', { disabled: true, marketingOptIn: true }),
          row('g'),
        ]);
    });

    it('counts everyone the rules match, and those a campaign may mail (verified, opted in, not unsubscribed, enabled)', async () => {
      expect(await count({})).toEqual({ matched: 7, count: 3 });
    });

    it.each<[string, AudienceRulesInput, { matched: number; count: number }]>([
      ['by role', { roles: ['instructor', 'admin'] }, { matched: 1, count: 1 }],
      ['by sign-up day, in Vietnam time', { registeredFrom: '2027-03-02' }, { matched: 6, count: 2 }],
      ['by sign-up day range', { registeredFrom: '2027-03-01', registeredTo: '2027-03-01' }, { matched: 1, count: 1 }],
      ['owning any course', { ownsCourses: 'any' }, { matched: 3, count: 3 }],
      ['owning no course', { ownsCourses: 'none' }, { matched: 4, count: 0 }],
      ['owning one of some courses', { ownsCourses: 'specific', courseIds: ['k3', 'k1'] }, { matched: 3, count: 3 }],
      ['owning a course nobody owns', { ownsCourses: 'specific', courseIds: ['nobody'] }, { matched: 0, count: 0 }],
      ['affiliates', { isAffiliate: true }, { matched: 1, count: 1 }],
      ['non-affiliates', { isAffiliate: false }, { matched: 6, count: 2 }],
      ['who deposited', { hasDeposited: true }, { matched: 1, count: 1 }],
      ['who hold bonus money', { hasBonus: true }, { matched: 1, count: 0 }],
      ['who hold none', { hasBonus: false }, { matched: 6, count: 3 }],
      ['verified addresses', { emailVerified: true }, { matched: 6, count: 3 }],
      ['unverified addresses (never mailed)', { emailVerified: false }, { matched: 1, count: 0 }],
      ['all rules together', { roles: ['student'], registeredFrom: '2027-03-02', ownsCourses: 'specific', courseIds: ['k2'], isAffiliate: false, hasDeposited: false }, { matched: 1, count: 1 }],
    ])('%s', async (_, rules, expected) => {
      expect(await count(rules)).toEqual(expected);
    });

    it('tells whether one person is reached, and pages through everyone reached', async () => {
      const rules = audienceRulesSchema.parse({ ownsCourses: 'any' });
      expect(await query().includes(rules, 'b')).toBe(true);
      expect(await query().includes(rules, 'e')).toBe(false);
      expect(await query().includes(audienceRulesSchema.parse({}), 'f')).toBe(false);
      expect(await query().includes(audienceRulesSchema.parse({}), 'g')).toBe(false);
      const first = await query().mailablePage(rules, null, 2);
      const next = await query().mailablePage(rules, first[first.length - 1]!.id, 2);
      expect([...first, ...next].map((recipient) => recipient.id)).toEqual(['a', 'b', 'c']);
    });
  });
});
