import { CreateDiscountRequest, DiscountCode, DiscountCourseOption, DiscountToolPlanOption } from '@academy/contracts';
import { PayloadAction, createSlice } from '@reduxjs/toolkit';
import { Remote, RemoteError, dataOf, remote } from '../../lib/remote';

/** What the form's scope lists offer: published courses and plans on sale. */
export interface DiscountTargets {
  courses: DiscountCourseOption[];
  plans: DiscountToolPlanOption[];
}

export interface DiscountsState {
  /** Newest first: a created code appears at the top (spec part 1 section 4). */
  list: Remote<DiscountCode[]>;
  targets: Remote<DiscountTargets>;
  /** The create / edit dialog: `editing` null while creating. */
  editor: { open: boolean; editing: DiscountCode | null; submission: Remote<void> };
  /** Rows whose switch is in flight. */
  toggling: Record<string, boolean>;
  /** The code awaiting the admin's confirmation of its deletion ('Xác nhận Xóa'). */
  deletion: { discount: DiscountCode | null; submission: Remote<void> };
}

export const initialDiscountsState: DiscountsState = {
  list: remote.idle(),
  targets: remote.idle(),
  editor: { open: false, editing: null, submission: remote.idle() },
  toggling: {},
  deletion: { discount: null, submission: remote.idle() },
};

function putRow(state: DiscountsState, changed: DiscountCode) {
  const rows = dataOf(state.list);
  if (!rows) return;
  const known = rows.some((row) => row._id === changed._id);
  state.list = remote.succeeded(known ? rows.map((row) => (row._id === changed._id ? changed : row)) : [changed, ...rows]);
}

const discountsSlice = createSlice({
  name: 'discounts',
  initialState: initialDiscountsState,
  reducers: {
    opened(state) {
      state.list = remote.reload(state.list);
    },
    received(state, action: PayloadAction<DiscountCode[]>) {
      state.list = remote.succeeded(action.payload);
    },
    loadFailed(state, action: PayloadAction<RemoteError>) {
      state.list = remote.fail(state.list, action.payload);
    },

    createOpened(state) {
      state.editor = { open: true, editing: null, submission: remote.idle() };
    },
    editOpened(state, action: PayloadAction<DiscountCode>) {
      state.editor = { open: true, editing: action.payload, submission: remote.idle() };
    },
    editorClosed(state) {
      state.editor = initialDiscountsState.editor;
    },
    targetsRequested(state) {
      state.targets = remote.reload(state.targets);
    },
    targetsReceived(state, action: PayloadAction<DiscountTargets>) {
      state.targets = remote.succeeded(action.payload);
    },
    targetsFailed(state, action: PayloadAction<RemoteError>) {
      state.targets = remote.fail(state.targets, action.payload);
    },
    /** The whole form; an edit sends its terms (the code never changes). */
    editorSubmitted(state, _action: PayloadAction<CreateDiscountRequest>) {
      state.editor.submission = remote.loading();
    },
    saved(state, action: PayloadAction<DiscountCode>) {
      putRow(state, action.payload);
      state.editor = initialDiscountsState.editor;
    },
    saveFailed(state, action: PayloadAction<RemoteError>) {
      state.editor.submission = remote.failed(action.payload);
    },

    toggleRequested(state, action: PayloadAction<{ discount: DiscountCode; isActive: boolean }>) {
      state.toggling[action.payload.discount._id] = true;
    },
    toggled(state, action: PayloadAction<DiscountCode>) {
      delete state.toggling[action.payload._id];
      putRow(state, action.payload);
    },
    toggleFailed(state, action: PayloadAction<{ id: string; error: RemoteError }>) {
      delete state.toggling[action.payload.id];
    },

    deleteRequested(state, action: PayloadAction<DiscountCode>) {
      state.deletion = { discount: action.payload, submission: remote.idle() };
    },
    deleteCancelled(state) {
      state.deletion = initialDiscountsState.deletion;
    },
    deleteConfirmed(state) {
      state.deletion.submission = remote.loading();
    },
    /** Erased: the row goes. */
    deleted(state, action: PayloadAction<string>) {
      const rows = dataOf(state.list);
      if (rows) state.list = remote.succeeded(rows.filter((row) => row._id !== action.payload));
      state.deletion = initialDiscountsState.deletion;
    },
    /** An order named it, so the server switched it off instead: the row stays, inactive. */
    deactivatedInstead(state, action: PayloadAction<DiscountCode>) {
      putRow(state, action.payload);
      state.deletion = initialDiscountsState.deletion;
    },
    deleteFailed(state, action: PayloadAction<RemoteError>) {
      state.deletion.submission = remote.failed(action.payload);
    },
  },
});

export const discountsActions = discountsSlice.actions;
export const discountsReducer = discountsSlice.reducer;
