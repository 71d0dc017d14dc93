import { endpoint, Endpoint } from '../shared';
import { healthReportSchema, healthResponseSchema } from './health.schemas';
import { listFailedJobsQuerySchema, listFailedJobsResponseSchema, retryFailedJobResponseSchema } from './jobs.schemas';
import { listProjectionsResponseSchema, parkEventRequestSchema, parkEventResponseSchema } from './projections.schemas';
import { publicConfigSchema } from './public-config.schemas';

/** The platform's slice of the endpoint catalogue: health, web app settings and the operator screens. */
export const platformEndpoints = {
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
