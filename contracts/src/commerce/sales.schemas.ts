import { z } from 'zod';
import { dayRange, pageQuery, searchSchema, text, vnd } from '../shared';
import { ORDER_ERRORS } from './order.errors';
import { ORDER_STATUSES, orderSchema } from './order.schemas';
import { SALES_MESSAGES } from './sales.messages';

/** Admin orders: 10 a page (spec part 2 section 9). */
export const ADMIN_ORDERS_PAGE_SIZE = 10;
/** Best sellers and top customers: a short ranking by default, never a dump of every row. */
export const RANKING_DEFAULT_SIZE = 5;
export const RANKING_MAX_SIZE = 50;
/** The charts: the last 30 days by day, the last 12 months by month (Vietnam time). */
export const SALES_CHART_DAYS = 30;
export const SALES_CHART_MONTHS = 12;
export const REFUND_REASON_MAX = 500;

/** `?page&limit&fromDate&toDate&search&status`: both days included; search over code, buyer name and email. */
export const adminOrdersQuerySchema = pageQuery(ADMIN_ORDERS_PAGE_SIZE)
  .extend({
    ...dayRange.fields,
    search: searchSchema,
    status: z.enum(ORDER_STATUSES, SALES_MESSAGES.statusFilterInvalid).optional(),
  })
  .refine(dayRange.inOrder, dayRange.inOrderIssue);
export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;

/** Who bought: named from identity's sealed details; null once the account is deleted. */
export const orderBuyerSchema = z.object({ _id: z.string(), name: z.string().nullable(), email: z.string().nullable() });
export type OrderBuyer = z.infer<typeof orderBuyerSchema>;

