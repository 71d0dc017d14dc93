import { Inject, Injectable } from '@nestjs/common';
import { ParsedQueryOf, ReceivedBonus, ReceivedBonusHistoryResponse, toPagination } from '@academy/contracts';
import { vnDayRange } from '../../../../platform/clock/vietnam-days';
import type { Filter } from '../../../../platform/read-store/read-store.port';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { ReceivedBonusRow, receivedBonusRows } from './received-bonuses.read-model';

/**
 * Expired once the worker closed it with money left, or once its time has passed although the
 * worker has not come yet (the wallet no longer spends it either); a lot with nothing left is used,
 * also when the worker closed it spent out.
 */
export function receivedBonusStatus(row: ReceivedBonusRow, now: Date): ReceivedBonus['status'] {
  if (row.closed) return row.lapsed > 0 ? 'expired' : 'used';
  if (row.left === 0) return 'used';
  return Date.parse(row.expiresAt) <= now.getTime() ? 'expired' : 'active';
}

const toReceivedBonus = (row: ReceivedBonusRow, now: Date): ReceivedBonus => ({
  _id: row.lotId,
  code: row.code,
  amount: row.amount,
  left: row.left,
  receivedAt: row.receivedAt,
  expiresAt: row.expiresAt,
  status: receivedBonusStatus(row, now),
});

/** Reads a user's "bonus received" history: newest first, within Vietnam days. */
@Injectable()
export class ReceivedBonusesQuery {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async page(userId: string, { page, limit, fromDate, toDate }: ParsedQueryOf<'receivedBonusHistory'>, now: Date): Promise<ReceivedBonusHistoryResponse> {
    const filter: Filter = { userId };
    const received = vnDayRange({ fromDate, toDate });
    if (received) filter.receivedAt = received;
    const { items, totalItems } = await receivedBonusRows(this.store).find({ filter, sort: [{ field: 'receivedAt', direction: 'desc' }], page, limit });
    return { bonuses: items.map((row) => toReceivedBonus(row, now)), pagination: toPagination(page, limit, totalItems) };
  }
}
