import type { LedgerEntryKind } from '@academy/contracts';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';

/** One entry of an affiliate's commission ledger, as recorded: the audit trail an admin reads. */
export interface LedgerEntryRow {
  /** `<kind>:<conversion or payout id>`: one row per fact, so a replay rewrites the same rows. */
  id: string;
  affiliateId: string;
  kind: LedgerEntryKind;
  conversionId: string | null;
  payoutId: string | null;
  amount: number;
  /** The admin's uid; null for the system (a sale, a refund, the payouts worker). */
  by: string | null;
  reason: string | null;
  reference: string | null;
  at: string;
}

export const LEDGER_ENTRIES_COLLECTION = 'affiliate_ledger_entries';

export const ledgerEntryRows = (store: ReadStore) =>
  store.collection<LedgerEntryRow>(LEDGER_ENTRIES_COLLECTION, { present: ['affiliateId', 'at'], indexes: [['affiliateId', { field: 'at', direction: 'desc' }]] });
