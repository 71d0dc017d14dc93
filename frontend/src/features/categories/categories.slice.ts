import { Category, CreateCategoryRequest } from '@academy/contracts';
import { PayloadAction, createSlice } from '@reduxjs/toolkit';
import { Remote, RemoteError, dataOf, remote } from '../../lib/remote';

/** The form's request: the create schema's fields, `isActive` only when creating. */
export type CategoryFormRequest = CreateCategoryRequest;

export interface CategoriesState {
  list: Remote<Category[]>;
  /** The create / edit dialog: `editing` null while creating. */
  editor: { open: boolean; editing: Category | null; submission: Remote<void> };
  /** Rows whose active flag change is in flight. */
  toggling: Record<string, boolean>;
  /** The category awaiting the admin's confirmation of its deletion. */
  deletion: { category: Category | null; submission: Remote<void> };
}

export const initialCategoriesState: CategoriesState = {
  list: remote.idle(),
  editor: { open: false, editing: null, submission: remote.idle() },
  toggling: {},
  deletion: { category: null, submission: remote.idle() },
};

function replaceRow(state: CategoriesState, updated: Category) {
  const rows = dataOf(state.list);
  if (!rows) return;
  const known = rows.some((row) => row._id === updated._id);
  const next = known ? rows.map((row) => (row._id === updated._id ? updated : row)) : [...rows, updated];
  state.list = remote.succeeded(next.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name, 'vi')));
}

const categoriesSlice = createSlice({
  name: 'categories',
  initialState: initialCategoriesState,
  reducers: {
    opened(state) {
      state.list = remote.reload(state.list);
    },
    received(state, action: PayloadAction<Category[]>) {
      state.list = remote.succeeded(action.payload);
    },
    loadFailed(state, action: PayloadAction<RemoteError>) {
      state.list = remote.fail(state.list, action.payload);
    },

    createOpened(state) {
      state.editor = { open: true, editing: null, submission: remote.idle() };
    },
    editOpened(state, action: PayloadAction<Category>) {
      state.editor = { open: true, editing: action.payload, submission: remote.idle() };
    },
    editorClosed(state) {
      state.editor = initialCategoriesState.editor;
    },
    editorSubmitted(state, _action: PayloadAction<CategoryFormRequest>) {
      state.editor.submission = remote.loading();
    },
    saved(state, action: PayloadAction<Category>) {
      replaceRow(state, action.payload);
      state.editor = initialCategoriesState.editor;
    },
    saveFailed(state, action: PayloadAction<RemoteError>) {
      state.editor.submission = remote.failed(action.payload);
    },

    toggleRequested(state, action: PayloadAction<Category>) {
      state.toggling[action.payload._id] = true;
    },
    toggled(state, action: PayloadAction<Category>) {
      delete state.toggling[action.payload._id];
      replaceRow(state, action.payload);
    },
    toggleFailed(state, action: PayloadAction<{ id: string; error: RemoteError }>) {
      delete state.toggling[action.payload.id];
    },

    deleteRequested(state, action: PayloadAction<Category>) {
      state.deletion = { category: action.payload, submission: remote.idle() };
    },
    deleteCancelled(state) {
      state.deletion = initialCategoriesState.deletion;
    },
    deleteConfirmed(state) {
      state.deletion.submission = remote.loading();
    },
    deleted(state, action: PayloadAction<string>) {
      const rows = dataOf(state.list);
      if (rows) state.list = remote.succeeded(rows.filter((row) => row._id !== action.payload));
      state.deletion = initialCategoriesState.deletion;
    },
    deleteFailed(state, action: PayloadAction<RemoteError>) {
      state.deletion.submission = remote.failed(action.payload);
    },
  },
});

export const categoriesActions = categoriesSlice.actions;
export const categoriesReducer = categoriesSlice.reducer;
