import { Inject, Injectable } from '@nestjs/common';
import {
  toPagination,
  USER_MONEY_ENTRY_TYPES,
  type MyWalletEntriesResponse,
  type MyWalletEntry,
  type ParsedQueryOf,
  type WalletStatsResponse,
  type WalletTransaction,
  type WalletTransactionsResponse,
} from '@academy/contracts';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { vnDayRange } from '../../../../platform/clock/vietnam-days';
import { sumOf } from '../../../../platform/domain/money';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import type { Filter } from '../../../../platform/read-store/read-store.port';
import { ledgerDetails } from './ledger-details';
import { WALLET_TOTALS_ID, WalletLedgerEntryRow, walletLedgerEntryRows, walletLotRows, walletPeople, walletTotalsRows } from './wallet-ledger.read-model';

/** Lots read a page at a time when the stat card takes the overdue ones off. */
const LOT_PAGE = 500;

type LedgerQuery = ParsedQueryOf<'walletSystemTransactions'>;

/** How an adjustment's author reads to the holder: the admin's own name stays inside the back office. */
const ADJUSTER_SEEN_BY_HOLDER = 'Quản trị viên';

/** Reads /admin/wallet/manager (the three stat cards and every movement of money) and a holder's own movements. */
@Injectable()
export class WalletLedgerQuery {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The bonus card counts only what can be spent now: the open lots' money less the lots whose time
   * has passed but which the expiry worker has not closed yet (few: it runs every few minutes).
   */
  async stats(): Promise<WalletStatsResponse> {
    const totals = await walletTotalsRows(this.store).get(WALLET_TOTALS_ID);
    const overdue = await this.overdueBonus(this.clock.now().toISOString());
    return { totalMainBalance: totals?.main ?? 0, totalBonusBalance: (totals?.bonusHeld ?? 0) - overdue, totalDeposited: totals?.deposited ?? 0 };
  }

  private async overdueBonus(now: string): Promise<number> {
    const lots = walletLotRows(this.store);
    let total = 0;
    for (let page = 1; ; page += 1) {
      const { items } = await lots.find({ filter: { expired: false, expiresAt: { $lte: now } }, sort: [{ field: 'expiresAt', direction: 'asc' }], page, limit: LOT_PAGE });
      total += sumOf(items.map((lot) => lot.left));
      if (items.length < LOT_PAGE) return total;
    }
  }

  /** Every movement of money. */
  systemTransactions(query: LedgerQuery): Promise<WalletTransactionsResponse> {
    return this.entries(query, {});
  }

  /** The users' real money only. */
  moneyTransactions(query: LedgerQuery): Promise<WalletTransactionsResponse> {
    return this.entries(query, { type: { $in: [...USER_MONEY_ENTRY_TYPES] } });
  }

  /** The caller's own movements, newest first within Vietnam days. */
  async myEntries(userId: string, { page, limit, fromDate, toDate }: ParsedQueryOf<'myWalletEntries'>): Promise<MyWalletEntriesResponse> {
    const days = vnDayRange({ fromDate, toDate });
    const found = await walletLedgerEntryRows(this.store).find({
      filter: days ? { userId, date: days } : { userId },
      sort: [{ field: 'date', direction: 'desc' }],
      page,
      limit,
    });
    return { entries: found.items.map(toOwnEntry), pagination: toPagination(page, limit, found.totalItems) };
  }

  /** Dated in the chosen order within Vietnam days, searched by the holder's name or email. */
  private async entries({ page, limit, sortOrder, fromDate, toDate, search }: LedgerQuery, ofTypes: Filter): Promise<WalletTransactionsResponse> {
    const days = vnDayRange({ fromDate, toDate });
    const found = await walletLedgerEntryRows(this.store).find({
      filter: days ? { ...ofTypes, date: days } : ofTypes,
      search: search ? { text: search, fields: ['userName', 'userEmail'] } : undefined,
      sort: [{ field: 'date', direction: sortOrder }],
      page,
      limit,
    });
    const adjusters = await this.adjusterNames(found.items);
    return { transactions: found.items.map((row) => toTransaction(row, adjusters)), pagination: toPagination(page, limit, found.totalItems) };
  }

  /** The admins named on this page, as they are called now. */
  private async adjusterNames(rows: WalletLedgerEntryRow[]): Promise<Map<string, string | null>> {
    const uids = [...new Set(rows.flatMap((row) => (row.detail.kind === 'adjustment' ? [row.detail.by] : [])))];
    const people = await Promise.all(uids.map((uid) => walletPeople.rows(this.store).get(uid)));
    return new Map(uids.map((uid, i) => [uid, people[i]?.name ?? people[i]?.email ?? null]));
  }
}

/** An entry as its holder sees it; `adjuster` names who made an adjustment. */
function entryOf(row: WalletLedgerEntryRow, adjuster: string | null): MyWalletEntry {
  return { _id: row.id, date: row.date, type: row.type, details: ledgerDetails(row.detail, adjuster), amount: row.amount, balance: row.balance };
}

const toOwnEntry = (row: WalletLedgerEntryRow) => entryOf(row, ADJUSTER_SEEN_BY_HOLDER);

function toTransaction(row: WalletLedgerEntryRow, adjusters: Map<string, string | null>): WalletTransaction {
  const adjuster = row.detail.kind === 'adjustment' ? (adjusters.get(row.detail.by) ?? null) : null;
  return { ...entryOf(row, adjuster), user: { _id: row.userId, name: row.userName, email: row.userEmail } };
}
