import { endpoint, Endpoint, UploadRule } from '../shared';
import {
  adminListToolsQuerySchema,
  adminListToolsResponseSchema,
  createToolRequestSchema,
  deleteToolResponseSchema,
  getToolResponseSchema,
  listToolPlansResponseSchema,
  listToolsQuerySchema,
  listToolsResponseSchema,
  TOOL_THUMBNAIL_MAX_BYTES,
  toolChangedResponseSchema,
  updateToolRequestSchema,
} from './tool.schemas';

/** The tool form's one file: required when creating, optional when editing (absent keeps the current one). */
export const TOOL_UPLOADS = { thumbnail: { kind: 'image', maxBytes: TOOL_THUMBNAIL_MAX_BYTES } } as const satisfies Record<string, UploadRule>;

/** Tools and their plans (spec part 2 section 7 'Tools:'), plus the admin's views of them. */
export const toolEndpoints = {
  listTools: endpoint({
    method: 'get',
    path: '/tools',
    access: 'public',
    tag: 'catalogue',
    summary: 'Danh sách phần mềm đang bán (tìm theo tên, không phân biệt dấu)',
    query: listToolsQuerySchema,
    response: listToolsResponseSchema,
  }),
  getTool: endpoint({
    method: 'get',
    path: '/tools/detail/:slug',
    access: 'public',
    tag: 'catalogue',
    summary: 'Chi tiết phần mềm và các gói đang bán',
    response: getToolResponseSchema,
  }),
  createTool: endpoint({
    method: 'post',
    path: '/tools',
    access: 'admin',
    tag: 'catalogue',
    summary: 'Tạo phần mềm (multipart: ảnh thumbnail và trường JSON data)',
    body: createToolRequestSchema,
    response: toolChangedResponseSchema,
    idempotent: true,
    upload: TOOL_UPLOADS,
  }),
  updateTool: endpoint({
    method: 'put',
    path: '/tools/:id',
    access: 'admin',
    tag: 'catalogue',
    summary: 'Cập nhật phần mềm và các gói (multipart; If-Match)',
    body: updateToolRequestSchema,
    response: toolChangedResponseSchema,
    upload: TOOL_UPLOADS,
  }),
  deleteTool: endpoint({
    method: 'delete',
    path: '/tools/:id',
    access: 'admin',
    tag: 'catalogue',
    summary: 'Xóa phần mềm (lưu trữ nếu đã có người mua)',
    response: deleteToolResponseSchema,
  }),
  adminListTools: endpoint({
    method: 'get',
    path: '/admin/tools',
    access: 'admin',
    tag: 'catalogue',
    summary: 'Mọi phần mềm kèm cả gói đã ngừng bán (quản trị)',
    query: adminListToolsQuerySchema,
    response: adminListToolsResponseSchema,
  }),
  listToolPlans: endpoint({
    method: 'get',
    path: '/admin/tool-plans',
    access: 'admin',
    tag: 'catalogue',
    summary: 'Mọi gói phần mềm đang bán kèm tên phần mềm (cho mã giảm giá)',
    response: listToolPlansResponseSchema,
  }),
} satisfies Record<string, Endpoint>;
