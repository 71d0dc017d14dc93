import type { OrderStatus } from '@academy/contracts';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import type { PeriodKind } from '../sales-periods';

/**
 * The shop's running totals: one document (`id: 'all'`), every field kept with guarded increments
 * (`appliedBy`, docs/decisions.md "Read models: counting exactly under replay").
 */
export interface SalesTotalsRow {
  id: string;
  /** Paid totals received, whole VND; refunds are counted apart. */
  grossRevenue: number;
  refundedAmount: number;
  /** Orders paid and not refunded. */
  paidOrders: number;
  pendingOrders: number;
  refundedOrders: number;
  cancelledOrders: number;
  expiredOrders: number;
  /** People with at least one paid order (their first one counts them; a refund does not un-count). */
  buyers: number;
}

export const SALES_TOTALS_COLLECTION = 'commerce_sales_totals';
export const SALES_TOTALS_ID = 'all';
export const salesTotalsRows = (store: ReadStore) => store.collection<SalesTotalsRow>(SALES_TOTALS_COLLECTION);

/** One day or month of sales (Vietnam time): payments counted on the day paid, refunds on the day refunded. */
export interface SalesPeriodRow {
  /** `day:2026-12-01` or `month:2026-12`. */
  id: string;
  period: PeriodKind;
  key: string;
  paidOrders: number;
  revenue: number;
  refunded: number;
}

export const SALES_PERIODS_COLLECTION = 'commerce_sales_periods';
export const salesPeriodRows = (store: ReadStore) =>
  store.collection<SalesPeriodRow>(SALES_PERIODS_COLLECTION, { present: ['period', 'key'], indexes: [['period', 'key']] });

/** A course or tool plan as sold: units net of refunds, and the revenue its share of each paid total brought. */
export interface BestSellerRow {
  /** `course:<courseId>` or `tool_plan:<toolPlanId>`. */
  id: string;
  kind: 'course' | 'tool_plan';
  itemId: string;
  /** The title when it was first sold. */
  title: string;
  unitsSold: number;
  revenue: number;
}

export const BEST_SELLERS_COLLECTION = 'commerce_best_sellers';
export const bestSellerRows = (store: ReadStore) =>
  store.collection<BestSellerRow>(BEST_SELLERS_COLLECTION, {
    present: ['unitsSold', 'revenue'],
    indexes: [
      [{ field: 'unitsSold', direction: 'desc' }, { field: 'revenue', direction: 'desc' }],
      [{ field: 'revenue', direction: 'desc' }, { field: 'unitsSold', direction: 'desc' }],
    ],
  });

/** What one buyer paid, net of refunds; named at reading time from the admin orders' buyers. */
export interface CustomerRow {
  /** The buyer's uid. */
  id: string;
  paidOrders: number;
  totalSpent: number;
  lastPaidAt: string;
  /** The order that first paid: the one that counts the person among the shop's buyers. */
  firstPaidOrderId: string;
}

export const CUSTOMERS_COLLECTION = 'commerce_customers';
export const customerRows = (store: ReadStore) =>
  store.collection<CustomerRow>(CUSTOMERS_COLLECTION, {
    present: ['totalSpent', 'lastPaidAt'],
    indexes: [[{ field: 'totalSpent', direction: 'desc' }, { field: 'lastPaidAt', direction: 'desc' }]],
  });

/**
 * Where each order stands, so an event knows which counter it moves the order out of: an admin may
 * accept a late transfer, paying an order that had expired or was cancelled.
 */
export interface SalesOrderStatusRow {
  /** The order id. */
  id: string;
  status: OrderStatus;
}

export const SALES_ORDER_STATUSES_COLLECTION = 'commerce_sales_order_statuses';
export const salesOrderStatusRows = (store: ReadStore) => store.collection<SalesOrderStatusRow>(SALES_ORDER_STATUSES_COLLECTION);
