import { AdminTool, DeleteToolResponse, ToolDetail, ToolForm, ToolSummary } from '@academy/contracts';
import { PayloadAction, createSlice, nanoid } from '@reduxjs/toolkit';
import { PagedListState, createPagedList } from '../../lib/paged-list';
import { Remote, RemoteError, dataOf, remote } from '../../lib/remote';

type NoFilters = Record<string, string>;

/** /tools: 12 cards a page, the search box followed 500 ms after typing pauses. */
export const toolCatalogue = createPagedList<ToolSummary, NoFilters>('tools/catalogue', {});
/** /admin/tools: 10 rows a page, retired plans and archived tools included. */
export const adminTools = createPagedList<AdminTool, NoFilters>('tools/admin', {});

export interface ToolSubmission {
  form: ToolForm;
  /** The picked picture's key in `pickedFiles`; none keeps the current thumbnail when editing. */
  thumbnailKey: string | null;
}

export interface ToolEditorState {
  open: boolean;
  /** Null while creating. */
  editing: AdminTool | null;
  submission: Remote<void>;
  /** Rounded integer percent of the form sent, while sending. */
  progress: number | null;
  /** Names this create for the server across retries; a new one for each new form. */
  idempotencyKey: string;
}

export interface ToolsState {
  catalogue: PagedListState<ToolSummary, NoFilters>;
  page: { slug: string | null; tool: Remote<ToolDetail>; selectedPlanId: string | null };
  admin: PagedListState<AdminTool, NoFilters>;
  editor: ToolEditorState;
  deletion: { tool: AdminTool | null; submission: Remote<void> };
}

const closedEditor = (): ToolEditorState => ({ open: false, editing: null, submission: remote.idle(), progress: null, idempotencyKey: nanoid() });

export const initialToolsState: ToolsState = {
  catalogue: toolCatalogue.initialState,
  page: { slug: null, tool: remote.idle(), selectedPlanId: null },
  admin: adminTools.initialState,
  editor: closedEditor(),
  deletion: { tool: null, submission: remote.idle() },
};

/** A new tool goes to the top (the list is newest first) and counts in the total; an edited one stays where it is. */
function showSaved(state: ToolsState, tool: AdminTool) {
  const page = dataOf(state.admin.result);
  if (!page) return;
  const known = page.rows.some((row) => row._id === tool._id);
  page.rows = known ? page.rows.map((row) => (row._id === tool._id ? tool : row)) : [tool, ...page.rows];
  if (!known) page.totalItems += 1;
}

function forget(state: ToolsState, id: string) {
  const page = dataOf(state.admin.result);
  if (!page || !page.rows.some((row) => row._id === id)) return;
  page.rows = page.rows.filter((row) => row._id !== id);
  page.totalItems -= 1;
}

const toolsSlice = createSlice({
  name: 'tools',
  initialState: initialToolsState,
  reducers: {
    pageOpened(state, action: PayloadAction<string>) {
      const sameTool = state.page.slug === action.payload;
      state.page = { slug: action.payload, tool: sameTool ? remote.reload(state.page.tool) : remote.loading(), selectedPlanId: sameTool ? state.page.selectedPlanId : null };
    },
    pageReceived(state, action: PayloadAction<ToolDetail>) {
      state.page.tool = remote.succeeded(action.payload);
      const { plans } = action.payload;
      if (!plans.some((plan) => plan._id === state.page.selectedPlanId)) state.page.selectedPlanId = plans[0]?._id ?? null;
    },
    pageFailed(state, action: PayloadAction<RemoteError>) {
      state.page.tool = remote.fail(state.page.tool, action.payload);
    },
    planSelected(state, action: PayloadAction<string>) {
      state.page.selectedPlanId = action.payload;
    },

    createOpened(state) {
      state.editor = { ...closedEditor(), open: true, idempotencyKey: state.editor.idempotencyKey };
    },
    editOpened(state, action: PayloadAction<AdminTool>) {
      state.editor = { ...closedEditor(), open: true, editing: action.payload };
    },
    editorClosed(state) {
      if (state.editor.submission.status !== 'loading') state.editor = { ...closedEditor(), idempotencyKey: state.editor.idempotencyKey };
    },
    editorSubmitted(state, _action: PayloadAction<ToolSubmission>) {
      state.editor.submission = remote.loading();
      state.editor.progress = 0;
    },
    saveProgressed(state, action: PayloadAction<number>) {
      state.editor.progress = action.payload;
    },
    idempotencyKeyReplaced(state, action: PayloadAction<string>) {
      state.editor.idempotencyKey = action.payload;
    },
    saved(state, action: PayloadAction<AdminTool>) {
      showSaved(state, action.payload);
      state.editor = closedEditor();
    },
    saveFailed(state, action: PayloadAction<RemoteError>) {
      state.editor.submission = remote.failed(action.payload);
      state.editor.progress = null;
    },

    deleteRequested(state, action: PayloadAction<AdminTool>) {
      state.deletion = { tool: action.payload, submission: remote.idle() };
    },
    deleteCancelled(state) {
      if (state.deletion.submission.status !== 'loading') state.deletion = initialToolsState.deletion;
    },
    deleteConfirmed(state) {
      state.deletion.submission = remote.loading();
    },
    /** An erased tool leaves the table; an archived one stays, off sale (the list reloads to show it). */
    deleted(state, action: PayloadAction<DeleteToolResponse>) {
      const { _id, outcome } = action.payload;
      if (outcome === 'deleted') forget(state, _id);
      state.deletion = initialToolsState.deletion;
    },
    deleteFailed(state, action: PayloadAction<RemoteError>) {
      state.deletion.submission = remote.failed(action.payload);
    },
  },
  extraReducers: (builder) =>
    builder
      .addMatcher(toolCatalogue.matches, (state, action) => {
        state.catalogue = toolCatalogue.reducer(state.catalogue, action);
      })
      .addMatcher(adminTools.matches, (state, action) => {
        state.admin = adminTools.reducer(state.admin, action);
      }),
});

export const toolsActions = toolsSlice.actions;
export const toolsReducer = toolsSlice.reducer;
