import { Inject, Injectable } from '@nestjs/common';
import type { FindQuery } from '../../../../platform/read-store/read-store.port';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { BonusLotDeadlineRow, bonusLotDeadlineRows } from './bonus-lot-deadlines.read-model';

const DAY_MS = 24 * 60 * 60 * 1000;
const PAGE = 500;

/** The expiry sweep's questions: which open lots are overdue, and which owners are to be told soon. */
@Injectable()
export class BonusLotDeadlinesQuery {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /** Every open lot whose time has come at `now`, the longest overdue first. */
  overdue(now: Date): Promise<BonusLotDeadlineRow[]> {
    return this.all({ filter: { expiresAt: { $lte: now.toISOString() } }, sort: [{ field: 'expiresAt', direction: 'asc' }] });
  }

  /**
   * Lots with money left that expire within `days` of `now` and whose owner was not yet told. A lot
   * granted inside that window is left out: its owner saw the expiry when claiming it.
   */
  async dueForReminder(now: Date, days: number): Promise<BonusLotDeadlineRow[]> {
    const windowMs = days * DAY_MS;
    const rows = await this.all({
      filter: { announced: false, left: { $gt: 0 }, expiresAt: { $gt: now.toISOString(), $lte: new Date(now.getTime() + windowMs).toISOString() } },
      sort: [{ field: 'expiresAt', direction: 'asc' }],
    });
    return rows.filter((row) => Date.parse(row.grantedAt) < Date.parse(row.expiresAt) - windowMs);
  }

  /** Every page, read before the sweep acts: its own expiries remove rows and would shift later pages. */
  private async all(query: FindQuery): Promise<BonusLotDeadlineRow[]> {
    const rows: BonusLotDeadlineRow[] = [];
    for (let page = 1; ; page += 1) {
      const { items } = await bonusLotDeadlineRows(this.store).find({ ...query, page, limit: PAGE });
      rows.push(...items);
      if (items.length < PAGE) return rows;
    }
  }
}
