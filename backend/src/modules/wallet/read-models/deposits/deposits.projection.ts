import { defineProjection } from '../../../../platform/projections/define-projection';
import type { DepositEvent } from '../../domain/deposit/deposit.events';
import { DEPOSITS_COLLECTION, depositRows } from './deposits.read-model';

/** Idempotent: a request inserts only when absent, and a payment sets absolute values. */
export const depositsProjection = defineProjection<DepositEvent>({
  name: 'wallet.deposits.v1',
  collections: [DEPOSITS_COLLECTION],
  handlers: {
    async DepositRequested({ data: { code, userId, amount, expiresAt, at } }, { store }) {
      await depositRows(store).insertIfAbsent({ id: code, userId, amount, status: 'pending', amountCredited: null, createdAt: at, expiresAt, paidAt: null });
    },
    async DepositPaid({ data: { code, amountCredited, at } }, { store }) {
      await depositRows(store).patch(code, { status: 'paid', amountCredited, paidAt: at });
    },
    // A held transfer changes nothing the user sees: an admin decides, and a match arrives as DepositPaid.
    async DepositTransferHeld() {},
  },
});
