import { ERROR_MESSAGES, TOOL_MESSAGES, ToolForm } from '@academy/contracts';
import { combineReducers } from '@reduxjs/toolkit';
import { recordingNotifier, startSaga } from '../../../test/saga-harness';
import { Page } from '../../lib/paged-list';
import { createPickedFiles } from '../../lib/picked-files';
import { dataOf } from '../../lib/remote';
import { ApiError } from '../../platform/api-client';
import { adminTool, toolSummary } from './tool.fixture';
import { ToolsApi } from './tools.api';
import { createToolsSaga } from './tools.saga';
import { adminTools, toolCatalogue, toolsActions, toolsReducer } from './tools.slice';

const reducer = combineReducers({ tools: toolsReducer });

const apiError = (status: number, code: string, message: string) => new ApiError(message, status, message, code, null);
const networkError = () => new ApiError('Failed to fetch', null, null, null, null);
const page = <T,>(rows: T[], currentPage = 1): Page<T> => ({ rows, currentPage, totalPages: 2, totalItems: 13 });

const form: ToolForm = { name: 'Phần mềm Seeding', description: '', delivery: 'Mã kích hoạt', plans: [{ name: 'Gói 1 tháng', price: 199_000, durationDays: 30 }] };

function fakeApi(overrides: Partial<ToolsApi> = {}): ToolsApi & { sent: unknown[][] } {
  const sent: unknown[][] = [];
  return {
    sent,
    catalogue: async (query) => {
      sent.push(['catalogue', query]);
      return page([toolSummary('a'), toolSummary('b')], query.page);
    },
    featured: async () => [],
    detail: async (slug) => {
      sent.push(['detail', slug]);
      return toolSummary('a', { slug });
    },
    adminList: async (query) => {
      sent.push(['adminList', query]);
      return page([adminTool('a'), adminTool('b')]);
    },
    create: async (request, { thumbnail, onProgress }, key) => {
      sent.push(['create', request, thumbnail, key]);
      onProgress(37);
      onProgress(100);
      return { message: TOOL_MESSAGES.created, tool: adminTool('new', { name: request.name }) };
    },
    update: async (id, request, { thumbnail }, revision) => {
      sent.push(['update', id, request, thumbnail, revision]);
      return { message: TOOL_MESSAGES.updated, tool: adminTool(id, { name: request.name, revision: revision + 1 }) };
    },
    remove: async (id) => {
      sent.push(['remove', id]);
      return { message: TOOL_MESSAGES.deleted, _id: id, outcome: 'deleted' };
    },
    ...overrides,
  };
}

function started(api = fakeApi()) {
  const notify = recordingNotifier();
  const files = createPickedFiles();
  const harness = startSaga(reducer, createToolsSaga({ api, notify, files }));
  return { harness, notify, api, files, state: () => harness.getState().tools };
}

async function withAdminList(api = fakeApi()) {
  const run = started(api);
  run.harness.dispatch(adminTools.actions.opened());
  await run.harness.waitFor(adminTools.actions.received.type);
  return { ...run, rows: () => dataOf(run.state().admin.result)?.rows ?? [] };
}

