import { Inject, Injectable } from '@nestjs/common';
import { ParsedQueryOf, ResponseOf, SALES_CHART_DAYS, SALES_CHART_MONTHS, SalesPoint } from '@academy/contracts';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { orderBuyerRows } from '../admin-orders/admin-orders.read-model';
import { lastPeriods, PeriodKind, periodLabel } from '../sales-periods';
import { bestSellerRows, customerRows, SALES_TOTALS_ID, SalesPeriodRow, salesPeriodRows, salesTotalsRows } from './sales-stats.read-model';

/** Reads the figures of /admin/orders: stat cards with the sales by day and month, best sellers, top customers. */
@Injectable()
export class SalesStatsQuery {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async stats(): Promise<ResponseOf<'salesStats'>> {
    const now = this.clock.now();
    const [totals, salesByDay, salesByMonth] = await Promise.all([
      salesTotalsRows(this.store).get(SALES_TOTALS_ID),
      this.series('day', lastPeriods('day', SALES_CHART_DAYS, now)),
      this.series('month', lastPeriods('month', SALES_CHART_MONTHS, now)),
    ]);
    const gross = totals?.grossRevenue ?? 0;
    const refunded = totals?.refundedAmount ?? 0;
    return {
      totalRevenue: gross - refunded,
      grossRevenue: gross,
      refundedAmount: refunded,
      paidOrders: totals?.paidOrders ?? 0,
      pendingOrders: totals?.pendingOrders ?? 0,
      refundedOrders: totals?.refundedOrders ?? 0,
      cancelledOrders: totals?.cancelledOrders ?? 0,
      expiredOrders: totals?.expiredOrders ?? 0,
      buyers: totals?.buyers ?? 0,
      salesByDay,
      salesByMonth,
    };
  }

  /** One point per period, zeros where nothing was sold. */
  private async series(period: PeriodKind, keys: string[]): Promise<SalesPoint[]> {
    const { items } = await salesPeriodRows(this.store).find({ filter: { period, key: { $gte: keys[0] ?? '' } }, limit: keys.length });
    const byKey = new Map<string, SalesPeriodRow>(items.map((row) => [row.key, row]));
    return keys.map((key) => {
      const row = byKey.get(key);
      const revenue = row?.revenue ?? 0;
      const refunded = row?.refunded ?? 0;
      return { period: key, label: periodLabel(key), paidOrders: row?.paidOrders ?? 0, revenue, refunded, netRevenue: revenue - refunded };
    });
  }

  async bestSellers({ limit, sortBy }: ParsedQueryOf<'bestSellers'>): Promise<ResponseOf<'bestSellers'>> {
    const [first, second] = sortBy === 'units' ? (['unitsSold', 'revenue'] as const) : (['revenue', 'unitsSold'] as const);
    const { items } = await bestSellerRows(this.store).find({
      filter: { unitsSold: { $gt: 0 } },
      sort: [
        { field: first, direction: 'desc' },
        { field: second, direction: 'desc' },
      ],
      limit,
    });
    return { bestSellers: items.map(({ kind, itemId, title, unitsSold, revenue }) => ({ kind, itemId, title, unitsSold, revenue })) };
  }

  async topCustomers({ limit }: ParsedQueryOf<'topCustomers'>): Promise<ResponseOf<'topCustomers'>> {
    const { items } = await customerRows(this.store).find({
      filter: { totalSpent: { $gt: 0 } },
      sort: [
        { field: 'totalSpent', direction: 'desc' },
        { field: 'lastPaidAt', direction: 'desc' },
      ],
      limit,
    });
    const buyers = orderBuyerRows(this.store);
    const topCustomers = await Promise.all(
      items.map(async ({ id, paidOrders, totalSpent, lastPaidAt }) => {
        const buyer = await buyers.get(id);
        return { buyer: { _id: id, name: buyer?.name ?? null, email: buyer?.email ?? null }, paidOrders, totalSpent, lastPaidAt };
      }),
    );
    return { topCustomers };
  }
}
