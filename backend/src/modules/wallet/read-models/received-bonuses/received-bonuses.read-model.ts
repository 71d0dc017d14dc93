import type { ReadStore } from '../../../../platform/read-store/read-store.port';

/** One bonus lot a user received from a code, as the wallet's "bonus received" history shows it. */
export interface ReceivedBonusRow {
  /** `<userId>:<lotId>`: a lot id names a claim within one wallet. */
  id: string;
  userId: string;
  lotId: string;
  /** The code claimed, upper-cased. */
  code: string;
  /** What the lot was granted with. */
  amount: number;
  /** What can still be spent: down with payments, back up with refunds, 0 once expired (guarded writes). */
  left: number;
  /** What the lot still held when the expiry worker closed it: above 0, the money lapsed unspent. */
  lapsed: number;
  /** Closed by the expiry worker. */
  closed: boolean;
  receivedAt: string;
  expiresAt: string;
}

export const RECEIVED_BONUSES_COLLECTION = 'wallet_received_bonuses';

/** A user's lots, newest first, within a date range. */
export const receivedBonusRows = (store: ReadStore) =>
  store.collection<ReceivedBonusRow>(RECEIVED_BONUSES_COLLECTION, {
    present: ['userId', 'receivedAt'],
    indexes: [['userId', { field: 'receivedAt', direction: 'desc' }]],
  });

export const receivedBonusId = (userId: string, lotId: string) => `${userId}:${lotId}`;
