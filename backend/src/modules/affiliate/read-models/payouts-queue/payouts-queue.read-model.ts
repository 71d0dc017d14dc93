import type { ReadStore } from '../../../../platform/read-store/read-store.port';

/**
 * One commission on an affiliate's ledger as a payout sees it, mirroring the decider's
 * `payableConversions` and `unsettledReversals`: `open` while it counts towards the next payout,
 * `signed` what it counts (+ an approved unpaid commission, - a paid one reversed and not yet
 * deducted), from `countsFrom` (the end of its holding period, or the reversal).
 */
export interface PayableCommissionRow {
  /** The conversion (or manual commission) id. */
  id: string;
  affiliateId: string;
  commission: number;
  payableAt: string;
  status: 'pending' | 'approved' | 'rejected' | 'cancelled' | 'reversed';
  paidOutBy: string | null;
  reversalSettledBy: string | null;
  reversedAt: string | null;
  open: boolean;
  signed: number;
  countsFrom: string;
}

export const PAYABLE_COMMISSIONS_COLLECTION = 'affiliate_payable_commissions';

export const payableCommissionRows = (store: ReadStore) =>
  store.collection<PayableCommissionRow>(PAYABLE_COMMISSIONS_COLLECTION, { present: ['affiliateId', 'open', 'countsFrom'], indexes: [['open', 'countsFrom']] });

/** The row with `open`, `signed` and `countsFrom` worked out from its facts, as the decider folds them. */
export function withBalance(row: Omit<PayableCommissionRow, 'open' | 'signed' | 'countsFrom'>): PayableCommissionRow {
  const payable = row.status === 'approved' && row.paidOutBy === null;
  const owed = row.status === 'reversed' && row.paidOutBy !== null && row.reversalSettledBy === null;
  return {
    ...row,
    open: payable || owed,
    signed: payable ? row.commission : owed ? -row.commission : 0,
    countsFrom: owed ? (row.reversedAt ?? row.payableAt) : row.payableAt,
  };
}
