import { ProjectionSpec } from '../../../../platform/testing/projection-spec';
import { affiliatesProjection } from './affiliates.projection';
import { AFFILIATE_DAYS_COLLECTION, AFFILIATES_COLLECTION, PROGRAMME_COLLECTION, PROGRAMME_DAYS_COLLECTION, REFERRALS_COLLECTION } from './affiliates.read-model';

const at = '2027-03-01T20:00:00.000Z'; // 03:00 on 2 March in Vietnam
const joined = (userId: string, code: string) => ({ type: 'AffiliateJoined', data: { userId, code, at } });
const linked = (userId: string, referrerId: string) => ({ type: 'ReferrerLinked', data: { userId, referrerId, code: 'AAAA2345', source: 'signup', at } });
const conversion = (conversionId: string, tier: 'direct' | 'team', commission: number) => ({
  type: 'ConversionRecorded',
  data: { affiliateId: 'a', conversionId, type: 'COURSE_ENROLLMENT', tier, referredUserId: 'c', orderId: 'o1', amount: 500_000, ratePercent: 30, commission, payableAt: at, at },
});
const onA = (conversionId: string, commission: number) => ({ affiliateId: 'a', conversionId, commission, notes: '', by: 'admin', at });
const row = (over: object) => ({
  id: 'a',
  code: 'AAAA2345',
  name: null,
  email: null,
  joinedAt: at,
  clicks: 0,
  conversions: 0,
  signups: 0,
  enrollments: 0,
  teamConversions: 0,
  pending: 0,
  approved: 0,
  paid: 0,
  earned: 0,
  revenue: 0,
  directReferrals: 0,
  teamReferrals: 0,
  downline: 0,
  ...over,
});

describe('affiliates projection (every case applies its events twice)', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await ProjectionSpec.of(affiliatesProjection);
  });
  afterAll(() => spec.close());

  it('counts clicks and conversions exactly, and moves earnings from pending to approved to paid', async () => {
    await spec
      .givenEvents(
        joined('a', 'AAAA2345'),
        { type: 'ReferralLinkClicked', data: { affiliateId: 'a', code: 'AAAA2345', at } },
        { type: 'ReferralLinkClicked', data: { affiliateId: 'a', code: 'AAAA2345', at } },
        conversion('d1', 'direct', 150_000),
        conversion('t1', 'team', 100_000),
        conversion('d2', 'direct', 90_000),
        { type: 'ConversionApproved', data: onA('d1', 150_000) },
        { type: 'ConversionRejected', data: onA('t1', 100_000) },
        { type: 'ConversionCancelled', data: { affiliateId: 'a', conversionId: 'd2', orderId: 'o2', commission: 90_000, at } },
        { type: 'CommissionsPaidOut', data: { affiliateId: 'a', payoutId: 'p1', amount: 150_000, conversionIds: ['d1'], settledReversalIds: [], method: 'bank_transfer', reference: 'x', by: 'admin', at } },
      )
      .thenRows(AFFILIATES_COLLECTION, [row({ clicks: 2, conversions: 2, enrollments: 2, teamConversions: 1, pending: 0, approved: 0, paid: 150_000, earned: 150_000, revenue: 500_000 })]);
  });

  it('keeps each affiliate’s day in Vietnam time, direct conversions only in the count', async () => {
    await spec
      .givenEvents(joined('a', 'AAAA2345'), { type: 'ReferralLinkClicked', data: { affiliateId: 'a', code: 'AAAA2345', at } }, conversion('d1', 'direct', 150_000), conversion('t1', 'team', 100_000))
      .thenRows(AFFILIATE_DAYS_COLLECTION, [{ id: 'a:2027-03-02', affiliateId: 'a', day: '2027-03-02', clicks: 1, conversions: 1, commission: 250_000 }]);
  });

  it('records who referred whom, and whether the referred user became an affiliate, in either order', async () => {
    await spec
      .givenEvents(linked('b', 'a'), joined('b', 'BBBB2345'), joined('c', 'CCCC2345'), linked('c', 'b'))
      .thenRows(REFERRALS_COLLECTION, [
        { id: 'b', name: null, referrerId: 'a', linkedAt: at, isAffiliate: true },
        { id: 'c', name: null, referrerId: 'b', linkedAt: at, isAffiliate: true },
      ]);
  });
  it('totals the programme once per event: commissions by status, manual credits, payouts and a failed one given back', async () => {
    const paidOut = (payoutId: string, amount: number) => ({
      type: 'CommissionsPaidOut',
      data: { affiliateId: 'a', payoutId, amount, conversionIds: ['d1'], settledReversalIds: [], method: 'bank_transfer', reference: 'x', by: 'admin', at },
    });
    await spec
      .givenEvents(
        joined('a', 'AAAA2345'),
        conversion('d1', 'direct', 150_000),
        conversion('d2', 'direct', 90_000),
        conversion('t1', 'team', 100_000),
        { type: 'ConversionApproved', data: onA('d1', 150_000) },
        { type: 'ConversionApproved', data: onA('d2', 90_000) },
        { type: 'ConversionReversed', data: { affiliateId: 'a', conversionId: 'd2', orderId: 'o1', commission: 90_000, paidOut: false, at } },
        { type: 'ManualCommissionRecorded', data: { affiliateId: 'a', conversionId: 'manual-1', commission: 60_000, reason: 'Thưởng', by: 'admin', payableAt: at, at } },
        paidOut('p1', 210_000),
        { type: 'PayoutFailed', data: { affiliateId: 'a', payoutId: 'p1', amount: 210_000, conversionIds: ['d1', 'manual-1'], settledReversalIds: [], reason: 'Sai tài khoản', at } },
        paidOut('p2', 210_000),
      )
      .thenRows(PROGRAMME_COLLECTION, [
        {
          id: 'programme',
          affiliates: 1,
          clicks: 0,
          signups: 0,
          enrollments: 2,
          revenue: 500_000,
          manualCommissions: 60_000,
          payoutCount: 1,
          payoutAmount: 210_000,
          pending: 100_000,
          approved: 0,
          paid: 210_000,
          rejected: 0,
          cancelled: 0,
          reversed: 90_000,
        },
      ]);
  });

  it('charts the programme’s Vietnam days, a refund taking the revenue back from the sale’s day', async () => {
    await spec
      .givenEvents(
        joined('a', 'AAAA2345'),
        conversion('d1', 'direct', 150_000),
        conversion('d2', 'direct', 150_000),
        conversion('t1', 'team', 100_000),
        { type: 'ConversionCancelled', data: { affiliateId: 'a', conversionId: 'd2', orderId: 'o1', commission: 150_000, at: '2027-03-05T03:00:00.000Z' } },
      )
      .thenRows(PROGRAMME_DAYS_COLLECTION, [{ id: '2027-03-02', clicks: 0, conversions: 2, revenue: 500_000, commission: 400_000 }]);
  });
});
