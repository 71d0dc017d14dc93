import { z } from 'zod';
import {
  listContactSubmissionsQuerySchema,
  listContactSubmissionsResponseSchema,
  submitContactRequestSchema,
  submitContactResponseSchema,
  updateContactStatusRequestSchema,
  updateContactStatusResponseSchema,
} from './contact';
import { healthResponseSchema } from './health';
import { listFailedJobsQuerySchema, listFailedJobsResponseSchema, retryFailedJobResponseSchema } from './jobs';
import { userProfileSchema } from './identity';
import { publicConfigSchema } from './public-config';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type Access = 'public' | 'user' | 'admin';

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
    summary: 'Trạng thái của API và từng phụ thuộc',
    response: healthResponseSchema,
  }),
  publicConfig: endpoint({
    method: 'get',
    path: '/public-config',
    access: 'public',
    tag: 'platform',
    summary: 'Cấu hình công khai cho ứng dụng web (Firebase)',
    response: publicConfigSchema,
  }),
  myProfile: endpoint({
    method: 'get',
    path: '/users/profile',
    access: 'user',
    tag: 'identity',
    summary: 'Hồ sơ của người dùng đang đăng nhập',
    response: userProfileSchema,
  }),
  submitContact: endpoint({
    method: 'post',
    path: '/contact',
    access: 'public',
    tag: 'contact',
    summary: 'Gửi tin nhắn liên hệ',
    body: submitContactRequestSchema,
    response: submitContactResponseSchema,
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
} satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
export type BodyOf<N extends EndpointName> = (typeof endpoints)[N] extends Endpoint<infer B, z.ZodType, z.ZodType> ? z.input<B> : never;
export type QueryOf<N extends EndpointName> = (typeof endpoints)[N] extends Endpoint<z.ZodType, infer Q, z.ZodType> ? z.input<Q> : never;
export type ResponseOf<N extends EndpointName> = (typeof endpoints)[N] extends Endpoint<z.ZodType, z.ZodType, infer R> ? z.output<R> : never;
/** The body and query after the server parsed them (defaults applied, text trimmed). */
export type ParsedBodyOf<N extends EndpointName> = (typeof endpoints)[N] extends Endpoint<infer B, z.ZodType, z.ZodType> ? z.output<B> : never;
export type ParsedQueryOf<N extends EndpointName> = (typeof endpoints)[N] extends Endpoint<z.ZodType, infer Q, z.ZodType> ? z.output<Q> : never;
