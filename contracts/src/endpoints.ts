import { z } from 'zod';
import {
  listContactSubmissionsQuerySchema,
  listContactSubmissionsResponseSchema,
  submitContactRequestSchema,
  submitContactResponseSchema,
  updateContactStatusRequestSchema,
  updateContactStatusResponseSchema,
} from './contact';
import { healthReportSchema, healthResponseSchema } from './health';
import {
  listFailedJobsQuerySchema,
  listFailedJobsResponseSchema,
  listProjectionsResponseSchema,
  parkEventRequestSchema,
  parkEventResponseSchema,
  retryFailedJobResponseSchema,
} from './jobs';
import {
  changeAffiliateLevelRequestSchema,
  changeRoleRequestSchema,
  createUserRequestSchema,
  deleteUserResponseSchema,
  ensureUserProfileResponseSchema,
  listUsersQuerySchema,
  listUsersResponseSchema,
  messageResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  registrationsQuerySchema,
  registrationsResponseSchema,
  sendResetPasswordRequestSchema,
  toggleDisableRequestSchema,
  toggleDisableResponseSchema,
  updateProfileRequestSchema,
  updateProfileResponseSchema,
  userDetailsResponseSchema,
  userMessageResponseSchema,
  userProfileSchema,
  userStatsResponseSchema,
} from './identity';
import {
  listNotificationsResponseSchema,
  markAllNotificationsReadResponseSchema,
  markNotificationReadResponseSchema,
} from './notifications';
import { pageQuerySchema } from './pagination';
import { publicConfigSchema } from './public-config';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
/**
 * public: anyone. token: a valid Firebase ID token, profile not needed yet (first sign-in).
 * user: a signed-in user with a profile and an enabled account. verified: such a user whose email is
 * verified (the token says so): buying, the affiliate programme, learning. admin: a user whose role is admin.
 */
export type Access = 'public' | 'token' | 'user' | 'verified' | 'admin';

/** One API endpoint: the backend validates with these schemas and the OpenAPI document lists them. */
export interface Endpoint<
  Body extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Below the `/api` base path, with `:param` segments. */
  path: string;
  access: Access;
  summary: string;
  tag: string;
  body?: Body;
  query?: Query;
  response: Response;
  /**
   * Accepts an `Idempotency-Key` header: a retry with the same key and body replays the first
   * answer instead of acting twice (orders, payments, sign-up, the contact form).
   */
  idempotent?: boolean;
}

function endpoint<B extends z.ZodType, Q extends z.ZodType, R extends z.ZodType>(e: Endpoint<B, Q, R>) {
  return e;
}

