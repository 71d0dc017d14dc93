import {
  InstructorSalesReport,
  REPORT_PAYMENT_METHOD_LABELS,
  REPORT_PERIOD_LABELS,
  REVENUE_SOURCE_LABELS,
  RevenueOverTimeReport,
  SalesReport,
} from '@academy/contracts';
import { CsvCell, csvDocument } from './csv';

/**
 * The three reports as the admin downloads them: the same figures as the screens, amounts in whole
 * đồng without separators (so every spreadsheet reads them as numbers), days as `YYYY-MM-DD`.
 */

const REVENUE_HEADER = ['Đơn đã thanh toán', 'Doanh thu gộp (VND)', 'Hoàn tiền (VND)', 'Doanh thu thuần (VND)'];
const revenueCells = (row: { paidOrders: number; grossRevenue: number; refundedAmount: number; revenue: number }): CsvCell[] => [row.paidOrders, row.grossRevenue, row.refundedAmount, row.revenue];
const rangeText = (day: string | null, open: string) => day ?? open;

export function revenueOverTimeCsv(report: RevenueOverTimeReport): string {
  return csvDocument([
    {
      title: `Doanh thu theo thời gian (${REPORT_PERIOD_LABELS[report.period].toLowerCase()}, giờ Việt Nam) từ ${report.fromDate} đến ${report.toDate}`,
      header: ['Kỳ', 'Từ ngày', 'Đến ngày', ...REVENUE_HEADER, 'Hoa hồng affiliate đã trả (VND)'],
      rows: [
        ...report.points.map((point) => [point.key, point.fromDate, point.toDate, ...revenueCells(point), point.commissionPaid]),
        ['Tổng cộng', report.fromDate, report.toDate, ...revenueCells(report.totals), report.totals.commissionPaid],
      ],
    },
  ]);
}

export function salesReportCsv(report: SalesReport): string {
  const itemHeader = ['Số lượt bán', 'Lượt hoàn tiền', 'Doanh thu gộp (VND)', 'Hoàn tiền (VND)', 'Doanh thu thuần (VND)'];
  const itemCells = (item: SalesReport['revenueByToolPlan'][number]): CsvCell[] => [item.unitsSold, item.refundedUnits, item.grossRevenue, item.refundedAmount, item.revenue];
  return csvDocument([
    {
      title: 'Báo cáo bán hàng',
      header: ['Chỉ số', 'Giá trị'],
      rows: [
        ['Từ ngày', rangeText(report.fromDate, 'Từ đầu')],
        ['Đến ngày', rangeText(report.toDate, 'Đến nay')],
        ['Doanh thu gộp (VND)', report.grossRevenue],
        ['Hoàn tiền (VND)', report.refundedAmount],
        ['Tổng doanh thu (VND)', report.totalRevenue],
        ['Đơn đã thanh toán', report.paidOrders],
        ['Đơn đã hoàn tiền', report.refundedOrders],
        ['Hoa hồng affiliate đã trả (VND)', report.totalCommissionPaid],
        ['Số lần chi trả hoa hồng', report.payouts],
        [`Phần của giảng viên (${report.instructorSharePercent} %) (VND)`, report.instructorEarnings],
        ['Lợi nhuận ròng (VND)', report.netProfit],
      ],
    },
    {
      title: 'Doanh thu theo nguồn',
      header: ['Nguồn', ...REVENUE_HEADER],
      rows: report.revenueBySource.map((row) => [REVENUE_SOURCE_LABELS[row.source], ...revenueCells(row)]),
    },
    {
      title: 'Doanh thu theo cách thanh toán',
      header: ['Cách thanh toán', ...REVENUE_HEADER],
      rows: report.revenueByPaymentMethod.map((row) => [REPORT_PAYMENT_METHOD_LABELS[row.method], ...revenueCells(row)]),
    },
    {
      title: 'Doanh thu theo khóa học',
      header: ['Khóa học', 'Mã khóa học', 'Giảng viên', ...itemHeader],
      rows: report.revenueByCourse.map((course) => [course.title, course.itemId, course.instructorName, ...itemCells(course)]),
    },
    {
      title: 'Doanh thu theo gói phần mềm',
      header: ['Gói phần mềm', 'Mã gói', ...itemHeader],
      rows: report.revenueByToolPlan.map((plan) => [plan.title, plan.itemId, ...itemCells(plan)]),
    },
  ]);
}

export function instructorSalesCsv(report: InstructorSalesReport): string {
  const figures = (row: Omit<InstructorSalesReport['totals'], 'instructors'>): CsvCell[] => [row.unitsSold, row.refundedUnits, row.grossSales, row.refundedAmount, row.netSales, row.earnings, row.platformShare];
  return csvDocument([
    {
      title: `Doanh thu theo giảng viên từ ${rangeText(report.fromDate, 'đầu')} đến ${rangeText(report.toDate, 'nay')} (phần giảng viên ${report.sharePercent} %)`,
      header: [
        'Giảng viên',
        'Email',
        'Mã giảng viên',
        'Khóa học đã bán',
        'Số lượt bán',
        'Lượt hoàn tiền',
        'Doanh thu gộp (VND)',
        'Hoàn tiền (VND)',
        'Doanh thu thuần (VND)',
        'Phần giảng viên (VND)',
        'Phần học viện (VND)',
      ],
      rows: [
        ...report.instructors.map((row) => [row.name, row.email, row.instructorId, row.courses, ...figures(row)]),
        ['Tổng cộng', null, null, null, ...figures(report.totals)],
      ],
    },
  ]);
}
