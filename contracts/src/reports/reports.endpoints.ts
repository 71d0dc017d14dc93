import { endpoint, Endpoint } from '../shared';
import {
  instructorSalesResponseSchema,
  reportCsvSchema,
  reportRangeQuerySchema,
  revenueOverTimeQuerySchema,
  revenueOverTimeResponseSchema,
  salesReportResponseSchema,
} from './reports.schemas';

/**
 * The admin's reports (spec part 2 section 7, "Reports") and their CSV exports: the same query,
 * answered as a spreadsheet under `/export`. The literal `/export` paths sit beside, never below,
 * a parameter, so no route shadows another.
 */
export const reportsEndpoints = {
  revenueOverTimeReport: endpoint({
    method: 'get',
    path: '/admin/reports/revenue-over-time',
    access: 'admin',
    tag: 'reports',
    summary: 'Doanh thu theo thời gian (theo ngày, tuần, tháng hoặc năm, giờ Việt Nam): đơn đã thanh toán, hoàn tiền, hoa hồng đã trả',
    query: revenueOverTimeQuerySchema,
    response: revenueOverTimeResponseSchema,
  }),
  salesReport: endpoint({
    method: 'get',
    path: '/admin/reports/sales',
    access: 'admin',
    tag: 'reports',
    summary: 'Báo cáo bán hàng: doanh thu, hoa hồng đã trả, lợi nhuận ròng, doanh thu theo khóa học, theo nguồn và theo cách thanh toán',
    query: reportRangeQuerySchema,
    response: salesReportResponseSchema,
  }),
  instructorSalesReport: endpoint({
    method: 'get',
    path: '/admin/reports/instructor-sales',
    access: 'admin',
    tag: 'reports',
    summary: 'Doanh thu theo giảng viên: số lượt bán, hoàn tiền, doanh thu thuần, phần của giảng viên và của học viện',
    query: reportRangeQuerySchema,
    response: instructorSalesResponseSchema,
  }),
  revenueOverTimeCsv: endpoint({
    method: 'get',
    path: '/admin/reports/revenue-over-time/export',
    access: 'admin',
    tag: 'reports',
    summary: 'Xuất doanh thu theo thời gian ra tệp CSV',
    query: revenueOverTimeQuerySchema,
    response: reportCsvSchema,
  }),
  salesReportCsv: endpoint({
    method: 'get',
    path: '/admin/reports/sales/export',
    access: 'admin',
    tag: 'reports',
    summary: 'Xuất báo cáo bán hàng ra tệp CSV',
    query: reportRangeQuerySchema,
    response: reportCsvSchema,
  }),
  instructorSalesCsv: endpoint({
    method: 'get',
    path: '/admin/reports/instructor-sales/export',
    access: 'admin',
    tag: 'reports',
    summary: 'Xuất doanh thu theo giảng viên ra tệp CSV',
    query: reportRangeQuerySchema,
    response: reportCsvSchema,
  }),
} satisfies Record<string, Endpoint>;
