import { CATEGORY_MESSAGES, ERROR_MESSAGES } from '@academy/contracts';
import { combineReducers } from '@reduxjs/toolkit';
import { recordingNotifier, startSaga } from '../../../test/saga-harness';
import { dataOf } from '../../lib/remote';
import { ApiError } from '../../platform/api-client';
import { CategoriesApi } from './categories.api';
import { createCategoriesSaga } from './categories.saga';
import { categoriesActions, categoriesReducer } from './categories.slice';
import { category } from './category.fixture';

const reducer = combineReducers({ categories: categoriesReducer });


const apiError = (status: number, code: string, message: string) => new ApiError(message, status, message, code, null);
const networkError = () => new ApiError('Failed to fetch', null, null, null, null);

function fakeApi(overrides: Partial<CategoriesApi> = {}): CategoriesApi & { sent: unknown[][] } {
  const sent: unknown[][] = [];
  return {
    sent,
    list: async () => [category('a', { order: 1 }), category('b', { order: 2 })],
    create: async (request) => {
      sent.push(['create', request]);
      return { message: CATEGORY_MESSAGES.created, category: category('c', { name: request.name, order: 0 }) };
    },
    update: async (id, request, revision) => {
      sent.push(['update', id, request, revision]);
      return { message: CATEGORY_MESSAGES.updated, category: category(id, { ...request, order: request.order ?? 0, revision: revision + 1 }) };
    },
    toggleActive: async (id, revision) => {
      sent.push(['toggle', id, revision]);
      return { message: CATEGORY_MESSAGES.deactivated, category: category(id, { order: 1, isActive: false, revision: revision + 1 }) };
    },
    remove: async (id) => {
      sent.push(['remove', id]);
      return { message: CATEGORY_MESSAGES.deleted, _id: id };
    },
    ...overrides,
  };
}

async function loaded(api = fakeApi()) {
  const notify = recordingNotifier();
  const harness = startSaga(reducer, createCategoriesSaga({ api, notify }));
  harness.dispatch(categoriesActions.opened());
  await harness.waitFor(categoriesActions.received.type);
  const rows = () => dataOf(harness.getState().categories.list) ?? [];
  return { harness, notify, api, rows };
}

