import { defineProjection } from '../../../../platform/projections/define-projection';
import type { CommissionsEvent } from '../../domain/commissions/commissions.events';
import { PAYOUTS_COLLECTION, payoutRows } from './payouts.read-model';

const nothing = async () => {};

/**
 * The payout history: one row per payout, then its result. Every write sets absolute values, so a
 * replay writes the same row. v2: status, note, deduction and the worker's result.
 */
export const payoutsProjection = defineProjection<CommissionsEvent>({
  name: 'affiliate.payouts.v2',
  collections: [PAYOUTS_COLLECTION],
  handlers: {
    ConversionRecorded: nothing,
    ConversionApproved: nothing,
    ConversionRejected: nothing,
    ConversionCancelled: nothing,
    ConversionReversed: nothing,
    ManualCommissionRecorded: nothing,
    async CommissionsPaidOut({ data: { affiliateId, payoutId, amount, conversionIds, method, reference, by, at, deducted, note } }, { store }) {
      const row = { id: payoutId, affiliateId, amount, method, reference, conversionCount: conversionIds.length, deducted: deducted ?? 0, note: note || null, recordedBy: by, paidAt: at };
      // Absent-only: a replay must not undo the worker's result recorded after it.
      await payoutRows(store).insertIfAbsent({ ...row, status: 'processing', carriedOutAt: null, failureReason: null });
    },
    async PayoutCarriedOut({ data: { payoutId, at } }, { store }) {
      await payoutRows(store).patch(payoutId, { status: 'paid', carriedOutAt: at });
    },
    async PayoutFailed({ data: { payoutId, reason } }, { store }) {
      await payoutRows(store).patch(payoutId, { status: 'failed', failureReason: reason });
    },
  },
});
