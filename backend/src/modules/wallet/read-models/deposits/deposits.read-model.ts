import type { ReadStore } from '../../../../platform/read-store/read-store.port';

/** One deposit as its user's screens show it: the payment page, the status poll, the history. */
export interface DepositRow {
  /** The memo code: the deposit's id and public reference. */
  id: string;
  userId: string;
  amount: number;
  status: 'pending' | 'paid';
  amountCredited: number | null;
  createdAt: string;
  expiresAt: string;
  paidAt: string | null;
}

export const DEPOSITS_COLLECTION = 'wallet_deposits';

/** A user's deposits newest first, within a date range. */
export const depositRows = (store: ReadStore) =>
  store.collection<DepositRow>(DEPOSITS_COLLECTION, {
    present: ['userId', 'createdAt'],
    indexes: [['userId', { field: 'createdAt', direction: 'desc' }]],
  });