/** bank_transfer: the admin sent the money back; wallet: credited to the buyer's wallet (always, for an order paid from it). */
export const REFUND_METHODS = ['bank_transfer', 'wallet'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export const orderRefundSchema = z.object({
  reason: z.string(),
  /** The money path. */
  method: z.enum(REFUND_METHODS),
  /** The admin's uid. */
  by: z.string(),
  at: z.string(),
});

/** An order as an admin sees it: the buyer's order plus who bought it and how it ended. */
export const adminOrderSchema = orderSchema.extend({
  buyer: orderBuyerSchema,
  /** Who cancelled it, when it was cancelled. */
  cancelledBy: z.enum(['buyer', 'admin']).nullable(),
  refund: orderRefundSchema.nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** The spec's list shape for admin orders (part 2 section 3). */
export const adminOrdersResponseSchema = z.object({
  orders: z.array(adminOrderSchema),
  totalItems: z.number().int(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponseSchema>;

export const adminOrderChangedResponseSchema = z.object({ message: z.string(), order: adminOrderSchema });

export const refundOrderRequestSchema = z.object({
  reason: text({ max: REFUND_REASON_MAX, required: ORDER_ERRORS.ORDER_REFUND_REASON_REQUIRED, tooLong: SALES_MESSAGES.refundReasonTooLong, multiline: true }),
  method: z.enum(REFUND_METHODS, SALES_MESSAGES.refundMethodInvalid).default('bank_transfer'),
});
export type RefundOrderRequest = z.input<typeof refundOrderRequestSchema>;

/** One bar of a sales chart: a day (`2026-12-01`) or a month (`2026-12`) in Vietnam time. */
export const salesPointSchema = z.object({
  period: z.string(),
  /** `01/12` for a day, `12/2026` for a month. */
  label: z.string(),
  paidOrders: z.number().int(),
  /** Paid totals received that day or month. */
  revenue: vnd(),
  /** Refunds sent back that day or month. */
  refunded: vnd(),
  /** revenue − refunded: negative on a day with more refunds than sales. */
  netRevenue: z.number().int(),
});
export type SalesPoint = z.infer<typeof salesPointSchema>;

/** The stat cards of /admin/orders and the sales over time. */
export const salesStatsResponseSchema = z.object({
  /** Paid totals net of refunds, whole VND. */
  totalRevenue: z.number().int(),
  grossRevenue: vnd(),
  refundedAmount: vnd(),
  /** Orders paid and not refunded. */
  paidOrders: z.number().int(),
  pendingOrders: z.number().int(),
  refundedOrders: z.number().int(),
  cancelledOrders: z.number().int(),
  expiredOrders: z.number().int(),
  /** People who paid at least one order (a refund does not un-count them). */
  buyers: z.number().int(),
  salesByDay: z.array(salesPointSchema),
  salesByMonth: z.array(salesPointSchema),
});
export type SalesStatsResponse = z.infer<typeof salesStatsResponseSchema>;

const rankingLimit = z.coerce
  .number(SALES_MESSAGES.rankingLimitInvalid)
  .int(SALES_MESSAGES.rankingLimitInvalid)
  .min(1, SALES_MESSAGES.rankingLimitInvalid)
  .max(RANKING_MAX_SIZE, SALES_MESSAGES.rankingLimitInvalid)
  .default(RANKING_DEFAULT_SIZE);

export const bestSellersQuerySchema = z.object({
  limit: rankingLimit,
  sortBy: z.enum(['units', 'revenue'], SALES_MESSAGES.sortInvalid).default('units'),
});

/** A course or tool plan ranked by units sold (net of refunds) and the revenue its share of the paid totals brought. */
export const bestSellerSchema = z.object({
  kind: z.enum(['course', 'tool_plan']),
  itemId: z.string(),
  title: z.string(),
  unitsSold: z.number().int(),
  revenue: z.number().int(),
});
export type BestSeller = z.infer<typeof bestSellerSchema>;
export const bestSellersResponseSchema = z.object({ bestSellers: z.array(bestSellerSchema) });

export const topCustomersQuerySchema = z.object({ limit: rankingLimit });
export const topCustomerSchema = z.object({
  buyer: orderBuyerSchema,
  paidOrders: z.number().int(),
  /** What they paid, net of refunds. */
  totalSpent: z.number().int(),
  lastPaidAt: z.string(),
});
export type TopCustomer = z.infer<typeof topCustomerSchema>;
export const topCustomersResponseSchema = z.object({ topCustomers: z.array(topCustomerSchema) });

/** Sales of one instructor: gross is the courses' share of the paid totals, earnings the instructor's part of it. */
const instructorFigures = {
  unitsSold: z.number().int(),
  grossSales: z.number().int(),
  earnings: z.number().int(),
};

export const earningsPointSchema = z.object({ period: z.string(), label: z.string(), ...instructorFigures });
export type EarningsPoint = z.infer<typeof earningsPointSchema>;

export const courseSalesSchema = z.object({ courseId: z.string(), title: z.string(), ...instructorFigures, refundedUnits: z.number().int() });
export type CourseSales = z.infer<typeof courseSalesSchema>;

/** /instructor/earnings: totals, every course sold, and the sales by day and by month. */
export const earningsStatsResponseSchema = z.object({
  /** The instructor's share of each sale, in percent (configuration, docs/decisions.md). */
  sharePercent: z.number().int(),
  totals: z.object({ ...instructorFigures, refundedUnits: z.number().int(), students: z.number().int() }),
  courses: z.array(courseSalesSchema),
  salesByDay: z.array(earningsPointSchema),
  salesByMonth: z.array(earningsPointSchema),
});
export type EarningsStatsResponse = z.infer<typeof earningsStatsResponseSchema>;

/** /instructor/dashboard: the headline figures, this month, the best courses and the last 30 days. */
export const dashboardStatsResponseSchema = z.object({
  sharePercent: z.number().int(),
  totals: z.object({ ...instructorFigures, students: z.number().int() }),
  thisMonth: z.object(instructorFigures),
  topCourses: z.array(courseSalesSchema),
  salesByDay: z.array(earningsPointSchema),
});
export type DashboardStatsResponse = z.infer<typeof dashboardStatsResponseSchema>;
