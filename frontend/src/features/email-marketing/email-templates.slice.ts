import type { EmailTemplate, EmailTemplateRequest } from '@academy/contracts';
import { PayloadAction, createSlice, nanoid } from '@reduxjs/toolkit';
import { Remote, RemoteError, dataOf, remote } from '../../lib/remote';

export interface TemplateEditorState {
  open: boolean;
  /** Null while creating. */
  editing: EmailTemplate | null;
  /** One per opened create form, so a create whose answer was lost is recorded once. */
  idempotencyKey: string;
  submission: Remote<void>;
}

export interface EmailTemplatesState {
  /** Newest first: a new template appears at the top (spec part 2 section 4). */
  list: Remote<EmailTemplate[]>;
  editor: TemplateEditorState;
  /** The template awaiting 'Xác nhận Xóa'; a refusal (in use) stays in the dialog. */
  deletion: { template: EmailTemplate | null; submission: Remote<void> };
}

export const initialEmailTemplatesState: EmailTemplatesState = {
  list: remote.idle(),
  editor: { open: false, editing: null, idempotencyKey: '', submission: remote.idle() },
  deletion: { template: null, submission: remote.idle() },
};

function putRow(state: EmailTemplatesState, changed: EmailTemplate) {
  const rows = dataOf(state.list);
  if (!rows) return;
  const known = rows.some((row) => row._id === changed._id);
  state.list = remote.succeeded(known ? rows.map((row) => (row._id === changed._id ? changed : row)) : [changed, ...rows]);
}

const emailTemplatesSlice = createSlice({
  name: 'emailTemplates',
  initialState: initialEmailTemplatesState,
  reducers: {
    /** A screen that shows or picks templates opened (the templates page, the campaigns page). */
    opened(state) {
      state.list = remote.reload(state.list);
    },
    received(state, action: PayloadAction<EmailTemplate[]>) {
      state.list = remote.succeeded(action.payload);
    },
    loadFailed(state, action: PayloadAction<RemoteError>) {
      state.list = remote.fail(state.list, action.payload);
    },

    createOpened: {
      reducer(state, action: PayloadAction<string>) {
        state.editor = { open: true, editing: null, idempotencyKey: action.payload, submission: remote.idle() };
      },
      prepare: () => ({ payload: nanoid() }),
    },
    editOpened(state, action: PayloadAction<EmailTemplate>) {
      state.editor = { open: true, editing: action.payload, idempotencyKey: '', submission: remote.idle() };
    },
    editorClosed(state) {
      state.editor = initialEmailTemplatesState.editor;
    },
    editorSubmitted(state, _action: PayloadAction<EmailTemplateRequest>) {
      state.editor.submission = remote.loading();
    },
    /** A create whose key the server had seen with another form: sent again under a new one. */
    idempotencyKeyReplaced(state, action: PayloadAction<string>) {
      state.editor.idempotencyKey = action.payload;
    },
    saved(state, action: PayloadAction<EmailTemplate>) {
      putRow(state, action.payload);
      state.editor = initialEmailTemplatesState.editor;
    },
    saveFailed(state, action: PayloadAction<RemoteError>) {
      state.editor.submission = remote.failed(action.payload);
    },

    deleteRequested(state, action: PayloadAction<EmailTemplate>) {
      state.deletion = { template: action.payload, submission: remote.idle() };
    },
    deleteCancelled(state) {
      state.deletion = initialEmailTemplatesState.deletion;
    },
    deleteConfirmed(state) {
      state.deletion.submission = remote.loading();
    },
    deleted(state, action: PayloadAction<string>) {
      const rows = dataOf(state.list);
      if (rows) state.list = remote.succeeded(rows.filter((row) => row._id !== action.payload));
      state.deletion = initialEmailTemplatesState.deletion;
    },
    deleteFailed(state, action: PayloadAction<RemoteError>) {
      state.deletion.submission = remote.failed(action.payload);
    },
  },
});

export const emailTemplatesActions = emailTemplatesSlice.actions;
export const emailTemplatesReducer = emailTemplatesSlice.reducer;
