import { defineProjection } from '../../../../platform/projections/define-projection';
import type { CommissionsEvent } from '../../domain/commissions/commissions.events';
import { PAYOUTS_COLLECTION, payoutRows } from './payouts.read-model';

const nothing = async () => {};

/** The payout history: one row per payout, written whole, so a replay writes the same row. */
export const payoutsProjection = defineProjection<CommissionsEvent>({
  name: 'affiliate.payouts.v1',
  collections: [PAYOUTS_COLLECTION],
  handlers: {
    ConversionRecorded: nothing,
    ConversionApproved: nothing,
    ConversionRejected: nothing,
    ConversionCancelled: nothing,
    ConversionReversed: nothing,
    async CommissionsPaidOut({ data: { affiliateId, payoutId, amount, conversionIds, method, reference, at } }, { store }) {
      await payoutRows(store).upsert({ id: payoutId, affiliateId, amount, method, reference, conversionCount: conversionIds.length, paidAt: at });
    },
  },
});
