import { defineProjection, ProjectionContext } from '../../../../platform/projections/define-projection';
import type { BonusLotExpired, BonusLotGranted, LotPart, WalletPaid, WalletPaymentRefunded } from '../../domain/wallet/wallet.events';
import { RECEIVED_BONUSES_COLLECTION, receivedBonusId, receivedBonusRows } from './received-bonuses.read-model';

const NAME = 'wallet.received-bonuses.v1';

/**
 * The lots granted from bonus codes, with what is left of each. Exact under replay: a grant inserts
 * only when absent, and every later change to a lot is one guarded write per lot per event
 * (`appliedBy`), so a redelivered payment or refund moves `left` once.
 */
export const receivedBonusesProjection = defineProjection<BonusLotGranted | WalletPaid | WalletPaymentRefunded | BonusLotExpired>({
  name: NAME,
  collections: [RECEIVED_BONUSES_COLLECTION],
  handlers: {
    async BonusLotGranted({ data }, { store }) {
      const { userId, lotId, amount, source, expiresAt, at } = data;
      if (source.kind !== 'bonus_code') return;
      const row = { id: receivedBonusId(userId, lotId), userId, lotId, code: source.code, amount, left: amount, lapsed: 0, closed: false, receivedAt: at, expiresAt };
      await receivedBonusRows(store).insertIfAbsent(row);
    },
    WalletPaid: ({ data }, context) => moveLeft(context, data.userId, data.fromBonus, -1),
    WalletPaymentRefunded: ({ data }, context) => moveLeft(context, data.userId, data.toBonus, 1),
    async BonusLotExpired({ data }, { store, recorded }) {
      const closed = { left: 0, lapsed: data.amount, closed: true };
      await receivedBonusRows(store).patch(receivedBonusId(data.userId, data.lotId), closed, { appliedBy: { source: NAME, position: recorded.position } });
    },
  },
});

/** Lots of other sources are not in this history: their increments find no row and change nothing. */
async function moveLeft({ store, recorded }: ProjectionContext, userId: string, parts: readonly LotPart[], sign: 1 | -1): Promise<void> {
  const rows = receivedBonusRows(store);
  for (const { lotId, amount } of parts) {
    await rows.increment(receivedBonusId(userId, lotId), { left: sign * amount }, { appliedBy: { source: NAME, position: recorded.position } });
  }
}
