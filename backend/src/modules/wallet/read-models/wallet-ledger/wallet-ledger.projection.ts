import { defineProjection, ProjectionContext } from '../../../../platform/projections/define-projection';
import { appliedByOf, countOnce } from '../../../../platform/projections/guarded-count';
import { sumOf } from '../../../../platform/domain/money';
import type { AccountEvent } from '../../../identity';
import type { LotPart, WalletEvent } from '../../domain/wallet/wallet.events';
import {
  WALLET_LEDGER_ENTRIES_COLLECTION,
  WALLET_LEDGER_LOTS_COLLECTION,
  WALLET_LEDGER_TOTALS_COLLECTION,
  WALLET_TOTALS_ID,
  WalletLedgerEntryRow,
  walletLedgerEntryRows,
  walletLotRows,
  walletPeople,
  WalletTotalsRow,
  walletTotalsRows,
} from './wallet-ledger.read-model';

const NAME = 'wallet.wallet-ledger.v1';

type Entry = Omit<WalletLedgerEntryRow, 'userName' | 'userEmail'>;
type TotalsChange = Partial<Record<'main' | 'bonusHeld' | 'deposited', number>>;

const EMPTY_TOTALS: WalletTotalsRow = { id: WALLET_TOTALS_ID, main: 0, bonusHeld: 0, deposited: 0 };

/** The entry with its holder named (opened the first time their money moves). */
async function record(context: ProjectionContext, entry: Entry): Promise<void> {
  const holder = await walletPeople.named(context.store, context.tools, entry.userId);
  await walletLedgerEntryRows(context.store).upsert({ ...entry, userName: holder.name, userEmail: holder.email });
}

/** Moves the totals once per event, however often it is delivered. */
const countTotals = (context: ProjectionContext, change: TotalsChange) =>
  countOnce(walletTotalsRows(context.store), EMPTY_TOTALS, change, appliedByOf(NAME, context));

/** Takes from (sign -1) or gives back to (sign 1) each lot its part, once per event. */
async function moveLots(context: ProjectionContext, parts: readonly LotPart[], sign: 1 | -1): Promise<void> {
  for (const { lotId, amount } of parts) {
    if (amount !== 0) await walletLotRows(context.store).increment(lotId, { left: sign * amount }, { appliedBy: appliedByOf(NAME, context) });
  }
}

/** Which balance a movement touched, from its bonus and main parts. */
const balanceOf = (bonus: number, main: number): WalletLedgerEntryRow['balance'] => (bonus > 0 && main > 0 ? 'both' : bonus > 0 ? 'bonus' : 'main');

const partsTotal = (parts: readonly LotPart[]) => sumOf(parts.map((part) => part.amount));

/**
 * The admin wallet overview: one entry per movement of money with its holder named, every lot
 * with what is left of it, and the totals of the stat cards. Exact under replay: entries and lots
 * are keyed by what they record, and every sum is a guarded increment (docs/decisions.md "Read
 * models: counting exactly under replay"), so a rebuild ends where live delivery did.
 */
export const walletLedgerProjection = defineProjection<WalletEvent | AccountEvent>({
  name: NAME,
  collections: [WALLET_LEDGER_ENTRIES_COLLECTION, WALLET_LEDGER_LOTS_COLLECTION, WALLET_LEDGER_TOTALS_COLLECTION, walletPeople.collection],
  handlers: {
    async DepositCredited({ data }, context) {
      const { userId, depositId, amount, at } = data;
      await record(context, { id: `deposit:${userId}:${depositId}`, date: at, userId, type: 'deposit', amount, balance: 'main', detail: { kind: 'deposit', depositId } });
      await countTotals(context, { main: amount, deposited: amount });
    },
    async RefundCredited({ data }, context) {
      const { userId, orderId, orderCode, amount, at } = data;
      await record(context, { id: `order_refund:${userId}:${orderId}`, date: at, userId, type: 'order_refund', amount, balance: 'main', detail: { kind: 'order_refund', orderCode } });
      await countTotals(context, { main: amount });
    },
    async WalletAdjusted({ data }, context) {
      const { userId, adjustmentId, direction, amount, reason, by, at } = data;
      const signed = direction === 'credit' ? amount : -amount;
      // The adjuster is named on the page: open their details now, as for a holder.
      await walletPeople.named(context.store, context.tools, by);
      await record(context, { id: `adjustment:${userId}:${adjustmentId}`, date: at, userId, type: 'adjustment', amount: signed, balance: 'main', detail: { kind: 'adjustment', reason, by } });
      await countTotals(context, { main: signed });
    },
    async BonusLotGranted({ data }, context) {
      const { userId, lotId, amount, source, expiresAt, at } = data;
      const code = source.kind === 'bonus_code' ? source.code : null;
      const expiry = new Date(expiresAt).toISOString();
      await record(context, { id: `bonus:${userId}:${lotId}`, date: at, userId, type: 'bonus', amount, balance: 'bonus', detail: { kind: 'bonus', code, expiresAt: expiry } });
      // Absent-only: a replay must not undo what later payments took from the lot.
      await walletLotRows(context.store).insertIfAbsent({ id: lotId, userId, code, left: amount, expiresAt: expiry, expired: false });
      await countTotals(context, { bonusHeld: amount });
    },
    async WalletPaid({ data }, context) {
      const { userId, orderId, orderCode, amount, fromBonus, fromMain, at } = data;
      const bonus = partsTotal(fromBonus);
      const detail = { kind: 'payment' as const, orderCode, fromBonus: bonus, fromMain };
      await record(context, { id: `payment:${userId}:${orderId}`, date: at, userId, type: 'payment', amount: -amount, balance: balanceOf(bonus, fromMain), detail });
      await moveLots(context, fromBonus, -1);
      await countTotals(context, { main: -fromMain, bonusHeld: -bonus });
    },
    async WalletPaymentRefunded({ data }, context) {
      const { userId, orderId, orderCode, toBonus, toMain, lapsed, at } = data;
      const bonus = partsTotal(toBonus);
      const detail = { kind: 'payment_refund' as const, orderCode, toBonus: bonus, toMain, lapsed: partsTotal(lapsed) };
      // What came back; a lapsed bonus part is named in the details, not counted.
      await record(context, { id: `payment_refund:${userId}:${orderId}`, date: at, userId, type: 'payment_refund', amount: bonus + toMain, balance: balanceOf(bonus, toMain), detail });
      await moveLots(context, toBonus, 1);
      await countTotals(context, { main: toMain, bonusHeld: bonus });
    },
    async BonusLotExpired({ data }, context) {
      const { userId, lotId, amount, at } = data;
      const lot = await walletLotRows(context.store).get(lotId);
      // A spent-out lot closes with 0: nothing moved, so no entry.
      if (amount > 0) {
        await record(context, { id: `bonus_expired:${userId}:${lotId}`, date: at, userId, type: 'bonus_expired', amount: -amount, balance: 'bonus', detail: { kind: 'bonus_expired', code: lot?.code ?? null } });
      }
      await walletLotRows(context.store).patch(lotId, { left: 0, expired: true });
      await countTotals(context, { bonusHeld: -amount });
    },
    ...walletPeople.handlers,
  },
});
