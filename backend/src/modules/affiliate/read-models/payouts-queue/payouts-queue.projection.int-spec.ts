import { ProjectionSpec } from '../../../../platform/testing/projection-spec';
import { payoutsQueueProjection } from './payouts-queue.projection';
import { PAYABLE_COMMISSIONS_COLLECTION } from './payouts-queue.read-model';

const at = '2027-03-01T03:00:00.000Z';
const payableAt = '2027-03-31T03:00:00.000Z';
const reversedAt = '2027-04-10T03:00:00.000Z';
const recorded = (conversionId: string, commission: number) => ({
  type: 'ConversionRecorded',
  data: { affiliateId: 'a', conversionId, type: 'COURSE_ENROLLMENT', tier: 'direct', referredUserId: 'b', orderId: `o-${conversionId}`, amount: commission * 10, ratePercent: 10, commission, payableAt, at },
});
const approved = (conversionId: string, commission: number) => ({ type: 'ConversionApproved', data: { affiliateId: 'a', conversionId, commission, notes: '', by: 'admin', at } });
const paidOut = (payoutId: string, conversionIds: string[], settledReversalIds: string[] = []) => ({
  type: 'CommissionsPaidOut',
  data: { affiliateId: 'a', payoutId, amount: 1, conversionIds, settledReversalIds, method: 'bank_transfer', reference: 'FT1', by: 'admin', at: payableAt },
});
const row = (id: string, commission: number, facts: object) => ({
  id,
  affiliateId: 'a',
  commission,
  payableAt,
  status: 'approved',
  paidOutBy: null,
  reversalSettledBy: null,
  reversedAt: null,
  open: true,
  signed: commission,
  countsFrom: payableAt,
  ...facts,
});

describe('payouts queue projection (every case applies its events twice)', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await ProjectionSpec.of(payoutsQueueProjection);
  });
  afterAll(() => spec.close());

  it('keeps approved unpaid commissions open, closes paid, pending, rejected and cancelled ones', async () => {
    await spec
      .givenEvents(
        recorded('paid', 100_000),
        recorded('due', 50_000),
        recorded('pending', 40_000),
        recorded('rejected', 30_000),
        recorded('cancelled', 20_000),
        approved('paid', 100_000),
        approved('due', 50_000),
        { type: 'ConversionRejected', data: { affiliateId: 'a', conversionId: 'rejected', commission: 30_000, notes: '', by: 'admin', at } },
        { type: 'ConversionCancelled', data: { affiliateId: 'a', conversionId: 'cancelled', orderId: 'o', commission: 20_000, at } },
        { type: 'ManualCommissionRecorded', data: { affiliateId: 'a', conversionId: 'manual-1', commission: 10_000, reason: 'Thưởng', by: 'admin', payableAt: at, at } },
        paidOut('p1', ['paid']),
      )
      .thenRows(PAYABLE_COMMISSIONS_COLLECTION, [
        row('cancelled', 20_000, { status: 'cancelled', open: false, signed: 0 }),
        row('due', 50_000, {}),
        row('manual-1', 10_000, { payableAt: at, countsFrom: at }),
        row('paid', 100_000, { paidOutBy: 'p1', open: false, signed: 0 }),
        row('pending', 40_000, { status: 'pending', open: false, signed: 0 }),
        row('rejected', 30_000, { status: 'rejected', open: false, signed: 0 }),
      ]);
  });

  it('owes a paid commission reversed by a refund from the refund on, until a payout settles it', async () => {
    await spec
      .givenEvents(
        recorded('r1', 100_000),
        recorded('r2', 60_000),
        approved('r1', 100_000),
        approved('r2', 60_000),
        paidOut('p1', ['r1', 'r2']),
        { type: 'ConversionReversed', data: { affiliateId: 'a', conversionId: 'r1', orderId: 'o-r1', commission: 100_000, paidOut: true, at: reversedAt } },
        { type: 'ConversionReversed', data: { affiliateId: 'a', conversionId: 'r2', orderId: 'o-r2', commission: 60_000, paidOut: true, at: reversedAt } },
        paidOut('p2', [], ['r2']),
      )
      .thenRows(PAYABLE_COMMISSIONS_COLLECTION, [
        row('r1', 100_000, { status: 'reversed', paidOutBy: 'p1', reversedAt, open: true, signed: -100_000, countsFrom: reversedAt }),
        row('r2', 60_000, { status: 'reversed', paidOutBy: 'p1', reversalSettledBy: 'p2', reversedAt, open: false, signed: 0 }),
      ]);
  });

  it('gives a failed payout’s commissions back, and leaves a later payout’s alone', async () => {
    await spec
      .givenEvents(
        recorded('f1', 100_000),
        recorded('f2', 70_000),
        approved('f1', 100_000),
        paidOut('p1', ['f1']),
        { type: 'PayoutFailed', data: { affiliateId: 'a', payoutId: 'p1', amount: 100_000, conversionIds: ['f1'], settledReversalIds: [], reason: 'Ngân hàng từ chối', at: payableAt } },
        approved('f2', 70_000),
        paidOut('p2', ['f2']),
        { type: 'PayoutCarriedOut', data: { affiliateId: 'a', payoutId: 'p2', amount: 70_000, method: 'bank_transfer', reference: 'FT1', at: payableAt } },
        // A failure of an older payout, delivered late, must not reopen what p2 paid.
        { type: 'PayoutFailed', data: { affiliateId: 'a', payoutId: 'p0', amount: 70_000, conversionIds: ['f2'], settledReversalIds: [], reason: 'Cũ', at: payableAt } },
      )
      .thenRows(PAYABLE_COMMISSIONS_COLLECTION, [row('f1', 100_000, {}), row('f2', 70_000, { paidOutBy: 'p2', open: false, signed: 0 })]);
  });
});
