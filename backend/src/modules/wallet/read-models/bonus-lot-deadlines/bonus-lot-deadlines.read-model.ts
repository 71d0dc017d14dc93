import type { ReadStore } from '../../../../platform/read-store/read-store.port';

/**
 * One open bonus lot, as the expiry sweep needs it: when it expires, what is left, whether its
 * owner was told it expires soon. Removed when the lot is closed, so the table holds open lots only.
 */
export interface BonusLotDeadlineRow {
  /** `<userId>:<lotId>`: a lot id names a claim within one wallet. */
  id: string;
  userId: string;
  lotId: string;
  /** What can still be spent: down with payments, back up with refunds (guarded writes). */
  left: number;
  grantedAt: string;
  /** ISO-8601 in UTC (`toISOString`), so string order is time order in filters. */
  expiresAt: string;
  /** `BonusLotExpiryAnnounced` was recorded for this lot. */
  announced: boolean;
}

export const BONUS_LOT_DEADLINES_COLLECTION = 'wallet_bonus_lot_deadlines';

/** The overdue lots by expiry; the lots to remind about by flag, then expiry. */
export const bonusLotDeadlineRows = (store: ReadStore) =>
  store.collection<BonusLotDeadlineRow>(BONUS_LOT_DEADLINES_COLLECTION, {
    present: ['userId', 'lotId', 'left', 'expiresAt', 'announced'],
    indexes: [[{ field: 'expiresAt', direction: 'asc' }], ['announced', { field: 'expiresAt', direction: 'asc' }]],
  });

export const bonusLotDeadlineId = (userId: string, lotId: string) => `${userId}:${lotId}`;
