import { defineProjection } from '../../../../platform/projections/define-projection';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import type { CommissionsEvent } from '../../domain/commissions/commissions.events';
import { LEDGER_ENTRIES_COLLECTION, LedgerEntryRow, ledgerEntryRows } from './affiliate-history.read-model';

type Entry = Omit<LedgerEntryRow, 'id' | 'conversionId' | 'payoutId' | 'by' | 'reason' | 'reference'> & Partial<LedgerEntryRow>;

/** One row per fact, written whole: a replay writes the same row. */
function entry(store: ReadStore, { kind, conversionId = null, payoutId = null, by = null, reason = null, reference = null, ...rest }: Entry): Promise<void> {
  const id = `${kind}:${conversionId ?? payoutId}`;
  return ledgerEntryRows(store).upsert({ id, kind, conversionId, payoutId, by, reason, reference, ...rest });
}

/** Every entry of every affiliate's ledger with who and why: the admin's audit trail. */
export const affiliateHistoryProjection = defineProjection<CommissionsEvent>({
  name: 'affiliate.affiliate-history.v1',
  collections: [LEDGER_ENTRIES_COLLECTION],
  handlers: {
    ConversionRecorded: ({ data: { affiliateId, conversionId, commission, orderId, at } }, { store }) =>
      entry(store, { affiliateId, kind: 'conversion_recorded', conversionId, amount: commission, reference: orderId, at }),
    ConversionApproved: ({ data: { affiliateId, conversionId, commission, notes, by, at } }, { store }) =>
      entry(store, { affiliateId, kind: 'conversion_approved', conversionId, amount: commission, by, reason: notes || null, at }),
    ConversionRejected: ({ data: { affiliateId, conversionId, commission, notes, by, at } }, { store }) =>
      entry(store, { affiliateId, kind: 'conversion_rejected', conversionId, amount: commission, by, reason: notes || null, at }),
    ConversionCancelled: ({ data: { affiliateId, conversionId, commission, orderId, at } }, { store }) =>
      entry(store, { affiliateId, kind: 'conversion_cancelled', conversionId, amount: commission, reference: orderId, at }),
    ConversionReversed: ({ data: { affiliateId, conversionId, commission, orderId, at } }, { store }) =>
      entry(store, { affiliateId, kind: 'conversion_reversed', conversionId, amount: commission, reference: orderId, at }),
    ManualCommissionRecorded: ({ data: { affiliateId, conversionId, commission, reason, by, at } }, { store }) =>
      entry(store, { affiliateId, kind: 'manual_commission', conversionId, amount: commission, by, reason, at }),
    CommissionsPaidOut: ({ data: { affiliateId, payoutId, amount, reference, note, by, at } }, { store }) =>
      entry(store, { affiliateId, kind: 'payout_recorded', payoutId, amount, by, reason: note || null, reference, at }),
    PayoutCarriedOut: ({ data: { affiliateId, payoutId, amount, reference, at } }, { store }) =>
      entry(store, { affiliateId, kind: 'payout_carried_out', payoutId, amount, reference, at }),
    PayoutFailed: ({ data: { affiliateId, payoutId, amount, reason, at } }, { store }) =>
      entry(store, { affiliateId, kind: 'payout_failed', payoutId, amount, reason, at }),
  },
});
