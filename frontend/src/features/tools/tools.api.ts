import {
  AdminTool,
  DeleteToolResponse,
  ToolChangedResponse,
  ToolDetail,
  ToolForm,
  ToolSummary,
} from '@academy/contracts';
import { ListQuery, Page, toPage } from '../../lib/paged-list';
import { ApiClient, Uploader } from '../../platform/api-client';

/** How a tool form is sent: the picture if one was picked, progress in whole percents, abort on cancel. */
export interface ToolUpload {
  thumbnail: Blob | undefined;
  onProgress(percent: number): void;
  signal: AbortSignal;
}

export interface ToolsApi {
  /** The public catalogue: 12 a page on /tools, searched by name without regard to accents. */
  catalogue(query: ListQuery<Record<string, string>>): Promise<Page<ToolSummary>>;
  /** The home page's shelf: the first `limit` tools. */
  featured(limit: number): Promise<ToolSummary[]>;
  detail(slug: string): Promise<ToolDetail>;
  adminList(query: ListQuery<Record<string, string>>): Promise<Page<AdminTool>>;
  /** `idempotencyKey`: one per opened form, so a create whose answer was lost is recorded once. */
  create(form: ToolForm, upload: ToolUpload, idempotencyKey: string): Promise<ToolChangedResponse>;
  /** `revision`: the row as the admin loaded it; if another admin saved since, the server refuses. */
  update(id: string, form: ToolForm, upload: ToolUpload, revision: number): Promise<ToolChangedResponse>;
  remove(id: string): Promise<DeleteToolResponse>;
}

export function createToolsApi(client: ApiClient & Uploader): ToolsApi {
  return {
    catalogue: async ({ page, limit, search }) => {
      const { tools, pagination } = await client.call('listTools', { query: { page, limit, searchTerm: search } });
      return toPage(tools, pagination, pagination.totalItems);
    },
    featured: async (limit) => (await client.call('listTools', { query: { limit } })).tools,
    detail: async (slug) => (await client.call('getTool', { params: { slug } })).tool,
    adminList: async ({ page, limit, search }) => {
      const { tools, pagination } = await client.call('adminListTools', { query: { page, limit, search } });
      return toPage(tools, pagination, pagination.totalItems);
    },
    create: (body, { thumbnail, onProgress, signal }, idempotencyKey) =>
      client.upload('createTool', { body, files: { thumbnail }, idempotencyKey, onProgress, signal }),
    update: (id, body, { thumbnail, onProgress, signal }, revision) =>
      client.upload('updateTool', { params: { id }, body, files: { thumbnail }, expectedRevision: revision, onProgress, signal }),
    remove: (id) => client.call('deleteTool', { params: { id } }),
  };
}
