import { defineProjection } from '../../../../platform/projections/define-projection';
import type { CommissionsEvent } from '../../domain/commissions/commissions.events';
import { CONVERSIONS_COLLECTION, conversionRows } from './conversions.read-model';

/** Each conversion and where its review and refund left it: absolute values, so a replay writes the same row. */
export const conversionsProjection = defineProjection<CommissionsEvent>({
  name: 'affiliate.conversions.v1',
  collections: [CONVERSIONS_COLLECTION],
  handlers: {
    async ConversionRecorded({ data: { conversionId, affiliateId, type, tier, referredUserId, orderId, amount, ratePercent, commission, payableAt, at } }, { store }) {
      const row = { id: conversionId, affiliateId, type, tier, referredUserId, orderId, amount, ratePercent, commission, payableAt, createdAt: at };
      await conversionRows(store).insertIfAbsent({ ...row, status: 'pending', notes: null, reviewedBy: null, reviewedAt: null });
    },
    async ConversionApproved({ data: { conversionId, notes, by, at } }, { store }) {
      await conversionRows(store).patch(conversionId, { status: 'approved', notes, reviewedBy: by, reviewedAt: at });
    },
    async ConversionRejected({ data: { conversionId, notes, by, at } }, { store }) {
      await conversionRows(store).patch(conversionId, { status: 'rejected', notes, reviewedBy: by, reviewedAt: at });
    },
    async ConversionCancelled({ data: { conversionId } }, { store }) {
      await conversionRows(store).patch(conversionId, { status: 'cancelled' });
    },
    async ConversionReversed({ data: { conversionId } }, { store }) {
      await conversionRows(store).patch(conversionId, { status: 'reversed' });
    },
    // A payout changes no conversion's status (the payouts read model lists it); a manual
    // commission is no conversion (the audit trail and the earnings show it).
    async CommissionsPaidOut() {},
    async ManualCommissionRecorded() {},
    async PayoutCarriedOut() {},
    async PayoutFailed() {},
  },
});
