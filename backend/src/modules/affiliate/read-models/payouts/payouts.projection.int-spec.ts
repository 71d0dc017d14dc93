import { ProjectionSpec } from '../../../../platform/testing/projection-spec';
import { payoutsProjection } from './payouts.projection';
import { PAYOUTS_COLLECTION } from './payouts.read-model';

const at = '2027-04-01T03:00:00.000Z';
const later = '2027-04-01T03:05:00.000Z';
const paidOut = (payoutId: string, extra: object = {}) => ({
  type: 'CommissionsPaidOut',
  data: { affiliateId: 'a', payoutId, amount: 450_000, conversionIds: ['c1', 'c2'], settledReversalIds: [], method: 'bank_transfer', reference: 'FT123', by: 'admin', at, ...extra },
});
const payout = (id: string, over: object) => ({
  id,
  affiliateId: 'a',
  amount: 450_000,
  method: 'bank_transfer',
  reference: 'FT123',
  conversionCount: 2,
  deducted: 0,
  note: null,
  recordedBy: 'admin',
  paidAt: at,
  status: 'processing',
  carriedOutAt: null,
  failureReason: null,
  ...over,
});

describe('payouts projection (every case applies its events twice)', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await ProjectionSpec.of(payoutsProjection);
  });
  afterAll(() => spec.close());

  it('lists a payout processing, then paid or failed as the worker said; a replay keeps the result', async () => {
    await spec
      .givenEvents(
        paidOut('p1', { deducted: 50_000, note: 'Tháng 4' }),
        paidOut('p2'),
        paidOut('p3'),
        { type: 'PayoutCarriedOut', data: { affiliateId: 'a', payoutId: 'p1', amount: 450_000, method: 'bank_transfer', reference: 'FT123', at: later } },
        { type: 'PayoutFailed', data: { affiliateId: 'a', payoutId: 'p2', amount: 450_000, conversionIds: ['c1', 'c2'], settledReversalIds: [], reason: 'Sai số tài khoản', at: later } },
      )
      .thenRows(PAYOUTS_COLLECTION, [
        payout('p1', { deducted: 50_000, note: 'Tháng 4', status: 'paid', carriedOutAt: later }),
        payout('p2', { status: 'failed', failureReason: 'Sai số tài khoản' }),
        payout('p3', {}),
      ]);
  });

  it('reads a payout recorded before the note and the deduction were kept as 0 ₫ deducted, no note', async () => {
    const { deducted: _deducted, note: _note, ...old } = paidOut('p0').data as Record<string, unknown>;
    await spec.givenEvents({ type: 'CommissionsPaidOut', data: old }).thenRows(PAYOUTS_COLLECTION, [payout('p0', {})]);
  });
});
