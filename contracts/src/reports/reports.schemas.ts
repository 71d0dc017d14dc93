import { z } from 'zod';
import { dayRange, vnd } from '../shared';
import { REPORTS_MESSAGES } from './reports.messages';

/** The buckets of the revenue chart: Vietnam days, weeks from Monday, months and years. */
export const REPORT_PERIODS = ['day', 'week', 'month', 'year'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** Without a range, the chart ends with the bucket holding today and shows this many. */
export const REPORT_DEFAULT_BUCKETS: Record<ReportPeriod, number> = { day: 30, week: 12, month: 12, year: 5 };
/** At most this many buckets in one chart or export (a year of days). */
export const REPORT_MAX_BUCKETS = 366;

/** `?fromDate&toDate`: Vietnam days, both included, both optional (no range: all time). */
export const reportRangeQuerySchema = z.object({ ...dayRange.fields }).refine(dayRange.inOrder, dayRange.inOrderIssue);
export type ReportRangeQuery = z.input<typeof reportRangeQuerySchema>;

/** `?period&fromDate&toDate`: the period defaults to days. */
export const revenueOverTimeQuerySchema = z
  .object({ period: z.enum(REPORT_PERIODS, REPORTS_MESSAGES.periodInvalid).default('day'), ...dayRange.fields })
  .refine(dayRange.inOrder, dayRange.inOrderIssue);
export type RevenueOverTimeQuery = z.input<typeof revenueOverTimeQuerySchema>;

/**
 * Money in and out over some days. Revenue is what paid orders brought (the discount already off),
 * net of refunds: a payment counts on the Vietnam day it was paid, a refund on the day it was sent
 * back, so a day of refunds may be negative.
 */
const revenueFigures = {
  /** Orders paid in the span (a later refund does not un-count them). */
  paidOrders: z.number().int(),
  grossRevenue: vnd(),
  refundedAmount: vnd(),
  /** grossRevenue − refundedAmount. */
  revenue: z.number().int(),
};

/** One bar of the revenue chart: the days of its bucket that lie in the range. */
export const revenuePointSchema = z.object({
  /** `2026-05-04` (a day, or the Monday of a week), `2026-05` (a month), `2026` (a year). */
  key: z.string(),
  /** `04/05`, `04/05` (the week's Monday), `05/2026`, `2026`. */
  label: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  ...revenueFigures,
  /** Affiliate payouts recorded in the span (a failed payout never counts). */
  commissionPaid: z.number().int(),
});
export type RevenuePoint = z.infer<typeof revenuePointSchema>;

export const revenueOverTimeResponseSchema = z.object({
  period: z.enum(REPORT_PERIODS),
  /** The range the chart covers, as resolved (the defaults filled in). */
  fromDate: z.string(),
  toDate: z.string(),
  points: z.array(revenuePointSchema),
  totals: z.object({ ...revenueFigures, commissionPaid: z.number().int() }),
});
export type RevenueOverTimeReport = z.infer<typeof revenueOverTimeResponseSchema>;

/** direct: no affiliate was credited for the sale; affiliate: an affiliate earned a direct commission on it. */
export const REVENUE_SOURCES = ['direct', 'affiliate'] as const;
export type RevenueSource = (typeof REVENUE_SOURCES)[number];
export const REPORT_PAYMENT_METHODS = ['bank_transfer', 'wallet', 'free'] as const;
export type ReportPaymentMethod = (typeof REPORT_PAYMENT_METHODS)[number];

export const revenueBySourceSchema = z.object({ source: z.enum(REVENUE_SOURCES), ...revenueFigures });
export type RevenueBySource = z.infer<typeof revenueBySourceSchema>;
export const revenueByPaymentMethodSchema = z.object({ method: z.enum(REPORT_PAYMENT_METHODS), ...revenueFigures });
export type RevenueByPaymentMethod = z.infer<typeof revenueByPaymentMethodSchema>;

/** A course or tool plan: its share of each paid total (the order's discount spread by price), refunds taken back. */
const itemFigures = {
  itemId: z.string(),
  /** The title when it first sold. */
  title: z.string(),
  unitsSold: z.number().int(),
  refundedUnits: z.number().int(),
  grossRevenue: vnd(),
  refundedAmount: vnd(),
  revenue: z.number().int(),
};
export const courseRevenueSchema = z.object({
  ...itemFigures,
  instructorId: z.string(),
  /** Null once the instructor's account is deleted. */
  instructorName: z.string().nullable(),
});
export type CourseRevenue = z.infer<typeof courseRevenueSchema>;
export const toolPlanRevenueSchema = z.object(itemFigures);
export type ToolPlanRevenue = z.infer<typeof toolPlanRevenueSchema>;

/** /admin/reports/sales: the spec's five fields (part 2 section 3) and what they are made of. */
export const salesReportResponseSchema = z.object({
  /** The range asked for; null: from the first sale, or up to today. */
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
  /** Paid totals net of refunds. */
  totalRevenue: z.number().int(),
  grossRevenue: vnd(),
  refundedAmount: vnd(),
  paidOrders: z.number().int(),
  refundedOrders: z.number().int(),
  /** Affiliate payouts recorded in the range, less those that failed. */
  totalCommissionPaid: z.number().int(),
  payouts: z.number().int(),
  /** The instructors' share of their courses' revenue (configuration, docs/decisions.md "Sales"). */
  instructorSharePercent: z.number().int(),
  instructorEarnings: z.number().int(),
  /** totalRevenue − totalCommissionPaid − instructorEarnings: what the academy keeps. */
  netProfit: z.number().int(),
  /** Highest revenue first. */
  revenueByCourse: z.array(courseRevenueSchema),
  revenueByToolPlan: z.array(toolPlanRevenueSchema),
  revenueBySource: z.array(revenueBySourceSchema),
  revenueByPaymentMethod: z.array(revenueByPaymentMethodSchema),
});
export type SalesReport = z.infer<typeof salesReportResponseSchema>;

/** One instructor's course sales; gross is the courses' share of the paid totals. */
const instructorFigures = {
  unitsSold: z.number().int(),
  refundedUnits: z.number().int(),
  grossSales: vnd(),
  refundedAmount: vnd(),
  /** grossSales − refundedAmount. */
  netSales: z.number().int(),
  /** The configured share of netSales, rounded toward zero to whole đồng. */
  earnings: z.number().int(),
  /** netSales − earnings. */
  platformShare: z.number().int(),
};
export const instructorSalesSchema = z.object({
  instructorId: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  /** Courses of theirs sold in the range. */
  courses: z.number().int(),
  ...instructorFigures,
});
export type InstructorSales = z.infer<typeof instructorSalesSchema>;

export const instructorSalesResponseSchema = z.object({
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
  sharePercent: z.number().int(),
  /** Sums of the rows (earnings too: each instructor's is rounded on its own). */
  totals: z.object({ instructors: z.number().int(), ...instructorFigures }),
  /** Highest net sales first. */
  instructors: z.array(instructorSalesSchema),
});
export type InstructorSalesReport = z.infer<typeof instructorSalesResponseSchema>;

/** A report as a spreadsheet: UTF-8 with a BOM, `;` between cells, CRLF lines. */
export const reportCsvSchema = z.unknown().describe('Tệp CSV (text/csv, UTF-8 có BOM, phân cách bằng dấu chấm phẩy)');

export type ReportName = 'revenue-over-time' | 'sales' | 'instructor-sales';
const REPORT_FILE_PREFIX: Record<ReportName, string> = {
  'revenue-over-time': 'doanh-thu-theo-thoi-gian',
  sales: 'bao-cao-ban-hang',
  'instructor-sales': 'doanh-thu-giang-vien',
};

/** `bao-cao-ban-hang_2026-05-01_2026-05-31.csv`; `tat-ca` for an open bound. */
export function reportCsvFileName(report: ReportName, range: { fromDate?: string | null; toDate?: string | null }, period?: ReportPeriod): string {
  const parts = [REPORT_FILE_PREFIX[report], ...(period ? [period] : []), range.fromDate || 'tat-ca', range.toDate || 'nay'];
  return `${parts.join('_')}.csv`;
}
