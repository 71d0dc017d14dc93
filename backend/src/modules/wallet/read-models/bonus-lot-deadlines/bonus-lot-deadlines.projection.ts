import { defineProjection, ProjectionContext } from '../../../../platform/projections/define-projection';
import type { BonusLotExpiryAnnounced } from '../../domain/bonus-expiry-notice/bonus-expiry-notice.events';
import type { BonusLotExpired, BonusLotGranted, LotPart, WalletPaid, WalletPaymentRefunded } from '../../domain/wallet/wallet.events';
import { BONUS_LOT_DEADLINES_COLLECTION, bonusLotDeadlineId, bonusLotDeadlineRows } from './bonus-lot-deadlines.read-model';

const NAME = 'wallet.bonus-lot-deadlines.v1';

/**
 * The open lots, from the ledger and the expiry notices. Exact under replay: a grant inserts only
 * when absent, `left` moves by one guarded write per lot per event (`appliedBy`), and the flag and
 * the removal are absolute. A replay from before a lot's expiry inserts it again and removes it
 * again, in log order.
 */
export const bonusLotDeadlinesProjection = defineProjection<BonusLotGranted | WalletPaid | WalletPaymentRefunded | BonusLotExpired | BonusLotExpiryAnnounced>({
  name: NAME,
  collections: [BONUS_LOT_DEADLINES_COLLECTION],
  handlers: {
    async BonusLotGranted({ data }, { store }) {
      const { userId, lotId, amount, expiresAt, at } = data;
      const row = { id: bonusLotDeadlineId(userId, lotId), userId, lotId, left: amount, grantedAt: at, expiresAt: new Date(expiresAt).toISOString(), announced: false };
      await bonusLotDeadlineRows(store).insertIfAbsent(row);
    },
    WalletPaid: ({ data }, context) => moveLeft(context, data.userId, data.fromBonus, -1),
    WalletPaymentRefunded: ({ data }, context) => moveLeft(context, data.userId, data.toBonus, 1),
    async BonusLotExpired({ data }, { store }) {
      await bonusLotDeadlineRows(store).delete(bonusLotDeadlineId(data.userId, data.lotId));
    },
    async BonusLotExpiryAnnounced({ data }, { store }) {
      await bonusLotDeadlineRows(store).patch(bonusLotDeadlineId(data.userId, data.lotId), { announced: true });
    },
  },
});

async function moveLeft({ store, recorded }: ProjectionContext, userId: string, parts: readonly LotPart[], sign: 1 | -1): Promise<void> {
  const rows = bonusLotDeadlineRows(store);
  for (const { lotId, amount } of parts) {
    await rows.increment(bonusLotDeadlineId(userId, lotId), { left: sign * amount }, { appliedBy: { source: NAME, position: recorded.position } });
  }
}
