import type { WalletEntryType, WalletTransaction } from '@academy/contracts';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import { namedPeople, patchEvery } from '../../../identity';

/**
 * What an entry's details are written from, kept as facts rather than text: the Vietnamese
 * sentence is composed when it is read, so the adjuster's name follows their profile and is gone
 * once their account is deleted (`ledger-details.ts`).
 */
export type LedgerDetail =
  | { kind: 'deposit'; depositId: string }
  | { kind: 'order_refund'; orderCode: string }
  | { kind: 'adjustment'; reason: string; by: string }
  | { kind: 'bonus'; code: string | null; expiresAt: string }
  | { kind: 'payment'; orderCode: string; fromBonus: number; fromMain: number }
  | { kind: 'payment_refund'; orderCode: string; toBonus: number; toMain: number; lapsed: number }
  | { kind: 'bonus_expired'; code: string | null };

/** One movement of a user's money, as /admin/wallet/manager lists it. */
export interface WalletLedgerEntryRow {
  /** `<kind>:<userId>:<source id>`: the same on every replay. */
  id: string;
  date: string;
  userId: string;
  /** Copied in from identity's sealed details for the search; null once the account is deleted. */
  userName: string | null;
  userEmail: string | null;
  type: WalletEntryType;
  /** Signed whole VND: above zero into the wallet, below zero out of it. */
  amount: number;
  balance: WalletTransaction['balance'];
  detail: LedgerDetail;
}

export const WALLET_LEDGER_ENTRIES_COLLECTION = 'wallet_ledger_entries';

/** Both date orders the table toggles between, of every type or of some; a user's entries for renaming them. */
export const walletLedgerEntryRows = (store: ReadStore) =>
  store.collection<WalletLedgerEntryRow>(WALLET_LEDGER_ENTRIES_COLLECTION, {
    present: ['date', 'userId', 'type', 'amount'],
    indexes: [[{ field: 'date', direction: 'desc' }], ['date'], ['type', { field: 'date', direction: 'desc' }], ['type', 'date'], ['userId', { field: 'date', direction: 'desc' }]],
  });

/** A bonus lot with what is left of it: the stat card counts only the lots still spendable now. */
export interface WalletLotRow {
  /** The lot id. */
  id: string;
  userId: string;
  /** The bonus code it came from, for the details of its expiry. */
  code: string | null;
  left: number;
  /** Normalised ISO instant, so string order is time order. */
  expiresAt: string;
  /** Closed by the expiry worker. */
  expired: boolean;
}

export const WALLET_LEDGER_LOTS_COLLECTION = 'wallet_ledger_lots';

/** The lots whose time has passed but which the worker has not closed yet. */
export const walletLotRows = (store: ReadStore) =>
  store.collection<WalletLotRow>(WALLET_LEDGER_LOTS_COLLECTION, { present: ['expired', 'expiresAt', 'left'], indexes: [['expired', 'expiresAt']] });

/** Every wallet together: one document (`id: 'all'`), kept with guarded increments. */
export interface WalletTotalsRow {
  id: string;
  /** Every user's main balance. */
  main: number;
  /** Every open lot's money, whether or not its time has passed: the query takes the overdue ones off. */
  bonusHeld: number;
  /** What deposits brought in. */
  deposited: number;
}

export const WALLET_LEDGER_TOTALS_COLLECTION = 'wallet_ledger_totals';
export const WALLET_TOTALS_ID = 'all';
export const walletTotalsRows = (store: ReadStore) => store.collection<WalletTotalsRow>(WALLET_LEDGER_TOTALS_COLLECTION);

/**
 * The people the ledger names: wallet holders, and the admins who adjusted a wallet (opened when
 * they first appear). A profile edit renames a holder's entries; an adjuster's name is looked up
 * when the page is read.
 */
export const walletPeople = namedPeople('wallet_ledger_people', (store, userId, person) =>
  patchEvery(walletLedgerEntryRows(store), { userId }, { userName: person.name, userEmail: person.email }),
);
