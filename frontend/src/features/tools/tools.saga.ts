import { ADMIN_TOOLS_PAGE_SIZE, DeleteToolResponse, TOOL_MESSAGES, ToolChangedResponse, ToolDetail, TOOLS_CATALOGUE_PAGE_SIZE } from '@academy/contracts';
import { nanoid } from '@reduxjs/toolkit';
import { call, fork, put, select, takeLatest } from 'redux-saga/effects';
import { createPagedListSaga } from '../../lib/paged-list';
import { PickedFiles } from '../../lib/picked-files';
import { toRemoteError } from '../../lib/remote';
import { uploadWithProgress } from '../../lib/upload-progress';
import { ApiError } from '../../platform/api-client';
import { Notifier } from '../../platform/notify';
import { ToolsApi } from './tools.api';
import { selectAdminTools, selectToolCatalogue, selectToolDeletion, selectToolEditor } from './tools.selectors';
import { adminTools, ToolEditorState, ToolsState, toolCatalogue, toolsActions } from './tools.slice';

export interface ToolsSagaDeps {
  api: ToolsApi;
  notify: Notifier;
  files: PickedFiles;
}

const ADMIN = { area: 'admin' } as const;

const hasCode = (error: unknown, code: string) => error instanceof ApiError && error.code === code;

export function createToolsSaga({ api, notify, files }: ToolsSagaDeps) {
  function* loadPage({ payload: slug }: ReturnType<typeof toolsActions.pageOpened>) {
    try {
      const tool: ToolDetail = yield call(api.detail, slug);
      yield put(toolsActions.pageReceived(tool));
    } catch (error) {
      yield put(toolsActions.pageFailed(toRemoteError(error, TOOL_MESSAGES.detailLoadFailed)));
    }
  }

  /** Sends the form with its picture; a create whose key already named another form is sent again as a new one. */
  function* send({ payload }: ReturnType<typeof toolsActions.editorSubmitted>, editor: ToolEditorState) {
    const thumbnail = payload.thumbnailKey ? files.get(payload.thumbnailKey) : undefined;
    const { editing } = editor;
    const start = (key: string) => (onProgress: (percent: number) => void, signal: AbortSignal) =>
      editing
        ? api.update(editing._id, payload.form, { thumbnail, onProgress, signal }, editing.revision)
        : api.create(payload.form, { thumbnail, onProgress, signal }, key);
    try {
      return yield* uploadWithProgress<ToolChangedResponse>(start(editor.idempotencyKey), toolsActions.saveProgressed);
    } catch (error) {
      if (editing || !hasCode(error, 'IDEMPOTENCY_KEY_REUSED')) throw error;
      const fresh = nanoid();
      yield put(toolsActions.idempotencyKeyReplaced(fresh));
      return yield* uploadWithProgress<ToolChangedResponse>(start(fresh), toolsActions.saveProgressed);
    }
  }

  function* save(action: ReturnType<typeof toolsActions.editorSubmitted>) {
    const editor: ToolEditorState = yield select(selectToolEditor);
    try {
      const response: ToolChangedResponse = yield* send(action, editor);
      if (action.payload.thumbnailKey) files.release(action.payload.thumbnailKey);
      yield put(toolsActions.saved(response.tool));
      notify.success(response.message, ADMIN);
    } catch (error) {
      const failure = toRemoteError(error, editor.editing ? TOOL_MESSAGES.updateFailed : TOOL_MESSAGES.createFailed);
      yield put(toolsActions.saveFailed(failure));
      notify.error(failure.message, ADMIN);
      // Another admin saved the tool meanwhile: the table loads again so the next edit starts from theirs.
      if (hasCode(error, 'EDIT_CONFLICT')) yield put(adminTools.actions.opened());
    }
  }

  function* remove() {
    const { tool }: ToolsState['deletion'] = yield select(selectToolDeletion);
    if (!tool) return;
    try {
      const response: DeleteToolResponse = yield call(api.remove, tool._id);
      yield put(toolsActions.deleted(response));
      notify.success(response.message, ADMIN);
      if (response.outcome === 'archived') yield put(adminTools.actions.opened());
    } catch (error) {
      const failure = toRemoteError(error, TOOL_MESSAGES.deleteFailed);
      yield put(toolsActions.deleteFailed(failure));
      notify.error(failure.message, ADMIN);
    }
  }

  const catalogueSaga = createPagedListSaga(toolCatalogue, {
    select: selectToolCatalogue,
    fetch: api.catalogue,
    fallback: TOOL_MESSAGES.loadFailed,
    pageSize: TOOLS_CATALOGUE_PAGE_SIZE,
  });
  const adminSaga = createPagedListSaga(adminTools, {
    select: selectAdminTools,
    fetch: api.adminList,
    fallback: TOOL_MESSAGES.adminLoadFailed,
    pageSize: ADMIN_TOOLS_PAGE_SIZE,
  });

  return function* toolsSaga() {
    yield fork(catalogueSaga);
    yield fork(adminSaga);
    yield takeLatest(toolsActions.pageOpened.type, loadPage);
    yield takeLatest(toolsActions.editorSubmitted.type, save);
    yield takeLatest(toolsActions.deleteConfirmed.type, remove);
  };
}
