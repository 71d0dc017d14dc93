import { ProjectionSpec } from '../../../../platform/testing/projection-spec';
import { affiliatesProjection } from './affiliates.projection';
import { AFFILIATE_DAYS_COLLECTION, AFFILIATES_COLLECTION, REFERRALS_COLLECTION } from './affiliates.read-model';

const at = '2027-03-01T20:00:00.000Z'; // 03:00 on 2 March in Vietnam
const joined = (userId: string, code: string) => ({ type: 'AffiliateJoined', data: { userId, code, at } });
const linked = (userId: string, referrerId: string) => ({ type: 'ReferrerLinked', data: { userId, referrerId, code: 'AAAA2345', source: 'signup', at } });
const conversion = (conversionId: string, tier: 'direct' | 'team', commission: number) => ({
  type: 'ConversionRecorded',
  data: { affiliateId: 'a', conversionId, type: 'COURSE_ENROLLMENT', tier, referredUserId: 'c', orderId: 'o1', amount: 500_000, ratePercent: 30, commission, payableAt: at, at },
});
const onA = (conversionId: string, commission: number) => ({ affiliateId: 'a', conversionId, commission, notes: '', by: 'admin', at });
const row = (over: object) => ({ id: 'a', code: 'AAAA2345', joinedAt: at, clicks: 0, signups: 0, enrollments: 0, teamConversions: 0, pending: 0, approved: 0, paid: 0, ...over });

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
      .thenRows(AFFILIATES_COLLECTION, [row({ clicks: 2, enrollments: 2, teamConversions: 1, pending: 0, approved: 0, paid: 150_000 })]);
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
        { id: 'b', referrerId: 'a', linkedAt: at, isAffiliate: true },
        { id: 'c', referrerId: 'b', linkedAt: at, isAffiliate: true },
      ]);
  });
});
