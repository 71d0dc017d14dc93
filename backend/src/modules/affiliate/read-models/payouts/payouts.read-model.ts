import type { PayoutStatus } from '@academy/contracts';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';

/** One payout of an affiliate's commissions, and what the payouts worker made of it. */
export interface PayoutRow {
  id: string;
  affiliateId: string;
  amount: number;
  method: string;
  reference: string;
  conversionCount: number;
  deducted: number;
  status: PayoutStatus;
  note: string | null;
  /** The admin who recorded it. */
  recordedBy: string;
  paidAt: string;
  carriedOutAt: string | null;
  failureReason: string | null;
}

export const PAYOUTS_COLLECTION = 'affiliate_payouts';

export const payoutRows = (store: ReadStore) =>
  store.collection<PayoutRow>(PAYOUTS_COLLECTION, {
    present: ['affiliateId', 'paidAt', 'status'],
    indexes: [['affiliateId', { field: 'paidAt', direction: 'desc' }], [{ field: 'paidAt', direction: 'desc' }], ['status', { field: 'paidAt', direction: 'desc' }]],
  });
