import type { ReportPaymentMethod } from '@academy/contracts';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import { namedPeople } from '../../../identity';

/**
 * Counters kept twice: once for all time (`scope: 'all'`, answering a report without a range at
 * the cost of one read) and once per Vietnam day (`scope: 'day'`, summed over a range). Every
 * figure moves by guarded increments (docs/decisions.md "Read models: counting exactly under replay").
 */
export type CounterScope = 'all' | 'day';
export const ALL_TIME = 'all';

/** The prefix of a payment method's three counters (`bankTransferOrders`, `walletGross`, …). */
export const METHOD_FIELD: Record<ReportPaymentMethod, 'bankTransfer' | 'wallet' | 'free'> = { bank_transfer: 'bankTransfer', wallet: 'wallet', free: 'free' };

type MethodCounters = {
  [M in (typeof METHOD_FIELD)[ReportPaymentMethod] as `${M}Orders` | `${M}Gross` | `${M}Refunded`]: number;
};

/**
 * The shop's money on one day (or all time): payments on the day paid, refunds on the day sent
 * back, affiliate payouts on the day recorded (a failed one taken back from that same day).
 */
export interface SalesDayRow extends MethodCounters {
  /** `all`, or the day `2026-12-01`. */
  id: string;
  scope: CounterScope;
  /** The day, or `all`. */
  day: string;
  paidOrders: number;
  grossRevenue: number;
  refundedOrders: number;
  refundedAmount: number;
  /** Sales an affiliate was credited a direct commission on: moved here from direct when the credit comes. */
  affiliateOrders: number;
  affiliateGross: number;
  affiliateRefunded: number;
  commissionPaid: number;
  payouts: number;
}

export const SALES_DAYS_COLLECTION = 'reports_sales_days';
export const salesDayRows = (store: ReadStore) => store.collection<SalesDayRow>(SALES_DAYS_COLLECTION, { present: ['scope', 'day'], indexes: [['scope', 'day']] });

export function salesDaySeed(scope: CounterScope, day: string): SalesDayRow {
  return {
    id: scope === 'all' ? ALL_TIME : day,
    scope,
    day: scope === 'all' ? ALL_TIME : day,
    paidOrders: 0,
    grossRevenue: 0,
    refundedOrders: 0,
    refundedAmount: 0,
    affiliateOrders: 0,
    affiliateGross: 0,
    affiliateRefunded: 0,
    bankTransferOrders: 0,
    bankTransferGross: 0,
    bankTransferRefunded: 0,
    walletOrders: 0,
    walletGross: 0,
    walletRefunded: 0,
    freeOrders: 0,
    freeGross: 0,
    freeRefunded: 0,
    commissionPaid: 0,
    payouts: 0,
  };
}

/** A course or tool plan on one day (or all time): units and its share of each paid total, refunds apart. */
export interface ItemSalesRow {
  /** `<day or all>:<kind>:<itemId>`. */
  id: string;
  scope: CounterScope;
  day: string;
  kind: 'course' | 'tool_plan';
  itemId: string;
  /** The title when it first sold (that day). */
  title: string;
  /** The course's author as the order recorded it; null for a tool plan. */
  instructorId: string | null;
  unitsSold: number;
  grossRevenue: number;
  refundedUnits: number;
  refundedAmount: number;
}

export const ITEM_SALES_COLLECTION = 'reports_item_sales';
export const itemSalesRows = (store: ReadStore) => store.collection<ItemSalesRow>(ITEM_SALES_COLLECTION, { present: ['scope', 'day', 'kind', 'itemId'], indexes: [['scope', 'day']] });

export function itemSalesSeed(scope: CounterScope, day: string, item: { kind: ItemSalesRow['kind']; itemId: string; title: string; instructorId: string | null }): ItemSalesRow {
  const on = scope === 'all' ? ALL_TIME : day;
  return { id: `${on}:${item.kind}:${item.itemId}`, scope, day: on, ...item, unitsSold: 0, grossRevenue: 0, refundedUnits: 0, refundedAmount: 0 };
}

/**
 * What the report remembers of each paid order, so a later refund or affiliate credit knows the
 * day, amount and payment method it moves.
 */
export interface ReportOrderRow {
  /** The order id. */
  id: string;
  paidDay: string;
  paidAmount: number;
  paymentMethod: ReportPaymentMethod;
  refundedDay: string | null;
  refundedAmount: number;
  viaAffiliate: boolean;
}

export const REPORT_ORDERS_COLLECTION = 'reports_orders';
export const reportOrderRows = (store: ReadStore) => store.collection<ReportOrderRow>(REPORT_ORDERS_COLLECTION);

/** Each recorded payout's day and amount, so a failure takes it back from the day it was counted on. */
export interface ReportPayoutRow {
  /** The payout id. */
  id: string;
  day: string;
  amount: number;
  failed: boolean;
}

export const REPORT_PAYOUTS_COLLECTION = 'reports_payouts';
export const reportPayoutRows = (store: ReadStore) => store.collection<ReportPayoutRow>(REPORT_PAYOUTS_COLLECTION);

/**
 * The instructors the reports name, from identity's sealed details: opened once their course first
 * sells, read by the query (nothing else holds their name, so a rename or deletion needs no copy).
 */
export const reportPeople = namedPeople('reports_people', async () => undefined);
