import { ProjectionSpec } from '../../../../platform/testing/projection-spec';
import { affiliateHistoryProjection } from './affiliate-history.projection';
import { LEDGER_ENTRIES_COLLECTION } from './affiliate-history.read-model';

const at = '2027-04-01T03:00:00.000Z';
const entry = (id: string, over: object) => ({ id, affiliateId: 'a', conversionId: null, payoutId: null, by: null, reason: null, reference: null, at, ...over });

describe('affiliate history projection (every case applies its events twice)', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await ProjectionSpec.of(affiliateHistoryProjection);
  });
  afterAll(() => spec.close());

  it('keeps one entry per ledger fact, with the admin, the reason and the reference', async () => {
    await spec
      .givenEvents(
        {
          type: 'ConversionRecorded',
          data: { affiliateId: 'a', conversionId: 'c1', type: 'COURSE_ENROLLMENT', tier: 'direct', referredUserId: 'b', orderId: 'o1', amount: 1_000_000, ratePercent: 30, commission: 300_000, payableAt: at, at },
        },
        { type: 'ConversionApproved', data: { affiliateId: 'a', conversionId: 'c1', commission: 300_000, notes: 'Hợp lệ', by: 'admin', at } },
        { type: 'ConversionRejected', data: { affiliateId: 'a', conversionId: 'c2', commission: 10_000, notes: '', by: 'admin', at } },
        { type: 'ConversionCancelled', data: { affiliateId: 'a', conversionId: 'c3', orderId: 'o3', commission: 20_000, at } },
        { type: 'ConversionReversed', data: { affiliateId: 'a', conversionId: 'c1', orderId: 'o1', commission: 300_000, paidOut: true, at } },
        { type: 'ManualCommissionRecorded', data: { affiliateId: 'a', conversionId: 'manual-1', commission: 250_000, reason: 'Thưởng quý', by: 'admin', payableAt: at, at } },
        { type: 'CommissionsPaidOut', data: { affiliateId: 'a', payoutId: 'p1', amount: 550_000, conversionIds: ['c1', 'manual-1'], settledReversalIds: [], method: 'bank_transfer', reference: 'FT1', by: 'admin2', at, note: '' } },
        { type: 'PayoutCarriedOut', data: { affiliateId: 'a', payoutId: 'p1', amount: 550_000, method: 'bank_transfer', reference: 'FT1', at } },
        { type: 'PayoutFailed', data: { affiliateId: 'a', payoutId: 'p2', amount: 1, conversionIds: [], settledReversalIds: [], reason: 'Ngân hàng từ chối', at } },
      )
      .thenRows(LEDGER_ENTRIES_COLLECTION, [
        entry('conversion_approved:c1', { kind: 'conversion_approved', conversionId: 'c1', amount: 300_000, by: 'admin', reason: 'Hợp lệ' }),
        entry('conversion_cancelled:c3', { kind: 'conversion_cancelled', conversionId: 'c3', amount: 20_000, reference: 'o3' }),
        entry('conversion_recorded:c1', { kind: 'conversion_recorded', conversionId: 'c1', amount: 300_000, reference: 'o1' }),
        entry('conversion_rejected:c2', { kind: 'conversion_rejected', conversionId: 'c2', amount: 10_000, by: 'admin' }),
        entry('conversion_reversed:c1', { kind: 'conversion_reversed', conversionId: 'c1', amount: 300_000, reference: 'o1' }),
        entry('manual_commission:manual-1', { kind: 'manual_commission', conversionId: 'manual-1', amount: 250_000, by: 'admin', reason: 'Thưởng quý' }),
        entry('payout_carried_out:p1', { kind: 'payout_carried_out', payoutId: 'p1', amount: 550_000, reference: 'FT1' }),
        entry('payout_failed:p2', { kind: 'payout_failed', payoutId: 'p2', amount: 1, reason: 'Ngân hàng từ chối' }),
        entry('payout_recorded:p1', { kind: 'payout_recorded', payoutId: 'p1', amount: 550_000, by: 'admin2', reference: 'FT1' }),
      ]);
  });
});