describe('categories saga', () => {
  it('loads every category for the admin screen', async () => {
    const { rows } = await loaded();
    expect(rows().map((c) => c._id)).toEqual(['a', 'b']);
  });

  it('falls back to the spec text when a load fails without a server message', async () => {
    const notify = recordingNotifier();
    const api = fakeApi({ list: async () => Promise.reject(networkError()) });
    const harness = startSaga(reducer, createCategoriesSaga({ api, notify }));
    harness.dispatch(categoriesActions.opened());
    await harness.waitFor(categoriesActions.loadFailed.type);
    expect(harness.getState().categories.list).toMatchObject({ status: 'failed', error: { message: CATEGORY_MESSAGES.loadFailed } });
  });

  it('creates a category, puts it in display order, closes the form and toasts the server text', async () => {
    const { harness, notify, api, rows } = await loaded();
    harness.dispatch(categoriesActions.createOpened());
    harness.dispatch(categoriesActions.editorSubmitted({ name: 'Quảng cáo Facebook', description: '', order: 0, isActive: true }));
    await harness.waitFor(categoriesActions.saved.type);
    expect(api.sent).toEqual([['create', { name: 'Quảng cáo Facebook', description: '', order: 0, isActive: true }]]);
    expect(rows().map((c) => c._id)).toEqual(['c', 'a', 'b']);
    expect(harness.getState().categories.editor.open).toBe(false);
    expect(notify.calls).toEqual([{ kind: 'success', message: CATEGORY_MESSAGES.created, options: { area: 'admin' } }]);
  });

  it('keeps the form open with the server message when the name is taken', async () => {
    const taken = ERROR_MESSAGES.CATEGORY_NAME_TAKEN;
    const { harness, notify } = await loaded(fakeApi({ create: async () => Promise.reject(apiError(409, 'CATEGORY_NAME_TAKEN', taken)) }));
    harness.dispatch(categoriesActions.createOpened());
    harness.dispatch(categoriesActions.editorSubmitted({ name: 'Trùng', description: '', order: 0, isActive: true }));
    await harness.waitFor(categoriesActions.saveFailed.type);
    expect(harness.getState().categories.editor).toMatchObject({ open: true, submission: { status: 'failed', error: { message: taken } } });
    expect(notify.calls).toEqual([{ kind: 'error', message: taken, options: { area: 'admin' } }]);
  });

  it('falls back to the spec texts when creating or updating fails without a server message', async () => {
    const { harness, notify } = await loaded(fakeApi({ create: async () => Promise.reject(networkError()), update: async () => Promise.reject(networkError()) }));
    harness.dispatch(categoriesActions.createOpened());
    harness.dispatch(categoriesActions.editorSubmitted({ name: 'Mới', description: '', order: 0, isActive: true }));
    await harness.waitFor(categoriesActions.saveFailed.type);
    harness.dispatch(categoriesActions.editOpened(category('a')));
    harness.dispatch(categoriesActions.editorSubmitted({ name: 'Sửa', description: '', order: 0, isActive: true }));
    await harness.waitFor(categoriesActions.saveFailed.type, 2);
    expect(notify.calls.map((c) => c.message)).toEqual([CATEGORY_MESSAGES.createFailed, CATEGORY_MESSAGES.updateFailed]);
  });

  it('updates the row being edited with the revision it was loaded at', async () => {
    const { harness, api, rows } = await loaded();
    harness.dispatch(categoriesActions.editOpened(rows()[1]));
    harness.dispatch(categoriesActions.editorSubmitted({ name: 'Đổi tên', description: 'mô tả', order: 2, isActive: true }));
    await harness.waitFor(categoriesActions.saved.type);
    expect(api.sent).toEqual([['update', 'b', { name: 'Đổi tên', description: 'mô tả', order: 2 }, 0]]);
    expect(rows()[1]).toMatchObject({ _id: 'b', name: 'Đổi tên', revision: 1 });
  });

  it('reloads the list when another admin changed the category since it loaded', async () => {
    let loads = 0;
    const conflict = apiError(409, 'EDIT_CONFLICT', ERROR_MESSAGES.EDIT_CONFLICT);
    const api = fakeApi({
      list: async () => [category('a', { name: loads++ === 0 ? 'Cũ' : 'Người khác đã sửa', revision: loads > 1 ? 1 : 0 })],
      toggleActive: async () => Promise.reject(conflict),
    });
    const { harness, notify, rows } = await loaded(api);
    harness.dispatch(categoriesActions.toggleRequested(rows()[0]));
    await harness.waitFor(categoriesActions.toggleFailed.type);
    await harness.waitFor(categoriesActions.received.type, 2);
    expect(rows()[0]).toMatchObject({ name: 'Người khác đã sửa', revision: 1 });
    expect(harness.getState().categories.toggling).toEqual({});
    expect(notify.calls[0]).toMatchObject({ kind: 'error', message: ERROR_MESSAGES.EDIT_CONFLICT });
  });

  it('toggles a row with its revision and shows the answer', async () => {
    const { harness, api, rows, notify } = await loaded();
    harness.dispatch(categoriesActions.toggleRequested(rows()[0]));
    expect(harness.getState().categories.toggling).toEqual({ a: true });
    await harness.waitFor(categoriesActions.toggled.type);
    expect(api.sent).toEqual([['toggle', 'a', 0]]);
    expect(rows()[0]).toMatchObject({ _id: 'a', isActive: false, revision: 1 });
    expect(harness.getState().categories.toggling).toEqual({});
    expect(notify.calls[0]).toMatchObject({ kind: 'success', message: CATEGORY_MESSAGES.deactivated });
  });

  it('deletes only after confirmation, and removes the row', async () => {
    const { harness, api, rows } = await loaded();
    harness.dispatch(categoriesActions.deleteRequested(rows()[0]));
    expect(api.sent).toEqual([]);
    harness.dispatch(categoriesActions.deleteConfirmed());
    await harness.waitFor(categoriesActions.deleted.type);
    expect(api.sent).toEqual([['remove', 'a']]);
    expect(rows().map((c) => c._id)).toEqual(['b']);
    expect(harness.getState().categories.deletion.category).toBeNull();
  });

  it('keeps a category in use with the server explanation, and falls back to the spec text otherwise', async () => {
    const inUse = ERROR_MESSAGES.CATEGORY_IN_USE;
    let attempts = 0;
    const api = fakeApi({ remove: async () => Promise.reject(attempts++ === 0 ? apiError(409, 'CATEGORY_IN_USE', inUse) : networkError()) });
    const { harness, notify, rows } = await loaded(api);
    harness.dispatch(categoriesActions.deleteRequested(rows()[0]));
    harness.dispatch(categoriesActions.deleteConfirmed());
    await harness.waitFor(categoriesActions.deleteFailed.type);
    expect(harness.getState().categories.deletion).toMatchObject({ category: { _id: 'a' }, submission: { status: 'failed', error: { message: inUse } } });
    harness.dispatch(categoriesActions.deleteConfirmed());
    await harness.waitFor(categoriesActions.deleteFailed.type, 2);
    expect(notify.calls.map((c) => c.message)).toEqual([inUse, CATEGORY_MESSAGES.deleteFailed]);
    expect(rows().map((c) => c._id)).toEqual(['a', 'b']);
  });
});