describe('tools saga: the public catalogue', () => {
  it('asks 12 a page and the search term, once typing has paused', async () => {
    const { harness, api, state } = started();
    harness.dispatch(toolCatalogue.actions.opened());
    await harness.waitFor(toolCatalogue.actions.received.type);
    expect(api.sent).toEqual([['catalogue', { page: 1, limit: 12 }]]);
    harness.dispatch(toolCatalogue.actions.searchTyped('phan'));
    harness.dispatch(toolCatalogue.actions.searchTyped('phan mem'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.sent).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await harness.waitFor(toolCatalogue.actions.received.type, 2);
    expect(state().catalogue.search).toBe('phan mem');
    expect(api.sent[1]).toEqual(['catalogue', { page: 1, limit: 12, search: 'phan mem' }]);
  });

  it("shows the server's text when the list fails, else 'Lỗi'", async () => {
    const { harness, state } = started(fakeApi({ catalogue: async () => Promise.reject(networkError()) }));
    harness.dispatch(toolCatalogue.actions.opened());
    await harness.waitFor(toolCatalogue.actions.failed.type);
    expect(state().catalogue.result).toMatchObject({ status: 'failed', error: { message: 'Lỗi' } });
  });
});

describe('tools saga: the tool page', () => {
  it('loads the tool by slug and chooses its first plan', async () => {
    const { harness, api, state } = started();
    harness.dispatch(toolsActions.pageOpened('phan-mem-a'));
    await harness.waitFor(toolsActions.pageReceived.type);
    expect(api.sent).toEqual([['detail', 'phan-mem-a']]);
    expect(state().page.selectedPlanId).toBe('a-month');
    harness.dispatch(toolsActions.planSelected('a-life'));
    expect(state().page.selectedPlanId).toBe('a-life');
  });

  it("keeps the server's 404 text and code for the page to tell 'not found' apart", async () => {
    const notFound = apiError(404, 'TOOL_NOT_FOUND', ERROR_MESSAGES.TOOL_NOT_FOUND);
    const { harness, state } = started(fakeApi({ detail: async () => Promise.reject(notFound) }));
    harness.dispatch(toolsActions.pageOpened('khong-co'));
    await harness.waitFor(toolsActions.pageFailed.type);
    expect(state().page.tool).toMatchObject({ status: 'failed', error: { code: 'TOOL_NOT_FOUND', message: ERROR_MESSAGES.TOOL_NOT_FOUND } });
  });
});

describe('tools saga: the admin screen', () => {
  it('creates a tool with its picture under one key, reports whole percents and puts it at the top', async () => {
    const { harness, api, files, notify, state, rows } = await withAdminList();
    const picture = new Blob(['png'], { type: 'image/png' });
    const key = files.keep(picture);
    harness.dispatch(toolsActions.createOpened());
    const idempotencyKey = state().editor.idempotencyKey;
    harness.dispatch(toolsActions.editorSubmitted({ form, thumbnailKey: key }));
    await harness.waitFor(toolsActions.saved.type);
    expect(api.sent.at(-1)).toEqual(['create', form, picture, idempotencyKey]);
    expect(harness.actions.filter((a) => a.type === toolsActions.saveProgressed.type).map((a) => a.payload)).toEqual([37, 100]);
    expect(rows().map((tool) => tool._id)).toEqual(['new', 'a', 'b']);
    expect(dataOf(state().admin.result)?.totalItems).toBe(14);
    expect(state().editor).toMatchObject({ open: false, progress: null });
    expect(state().editor.idempotencyKey).not.toBe(idempotencyKey);
    expect(files.get(key)).toBeUndefined();
    expect(notify.calls).toEqual([{ kind: 'success', message: TOOL_MESSAGES.created, options: { area: 'admin' } }]);
  });

  it('sends an edit with the revision it was loaded at, keeping the picture when none was picked', async () => {
    const { harness, api, rows } = await withAdminList();
    harness.dispatch(toolsActions.editOpened(rows()[1]));
    harness.dispatch(toolsActions.editorSubmitted({ form: { ...form, name: 'Đổi tên' }, thumbnailKey: null }));
    await harness.waitFor(toolsActions.saved.type);
    expect(api.sent.at(-1)).toEqual(['update', 'b', { ...form, name: 'Đổi tên' }, undefined, 2]);
    expect(rows().map((tool) => [tool._id, tool.name])).toEqual([
      ['a', 'Phần mềm a'],
      ['b', 'Đổi tên'],
    ]);
  });

  it("keeps the form open with the server's field errors, and falls back to the spec's text", async () => {
    const invalid = new ApiError(ERROR_MESSAGES.TOOL_PLAN_NAME_TAKEN, 409, ERROR_MESSAGES.TOOL_PLAN_NAME_TAKEN, 'TOOL_PLAN_NAME_TAKEN', { 'plans.1.name': 'x' });
    let attempts = 0;
    const { harness, notify, state } = await withAdminList(fakeApi({ create: async () => Promise.reject(attempts++ === 0 ? invalid : networkError()) }));
    harness.dispatch(toolsActions.createOpened());
    harness.dispatch(toolsActions.editorSubmitted({ form, thumbnailKey: null }));
    await harness.waitFor(toolsActions.saveFailed.type);
    expect(state().editor).toMatchObject({ open: true, progress: null, submission: { status: 'failed', error: { code: 'TOOL_PLAN_NAME_TAKEN', fields: { 'plans.1.name': 'x' } } } });
    harness.dispatch(toolsActions.editorSubmitted({ form, thumbnailKey: null }));
    await harness.waitFor(toolsActions.saveFailed.type, 2);
    expect(notify.calls.map((call) => call.message)).toEqual([ERROR_MESSAGES.TOOL_PLAN_NAME_TAKEN, TOOL_MESSAGES.createFailed]);
  });

  it('sends a new form under a new key when the old key named another one', async () => {
    const keys: string[] = [];
    const api = fakeApi({
      create: async (request, _upload, key) => {
        keys.push(key);
        if (keys.length === 1) throw apiError(422, 'IDEMPOTENCY_KEY_REUSED', 'Khóa đã dùng');
        return { message: TOOL_MESSAGES.created, tool: adminTool('new', { name: request.name }) };
      },
    });
    const { harness } = await withAdminList(api);
    harness.dispatch(toolsActions.createOpened());
    harness.dispatch(toolsActions.editorSubmitted({ form, thumbnailKey: null }));
    await harness.waitFor(toolsActions.saved.type);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('reloads the table when another admin saved the tool meanwhile', async () => {
    const conflict = apiError(409, 'EDIT_CONFLICT', ERROR_MESSAGES.EDIT_CONFLICT);
    const { harness, rows } = await withAdminList(fakeApi({ update: async () => Promise.reject(conflict) }));
    harness.dispatch(toolsActions.editOpened(rows()[0]));
    harness.dispatch(toolsActions.editorSubmitted({ form, thumbnailKey: null }));
    await harness.waitFor(toolsActions.saveFailed.type);
    await harness.waitFor(adminTools.actions.received.type, 2);
  });

  it('deletes only after confirmation: an erased tool leaves the table, an archived one is shown again', async () => {
    const api = fakeApi({
      remove: async (id) => {
        api.sent.push(['remove', id]);
        return id === 'a' ? { message: TOOL_MESSAGES.deleted, _id: id, outcome: 'deleted' } : { message: TOOL_MESSAGES.archived, _id: id, outcome: 'archived' };
      },
    });
    const { harness, rows, notify } = await withAdminList(api);
    harness.dispatch(toolsActions.deleteRequested(rows()[0]));
    expect(api.sent.filter(([kind]) => kind === 'remove')).toEqual([]);
    harness.dispatch(toolsActions.deleteConfirmed());
    await harness.waitFor(toolsActions.deleted.type);
    expect(rows().map((tool) => tool._id)).toEqual(['b']);
    expect(dataOf(harness.getState().tools.admin.result)?.totalItems).toBe(12);
    harness.dispatch(toolsActions.deleteRequested(rows()[0]));
    harness.dispatch(toolsActions.deleteConfirmed());
    await harness.waitFor(toolsActions.deleted.type, 2);
    await harness.waitFor(adminTools.actions.received.type, 2);
    expect(notify.calls.map((call) => call.message)).toEqual([TOOL_MESSAGES.deleted, TOOL_MESSAGES.archived]);
  });
});
