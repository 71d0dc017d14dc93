import type { ReadStore } from '../../../../platform/read-store/read-store.port';

/** One payout of an affiliate's commissions (recorded by the payouts of part 2). */
export interface PayoutRow {
  id: string;
  affiliateId: string;
  amount: number;
  method: string;
  reference: string;
  conversionCount: number;
  paidAt: string;
}

export const PAYOUTS_COLLECTION = 'affiliate_payouts';

export const payoutRows = (store: ReadStore) =>
  store.collection<PayoutRow>(PAYOUTS_COLLECTION, { present: ['affiliateId', 'paidAt'], indexes: [['affiliateId', { field: 'paidAt', direction: 'desc' }]] });
