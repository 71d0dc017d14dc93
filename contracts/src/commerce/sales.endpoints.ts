import { endpoint, Endpoint } from '../shared';
import {
  adminOrderChangedResponseSchema,
  adminOrderSchema,
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  bestSellersQuerySchema,
  bestSellersResponseSchema,
  dashboardStatsResponseSchema,
  earningsStatsResponseSchema,
  refundOrderRequestSchema,
  salesStatsResponseSchema,
  topCustomersQuerySchema,
  topCustomersResponseSchema,
} from './sales.schemas';

/**
 * Admin orders and sales statistics (spec part 2 section 7, /admin/orders), and the instructor's
 * earnings and dashboard (`me/earnings-stats`, `me/dashboard-stats`, under /instructor like the
 * instructor's other calls). The literal `/admin/orders/…` routes are served before `/admin/orders/:id`.
 */
export const salesEndpoints = {
  salesStats: endpoint({
    method: 'get',
    path: '/admin/orders/stats',
    access: 'admin',
    tag: 'commerce',
    summary: 'Thống kê doanh thu: doanh thu thuần, đơn đã thanh toán, đang chờ, người mua; theo ngày và theo tháng',
    response: salesStatsResponseSchema,
  }),
  bestSellers: endpoint({
    method: 'get',
    path: '/admin/orders/best-sellers',
    access: 'admin',
    tag: 'commerce',
    summary: 'Khóa học và gói phần mềm bán chạy (theo số lượng hoặc doanh thu)',
    query: bestSellersQuerySchema,
    response: bestSellersResponseSchema,
  }),
  topCustomers: endpoint({
    method: 'get',
    path: '/admin/orders/top-customers',
    access: 'admin',
    tag: 'commerce',
    summary: 'Khách hàng chi tiêu nhiều nhất',
    query: topCustomersQuerySchema,
    response: topCustomersResponseSchema,
  }),
  adminListOrders: endpoint({
    method: 'get',
    path: '/admin/orders',
    access: 'admin',
    tag: 'commerce',
    summary: 'Mọi đơn hàng, mới nhất trước (lọc theo ngày, trạng thái; tìm theo mã, tên, email người mua)',
    query: adminOrdersQuerySchema,
    response: adminOrdersResponseSchema,
  }),
  adminGetOrder: endpoint({
    method: 'get',
    path: '/admin/orders/:id',
    access: 'admin',
    tag: 'commerce',
    summary: 'Chi tiết đơn hàng',
    response: adminOrderSchema,
  }),
  adminCancelOrder: endpoint({
    method: 'post',
    path: '/admin/orders/:id/cancel',
    access: 'admin',
    tag: 'commerce',
    summary: 'Hủy đơn hàng chưa thanh toán',
    response: adminOrderChangedResponseSchema,
  }),
  adminRefundOrder: endpoint({
    method: 'post',
    path: '/admin/orders/:id/refund',
    access: 'admin',
    tag: 'commerce',
    summary: 'Hoàn tiền đơn hàng đã thanh toán (lý do bắt buộc; tiền hoàn qua chuyển khoản ngân hàng)',
    body: refundOrderRequestSchema,
    response: adminOrderChangedResponseSchema,
  }),
  instructorEarningsStats: endpoint({
    method: 'get',
    path: '/instructor/me/earnings-stats',
    access: 'user',
    tag: 'commerce',
    summary: 'Doanh thu của giảng viên: tổng, theo khóa học, theo ngày và theo tháng',
    response: earningsStatsResponseSchema,
  }),
  instructorDashboardStats: endpoint({
    method: 'get',
    path: '/instructor/me/dashboard-stats',
    access: 'user',
    tag: 'commerce',
    summary: 'Bảng điều khiển giảng viên: doanh thu, học viên, tháng này, khóa học bán chạy',
    response: dashboardStatsResponseSchema,
  }),
} satisfies Record<string, Endpoint>;
