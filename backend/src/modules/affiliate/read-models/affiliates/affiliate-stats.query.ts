import { Inject, Injectable } from '@nestjs/common';
import { ResponseOf, toPagination } from '@academy/contracts';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { affiliateRows, PROGRAMME_ID, programmeDayRows, programmeRows, vietnamDayOf } from './affiliates.read-model';

const SERIES_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The admin's affiliate reports: the top affiliates, and the programme's totals and days. */
@Injectable()
export class AffiliateStatsQuery {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /** Most revenue brought first; ties by most earned, then the longest members. */
  async top({ page, limit }: { page: number; limit: number }): Promise<ResponseOf<'topAffiliates'>> {
    const { items, totalItems } = await affiliateRows(this.store).find({
      sort: [
        { field: 'revenue', direction: 'desc' },
        { field: 'earned', direction: 'desc' },
        { field: 'joinedAt', direction: 'asc' },
      ],
      page,
      limit,
    });
    const affiliates = items.map((row) => ({
      affiliateUserId: row.id,
      code: row.code,
      name: row.name,
      email: row.email,
      clicks: row.clicks,
      conversions: row.conversions,
      revenue: row.revenue,
      commission: row.earned,
      paid: row.paid,
    }));
    return { affiliates, pagination: toPagination(page, limit, totalItems) };
  }

  /** The programme's totals, commissions by where they stand, and the last 30 Vietnam days, oldest first. */
  async programme(now: Date): Promise<ResponseOf<'affiliateProgrammeStats'>> {
    const row = await programmeRows(this.store).get(PROGRAMME_ID);
    const days = Array.from({ length: SERIES_DAYS }, (_, i) => vietnamDayOf(new Date(now.getTime() - (SERIES_DAYS - 1 - i) * DAY_MS)));
    const { items } = await programmeDayRows(this.store).find({ filter: { id: { $gte: days[0]!, $lte: days[days.length - 1]! } }, limit: SERIES_DAYS + 1 });
    const byDay = new Map(items.map((day) => [day.id, day]));
    const series = days.map((date) => {
      const day = byDay.get(date);
      return { date, clicks: day?.clicks ?? 0, conversions: day?.conversions ?? 0, revenue: day?.revenue ?? 0, commission: day?.commission ?? 0 };
    });
    const zero = { affiliates: 0, clicks: 0, signups: 0, enrollments: 0, revenue: 0, manualCommissions: 0, payoutCount: 0, payoutAmount: 0, pending: 0, approved: 0, paid: 0, rejected: 0, cancelled: 0, reversed: 0 };
    const t = row ?? { id: PROGRAMME_ID, ...zero };
    return {
      totals: {
        affiliates: t.affiliates,
        clicks: t.clicks,
        signups: t.signups,
        enrollments: t.enrollments,
        revenue: t.revenue,
        manualCommissions: t.manualCommissions,
        payouts: { count: t.payoutCount, amount: t.payoutAmount },
      },
      commissions: { pending: t.pending, approved: t.approved, paid: t.paid, rejected: t.rejected, cancelled: t.cancelled, reversed: t.reversed },
      series,
    };
  }
}
