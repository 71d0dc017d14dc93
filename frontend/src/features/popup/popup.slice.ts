import type { Popup, PopupForm, PublicPopup } from '@academy/contracts';
import { PayloadAction, createSlice, nanoid } from '@reduxjs/toolkit';
import { Remote, RemoteError, dataOf, remote } from '../../lib/remote';

export interface PopupEditorState {
  open: boolean;
  /** Null while creating. */
  editing: Popup | null;
  /** One per opened create form, so a create whose answer was lost is recorded once. */
  idempotencyKey: string;
  submission: Remote<void>;
}

export interface PopupState {
  /** /admin/popup: every popup, newest first. */
  list: Remote<Popup[]>;
  editor: PopupEditorState;
  /** Rows whose switch is in flight. */
  toggling: Record<string, boolean>;
  /** The popup awaiting the admin's confirmation of its deletion. */
  deletion: { popup: Popup | null; submission: Remote<void> };
  /** The site's popup: what the server says is active, and whether it is on screen now. */
  site: { active: Remote<PublicPopup | null>; open: boolean };
}

export const initialPopupState: PopupState = {
  list: remote.idle(),
  editor: { open: false, editing: null, idempotencyKey: '', submission: remote.idle() },
  toggling: {},
  deletion: { popup: null, submission: remote.idle() },
  site: { active: remote.idle(), open: false },
};

/** The form as sent: the picture travels beside it under a key of lib/picked-files (a File is not serialisable). */
export interface PopupSubmission {
  form: PopupForm;
  imageKey: string | null;
}

function putRow(state: PopupState, changed: Popup) {
  const rows = dataOf(state.list);
  if (!rows) return;
  const known = rows.some((row) => row._id === changed._id);
  state.list = remote.succeeded(known ? rows.map((row) => (row._id === changed._id ? changed : row)) : [changed, ...rows]);
}

const popupSlice = createSlice({
  name: 'popup',
  initialState: initialPopupState,
  reducers: {
    adminOpened(state) {
      state.list = remote.reload(state.list);
    },
    listReceived(state, action: PayloadAction<Popup[]>) {
      state.list = remote.succeeded(action.payload);
    },
    listFailed(state, action: PayloadAction<RemoteError>) {
      state.list = remote.fail(state.list, action.payload);
    },

    createOpened: {
      reducer(state, action: PayloadAction<string>) {
        state.editor = { open: true, editing: null, idempotencyKey: action.payload, submission: remote.idle() };
      },
      prepare: () => ({ payload: nanoid() }),
    },
    editOpened(state, action: PayloadAction<Popup>) {
      state.editor = { open: true, editing: action.payload, idempotencyKey: '', submission: remote.idle() };
    },
    editorClosed(state) {
      state.editor = initialPopupState.editor;
    },
    editorSubmitted(state, _action: PayloadAction<PopupSubmission>) {
      state.editor.submission = remote.loading();
    },
    /** A create whose key the server had seen with another form: sent again under a new one. */
    idempotencyKeyReplaced(state, action: PayloadAction<string>) {
      state.editor.idempotencyKey = action.payload;
    },
    saved(state, action: PayloadAction<Popup>) {
      putRow(state, action.payload);
      state.editor = initialPopupState.editor;
    },
    saveFailed(state, action: PayloadAction<RemoteError>) {
      state.editor.submission = remote.failed(action.payload);
    },

    toggleRequested(state, action: PayloadAction<{ popup: Popup; isActive: boolean }>) {
      state.toggling[action.payload.popup._id] = true;
    },
    toggled(state, action: PayloadAction<Popup>) {
      delete state.toggling[action.payload._id];
      putRow(state, action.payload);
    },
    toggleFailed(state, action: PayloadAction<{ id: string; error: RemoteError }>) {
      delete state.toggling[action.payload.id];
    },

    deleteRequested(state, action: PayloadAction<Popup>) {
      state.deletion = { popup: action.payload, submission: remote.idle() };
    },
    deleteCancelled(state) {
      state.deletion = initialPopupState.deletion;
    },
    deleteConfirmed(state) {
      state.deletion.submission = remote.loading();
    },
    deleted(state, action: PayloadAction<string>) {
      const rows = dataOf(state.list);
      if (rows) state.list = remote.succeeded(rows.filter((row) => row._id !== action.payload));
      state.deletion = initialPopupState.deletion;
    },
    deleteFailed(state, action: PayloadAction<RemoteError>) {
      state.deletion.submission = remote.failed(action.payload);
    },

    /** A public page's layout is on screen: the popup may come 1.5 s later. */
    sitePageOpened(state) {
      state.site.active = remote.reload(state.site.active);
    },
    /** The visitor left for a page without the popup (the dashboard): nothing more is shown. */
    sitePageLeft(state) {
      state.site.open = false;
    },
    activePopupReceived(state, action: PayloadAction<PublicPopup | null>) {
      state.site.active = remote.succeeded(action.payload);
    },
    /** The ad could not load: the visitor is not told, the page goes on without it. */
    activePopupFailed(state, action: PayloadAction<RemoteError>) {
      state.site.active = remote.fail(state.site.active, action.payload);
    },
    sitePopupShown(state) {
      state.site.open = true;
    },
    sitePopupClosed(state) {
      state.site.open = false;
    },
  },
});

export const popupActions = popupSlice.actions;
export const popupReducer = popupSlice.reducer;