export const endpoints = {
  health: endpoint({
    method: 'get',
    path: '/health',
    access: 'public',
    tag: 'platform',
    summary: 'Trạng thái của API: ok, hoặc degraded (503) khi một phụ thuộc không hoạt động',
    response: healthResponseSchema,
  }),
  adminHealth: endpoint({
    method: 'get',
    path: '/admin/health',
    access: 'admin',
    tag: 'platform',
    summary: 'Trạng thái chi tiết của từng phụ thuộc, kèm lỗi của phụ thuộc không hoạt động',
    response: healthReportSchema,
  }),
  publicConfig: endpoint({
    method: 'get',
    path: '/public-config',
    access: 'public',
    tag: 'platform',
    summary: 'Cấu hình công khai cho ứng dụng web (Firebase)',
    response: publicConfigSchema,
  }),
  register: endpoint({
    method: 'post',
    path: '/auth/register',
    access: 'public',
    tag: 'identity',
    summary: 'Đăng ký tài khoản bằng email và mật khẩu',
    body: registerRequestSchema,
    response: registerResponseSchema,
    idempotent: true,
  }),
  ensureUserProfile: endpoint({
    method: 'post',
    path: '/auth/ensure-user-profile',
    access: 'token',
    tag: 'identity',
    summary: 'Tạo hồ sơ cho lần đăng nhập đầu (Google, Facebook) và đồng bộ trạng thái xác thực email',
    response: ensureUserProfileResponseSchema,
  }),
  myProfile: endpoint({
    method: 'get',
    path: '/users/profile',
    access: 'user',
    tag: 'identity',
    summary: 'Hồ sơ của người dùng đang đăng nhập',
    response: userProfileSchema,
  }),
  updateMyProfile: endpoint({
    method: 'put',
    path: '/users/profile',
    access: 'user',
    tag: 'identity',
    summary: 'Cập nhật hồ sơ',
    body: updateProfileRequestSchema,
    response: updateProfileResponseSchema,
  }),
  myNotifications: endpoint({
    method: 'get',
    path: '/notifications/me',
    access: 'user',
    tag: 'notifications',
    summary: 'Thông báo của tôi (mới nhất trước) và số chưa đọc',
    query: pageQuerySchema,
    response: listNotificationsResponseSchema,
  }),
  markNotificationRead: endpoint({
    method: 'patch',
    path: '/notifications/:id/read',
    access: 'user',
    tag: 'notifications',
    summary: 'Đánh dấu một thông báo đã đọc',
    response: markNotificationReadResponseSchema,
  }),
  markAllNotificationsRead: endpoint({
    method: 'patch',
    path: '/notifications/me/mark-all-read',
    access: 'user',
    tag: 'notifications',
    summary: 'Đánh dấu tất cả thông báo đã đọc',
    response: markAllNotificationsReadResponseSchema,
  }),
  listUsers: endpoint({
    method: 'get',
    path: '/admin/users',
    access: 'admin',
    tag: 'admin-users',
    summary: 'Danh sách người dùng (lọc vai trò, tìm kiếm, trạng thái xác thực)',
    query: listUsersQuerySchema,
    response: listUsersResponseSchema,
  }),
  createUser: endpoint({
    method: 'post',
    path: '/admin/users/create',
    access: 'admin',
    tag: 'admin-users',
    summary: 'Tạo người dùng',
    body: createUserRequestSchema,
    response: userMessageResponseSchema,
  }),
  userDetails: endpoint({
    method: 'get',
    path: '/admin/users/:id/details',
    access: 'admin',
    tag: 'admin-users',
    summary: 'Chi tiết người dùng và lịch sử tài khoản',
    response: userDetailsResponseSchema,
  }),
  changeUserRole: endpoint({
    method: 'put',
    path: '/admin/users/:id/role',
    access: 'admin',
    tag: 'admin-users',
    summary: 'Đổi vai trò',
    body: changeRoleRequestSchema,
    response: userMessageResponseSchema,
  }),
  changeAffiliateLevel: endpoint({
    method: 'put',
    path: '/admin/users/:id/affiliate-level',
    access: 'admin',
    tag: 'admin-users',
    summary: 'Đổi cấp độ affiliate',
    body: changeAffiliateLevelRequestSchema,
    response: userMessageResponseSchema,
  }),
  toggleUserDisabled: endpoint({
    method: 'put',
    path: '/admin/users/:id/toggle-disable',
    access: 'admin',
    tag: 'admin-users',
    summary: 'Khoá hoặc mở khoá tài khoản',
    body: toggleDisableRequestSchema,
    response: toggleDisableResponseSchema,
  }),
  sendUserPasswordReset: endpoint({
    method: 'post',
    path: '/admin/users/:id/send-reset-password',
    access: 'admin',
    tag: 'admin-users',
    summary: 'Gửi email đặt lại mật khẩu',
    body: sendResetPasswordRequestSchema,
    response: messageResponseSchema,
  }),
  deleteUser: endpoint({
    method: 'delete',
    path: '/admin/users/:id',
    access: 'admin',
    tag: 'admin-users',
    summary: 'Xóa người dùng và dữ liệu cá nhân',
    response: deleteUserResponseSchema,
  }),
  userStats: endpoint({
    method: 'get',
    path: '/admin/stats/users',
    access: 'admin',
    tag: 'admin-users',
    summary: 'Thống kê người dùng',
    response: userStatsResponseSchema,
  }),
  registrationsOverTime: endpoint({
    method: 'get',
    path: '/admin/stats/registrations-over-time',
    access: 'admin',
    tag: 'admin-users',
    summary: 'Số đăng ký theo thời gian',
    query: registrationsQuerySchema,
    response: registrationsResponseSchema,
  }),
  submitContact: endpoint({
    method: 'post',
    path: '/contact',
    access: 'public',
    tag: 'contact',
    summary: 'Gửi tin nhắn liên hệ',
    body: submitContactRequestSchema,
    response: submitContactResponseSchema,
    idempotent: true,
  }),
  listContactSubmissions: endpoint({
    method: 'get',
    path: '/admin/contact-submissions',
    access: 'admin',
    tag: 'contact',
    summary: 'Danh sách tin nhắn liên hệ (lọc theo trạng thái, phân trang)',
    query: listContactSubmissionsQuerySchema,
    response: listContactSubmissionsResponseSchema,
  }),
  updateContactStatus: endpoint({
    method: 'put',
    path: '/admin/contact-submissions/:id/status',
    access: 'admin',
    tag: 'contact',
    summary: 'Cập nhật trạng thái tin nhắn liên hệ',
    body: updateContactStatusRequestSchema,
    response: updateContactStatusResponseSchema,
  }),
  listFailedJobs: endpoint({
    method: 'get',
    path: '/admin/jobs/failed',
    access: 'admin',
    tag: 'platform',
    summary: 'Tác vụ nền đã hết lượt thử lại (mới nhất trước)',
    query: listFailedJobsQuerySchema,
    response: listFailedJobsResponseSchema,
  }),
  retryFailedJob: endpoint({
    method: 'post',
    path: '/admin/jobs/:queue/:jobId/retry',
    access: 'admin',
    tag: 'platform',
    summary: 'Chạy lại một tác vụ nền bị lỗi',
    response: retryFailedJobResponseSchema,
  }),
  listProjections: endpoint({
    method: 'get',
    path: '/admin/projections',
    access: 'admin',
    tag: 'platform',
    summary: 'Projection và reaction: đang chạy hay dừng ở sự kiện nào, và các sự kiện đã bỏ qua',
    response: listProjectionsResponseSchema,
  }),
  parkProjectionEvent: endpoint({
    method: 'post',
    path: '/admin/projections/:name/park',
    access: 'admin',
    tag: 'platform',
    summary: 'Bỏ qua sự kiện lỗi làm một projection hoặc reaction dừng (ghi lại ai, khi nào, vì sao)',
    body: parkEventRequestSchema,
    response: parkEventResponseSchema,
  }),
} satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
export type BodyOf<N extends EndpointName> = (typeof endpoints)[N] extends Endpoint<infer B, z.ZodType, z.ZodType> ? z.input<B> : never;
export type QueryOf<N extends EndpointName> = (typeof endpoints)[N] extends Endpoint<z.ZodType, infer Q, z.ZodType> ? z.input<Q> : never;
export type ResponseOf<N extends EndpointName> = (typeof endpoints)[N] extends Endpoint<z.ZodType, z.ZodType, infer R> ? z.output<R> : never;
/** The body and query after the server parsed them (defaults applied, text trimmed). */
export type ParsedBodyOf<N extends EndpointName> = (typeof endpoints)[N] extends Endpoint<infer B, z.ZodType, z.ZodType> ? z.output<B> : never;
export type ParsedQueryOf<N extends EndpointName> = (typeof endpoints)[N] extends Endpoint<z.ZodType, infer Q, z.ZodType> ? z.output<Q> : never;
