import { Inject, Injectable } from '@nestjs/common';
import { PayoutsQueueEntry, ResponseOf, toPagination } from '@academy/contracts';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { AffiliateSettingsQuery } from '../affiliate-settings/affiliate-settings.query';
import { AffiliatesQuery } from '../affiliates/affiliates.query';
import { PayableCommissionRow, payableCommissionRows } from './payouts-queue.read-model';

/**
 * Open commissions read per request. They are the approved-and-unpaid ones plus reversals owed:
 * what waits between two payouts, not the history, so this stays small; past it the queue is cut
 * (and says so in its total), never wrong for the affiliates it shows.
 */
const MAX_OPEN_ROWS = 20_000;

export interface PayableBalance {
  affiliateId: string;
  payable: number;
  conversionCount: number;
  deducted: number;
  payableSince: string;
}

/** Each affiliate's balance at `now` from their open commissions, as `PayOutCommissions` would take it. */
export function balancesOf(rows: readonly PayableCommissionRow[], now: Date): PayableBalance[] {
  const byAffiliate = new Map<string, PayableBalance>();
  for (const row of rows) {
    if (Date.parse(row.countsFrom) > now.getTime()) continue;
    const balance = byAffiliate.get(row.affiliateId) ?? { affiliateId: row.affiliateId, payable: 0, conversionCount: 0, deducted: 0, payableSince: row.countsFrom };
    balance.payable += row.signed;
    // Every approved commission the payout takes counts, a sign-up's 0 ₫ too, as in `payableConversions`.
    if (row.status === 'approved') {
      balance.conversionCount += 1;
      if (balance.conversionCount === 1 || row.countsFrom < balance.payableSince) balance.payableSince = row.countsFrom;
    } else {
      balance.deducted -= row.signed;
    }
    byAffiliate.set(row.affiliateId, balance);
  }
  return [...byAffiliate.values()];
}

/** The payouts queue: affiliates whose payable balance reaches the minimum, waiting longest first. */
@Injectable()
export class PayoutsQueueQuery {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly settings: AffiliateSettingsQuery,
    private readonly affiliates: AffiliatesQuery,
  ) {}

  async queue({ page, limit }: { page: number; limit: number }, now: Date): Promise<ResponseOf<'payoutsQueue'>> {
    const { minimumPayout } = await this.settings.current();
    const { items } = await payableCommissionRows(this.store).find({ filter: { open: true, countsFrom: { $lte: now.toISOString() } }, limit: MAX_OPEN_ROWS });
    const due = balancesOf(items, now)
      .filter((b) => b.conversionCount > 0 && b.payable > 0 && b.payable >= minimumPayout)
      .sort((a, b) => a.payableSince.localeCompare(b.payableSince) || a.affiliateId.localeCompare(b.affiliateId));
    const shown = due.slice((page - 1) * limit, page * limit);
    const members = await this.affiliates.members(shown.map((b) => b.affiliateId));
    const affiliates: PayoutsQueueEntry[] = shown.map((b) => {
      const member = members.get(b.affiliateId);
      return { affiliateUserId: b.affiliateId, code: member?.code ?? '', name: member?.name ?? null, email: member?.email ?? null, payable: b.payable, conversionCount: b.conversionCount, deducted: b.deducted, payableSince: b.payableSince };
    });
    return { affiliates, pagination: toPagination(page, limit, due.length), minimumPayout };
  }
}
