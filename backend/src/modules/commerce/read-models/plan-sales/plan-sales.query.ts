import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import type { PlanSales } from '../../../catalogue';
import { planSaleRows } from './plan-sales.read-model';

/** The catalogue's `PLAN_SALES` port: how often each plan was sold, from commerce's paid orders. */
@Injectable()
export class PlanSalesQuery implements PlanSales {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async soldCountsOf(planIds: readonly string[]): Promise<Map<string, number>> {
    if (planIds.length === 0) return new Map();
    const { items } = await planSaleRows(this.store).find({ filter: { id: { $in: [...planIds] } }, limit: planIds.length });
    return new Map(items.map((row) => [row.id, row.soldCount]));
  }
}
