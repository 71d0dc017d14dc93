import { ProjectionSpec } from '../../../../platform/testing/projection-spec';
import { conversionsProjection } from './conversions.projection';
import { CONVERSIONS_COLLECTION } from './conversions.read-model';

const at = '2027-04-01T03:00:00.000Z';
const reviewedAt = '2027-04-02T03:00:00.000Z';
const recorded = (conversionId: string) => ({
  type: 'ConversionRecorded',
  data: { affiliateId: 'a', conversionId, type: 'COURSE_ENROLLMENT', tier: 'team', referredUserId: 'c', orderId: 'o1', amount: 1_000_000, ratePercent: 20, commission: 200_000, payableAt: reviewedAt, at },
});
const conversion = (id: string, over: object) => ({
  id,
  affiliateId: 'a',
  type: 'COURSE_ENROLLMENT',
  tier: 'team',
  referredUserId: 'c',
  orderId: 'o1',
  amount: 1_000_000,
  ratePercent: 20,
  commission: 200_000,
  payableAt: reviewedAt,
  createdAt: at,
  status: 'pending',
  notes: null,
  reviewedBy: null,
  reviewedAt: null,
  ...over,
});
const decided = (conversionId: string) => ({ affiliateId: 'a', conversionId, commission: 200_000, notes: 'Đã kiểm tra', by: 'admin', at: reviewedAt });

describe('conversions projection (every case applies its events twice)', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await ProjectionSpec.of(conversionsProjection);
  });
  afterAll(() => spec.close());

  it('lists each conversion once with its review and what a refund made of it; payouts and manual commissions add none', async () => {
    await spec
      .givenEvents(
        recorded('approved'),
        recorded('rejected'),
        recorded('cancelled'),
        recorded('reversed'),
        recorded('pending'),
        { type: 'ConversionApproved', data: decided('approved') },
        { type: 'ConversionRejected', data: decided('rejected') },
        { type: 'ConversionCancelled', data: { affiliateId: 'a', conversionId: 'cancelled', orderId: 'o1', commission: 200_000, at } },
        { type: 'ConversionApproved', data: decided('reversed') },
        { type: 'ConversionReversed', data: { affiliateId: 'a', conversionId: 'reversed', orderId: 'o1', commission: 200_000, paidOut: false, at } },
        { type: 'ManualCommissionRecorded', data: { affiliateId: 'a', conversionId: 'manual-1', commission: 5_000, reason: 'Thưởng', by: 'admin', payableAt: at, at } },
        { type: 'CommissionsPaidOut', data: { affiliateId: 'a', payoutId: 'p1', amount: 200_000, conversionIds: ['approved'], settledReversalIds: [], method: 'bank_transfer', reference: 'FT1', by: 'admin', at } },
      )
      .thenRows(CONVERSIONS_COLLECTION, [
        conversion('approved', { status: 'approved', notes: 'Đã kiểm tra', reviewedBy: 'admin', reviewedAt }),
        conversion('cancelled', { status: 'cancelled' }),
        conversion('pending', {}),
        conversion('rejected', { status: 'rejected', notes: 'Đã kiểm tra', reviewedBy: 'admin', reviewedAt }),
        conversion('reversed', { status: 'reversed', notes: 'Đã kiểm tra', reviewedBy: 'admin', reviewedAt }),
      ]);
  });
});
