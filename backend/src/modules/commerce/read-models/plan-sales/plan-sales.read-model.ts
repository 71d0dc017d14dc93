import type { ReadStore } from '../../../../platform/read-store/read-store.port';

/** One tool plan that was sold, and how many times. */
export interface PlanSaleRow {
  /** The plan id. */
  id: string;
  /** Paid orders that bought it, refunded ones included: their history still names the plan. */
  soldCount: number;
}

export const PLAN_SALES_COLLECTION = 'commerce_plan_sales';

export const planSaleRows = (store: ReadStore) => store.collection<PlanSaleRow>(PLAN_SALES_COLLECTION);
