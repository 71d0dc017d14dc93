import { BonusCode, CreateBonusCodeRequest } from '@academy/contracts';
import { PayloadAction, createSlice } from '@reduxjs/toolkit';
import { Remote, RemoteError, dataOf, remote } from '../../lib/remote';

export interface BonusCodesState {
  /** Newest first: a created code appears at the top. */
  list: Remote<BonusCode[]>;
  /** The create / edit dialog: `editing` null while creating. */
  editor: { open: boolean; editing: BonusCode | null; submission: Remote<void> };
  /** Rows whose switch is in flight. */
  toggling: Record<string, boolean>;
  /** The code awaiting the admin's confirmation of its deletion. */
  deletion: { bonusCode: BonusCode | null; submission: Remote<void> };
}

export const initialBonusCodesState: BonusCodesState = {
  list: remote.idle(),
  editor: { open: false, editing: null, submission: remote.idle() },
  toggling: {},
  deletion: { bonusCode: null, submission: remote.idle() },
};

function putRow(state: BonusCodesState, changed: BonusCode) {
  const rows = dataOf(state.list);
  if (!rows) return;
  const known = rows.some((row) => row._id === changed._id);
  state.list = remote.succeeded(known ? rows.map((row) => (row._id === changed._id ? changed : row)) : [changed, ...rows]);
}

const bonusCodesSlice = createSlice({
  name: 'bonusCodes',
  initialState: initialBonusCodesState,
  reducers: {
    opened(state) {
      state.list = remote.reload(state.list);
    },
    received(state, action: PayloadAction<BonusCode[]>) {
      state.list = remote.succeeded(action.payload);
    },
    loadFailed(state, action: PayloadAction<RemoteError>) {
      state.list = remote.fail(state.list, action.payload);
    },

    createOpened(state) {
      state.editor = { open: true, editing: null, submission: remote.idle() };
    },
    editOpened(state, action: PayloadAction<BonusCode>) {
      state.editor = { open: true, editing: action.payload, submission: remote.idle() };
    },
    editorClosed(state) {
      state.editor = initialBonusCodesState.editor;
    },
    /** The whole form; an edit sends its terms and the active flag (the code never changes). */
    editorSubmitted(state, _action: PayloadAction<CreateBonusCodeRequest>) {
      state.editor.submission = remote.loading();
    },
    saved(state, action: PayloadAction<BonusCode>) {
      putRow(state, action.payload);
      state.editor = initialBonusCodesState.editor;
    },
    saveFailed(state, action: PayloadAction<RemoteError>) {
      state.editor.submission = remote.failed(action.payload);
    },

    toggleRequested(state, action: PayloadAction<{ bonusCode: BonusCode; isActive: boolean }>) {
      state.toggling[action.payload.bonusCode._id] = true;
    },
    toggled(state, action: PayloadAction<BonusCode>) {
      delete state.toggling[action.payload._id];
      putRow(state, action.payload);
    },
    toggleFailed(state, action: PayloadAction<{ id: string; error: RemoteError }>) {
      delete state.toggling[action.payload.id];
    },

    deleteRequested(state, action: PayloadAction<BonusCode>) {
      state.deletion = { bonusCode: action.payload, submission: remote.idle() };
    },
    deleteCancelled(state) {
      state.deletion = initialBonusCodesState.deletion;
    },
    deleteConfirmed(state) {
      state.deletion.submission = remote.loading();
    },
    /** Erased: the row goes. */
    deleted(state, action: PayloadAction<string>) {
      const rows = dataOf(state.list);
      if (rows) state.list = remote.succeeded(rows.filter((row) => row._id !== action.payload));
      state.deletion = initialBonusCodesState.deletion;
    },
    /** Someone had claimed it, so the server switched it off instead: the row stays, inactive. */
    deactivatedInstead(state, action: PayloadAction<BonusCode>) {
      putRow(state, action.payload);
      state.deletion = initialBonusCodesState.deletion;
    },
    deleteFailed(state, action: PayloadAction<RemoteError>) {
      state.deletion.submission = remote.failed(action.payload);
    },
  },
});

export const bonusCodesActions = bonusCodesSlice.actions;
export const bonusCodesReducer = bonusCodesSlice.reducer;
