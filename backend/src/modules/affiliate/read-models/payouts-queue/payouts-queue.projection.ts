import { defineProjection, ProjectionContext } from '../../../../platform/projections/define-projection';
import type { CommissionsEvent } from '../../domain/commissions/commissions.events';
import { PAYABLE_COMMISSIONS_COLLECTION, PayableCommissionRow, payableCommissionRows, withBalance } from './payouts-queue.read-model';

type Facts = Partial<Pick<PayableCommissionRow, 'status' | 'paidOutBy' | 'reversalSettledBy' | 'reversedAt'>>;

/** Sets a commission's facts and what it now counts; a commission the model never saw is left alone. */
async function change(context: ProjectionContext, id: string, facts: Facts | ((row: PayableCommissionRow) => Facts)): Promise<void> {
  const rows = payableCommissionRows(context.store);
  const row = await rows.get(id);
  if (!row) return;
  const next = withBalance({ ...row, ...(typeof facts === 'function' ? facts(row) : facts) });
  await rows.patch(id, { status: next.status, paidOutBy: next.paidOutBy, reversalSettledBy: next.reversalSettledBy, reversedAt: next.reversedAt, open: next.open, signed: next.signed, countsFrom: next.countsFrom });
}

/**
 * What each affiliate's next payout would take: the payouts queue. Absolute writes of facts the
 * events carry, so a replay ends where the first delivery did.
 */
export const payoutsQueueProjection = defineProjection<CommissionsEvent>({
  name: 'affiliate.payouts-queue.v1',
  collections: [PAYABLE_COMMISSIONS_COLLECTION],
  handlers: {
    async ConversionRecorded({ data: { conversionId, affiliateId, commission, payableAt } }, { store }) {
      const facts = { id: conversionId, affiliateId, commission, payableAt, status: 'pending' as const, paidOutBy: null, reversalSettledBy: null, reversedAt: null };
      await payableCommissionRows(store).insertIfAbsent(withBalance(facts));
    },
    async ManualCommissionRecorded({ data: { conversionId, affiliateId, commission, payableAt } }, { store }) {
      const facts = { id: conversionId, affiliateId, commission, payableAt, status: 'approved' as const, paidOutBy: null, reversalSettledBy: null, reversedAt: null };
      await payableCommissionRows(store).insertIfAbsent(withBalance(facts));
    },
    ConversionApproved: ({ data }, context) => change(context, data.conversionId, { status: 'approved' }),
    ConversionRejected: ({ data }, context) => change(context, data.conversionId, { status: 'rejected' }),
    ConversionCancelled: ({ data }, context) => change(context, data.conversionId, { status: 'cancelled' }),
    ConversionReversed: ({ data }, context) => change(context, data.conversionId, { status: 'reversed', reversedAt: data.at }),
    async CommissionsPaidOut({ data: { payoutId, conversionIds, settledReversalIds } }, context) {
      for (const id of conversionIds) await change(context, id, { paidOutBy: payoutId });
      for (const id of settledReversalIds) await change(context, id, { reversalSettledBy: payoutId });
    },
    async PayoutCarriedOut() {},
    async PayoutFailed({ data: { payoutId, conversionIds, settledReversalIds } }, context) {
      for (const id of conversionIds) await change(context, id, (row) => (row.paidOutBy === payoutId ? { paidOutBy: null } : {}));
      for (const id of settledReversalIds) await change(context, id, (row) => (row.reversalSettledBy === payoutId ? { reversalSettledBy: null } : {}));
    },
  },
});
