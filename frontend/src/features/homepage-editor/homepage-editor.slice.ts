import { createSlice } from '@reduxjs/toolkit';

/** Admins switch the home page into editing mode; the editor itself comes with /admin/edit. */
export interface HomepageEditorState {
  editMode: boolean;
}

const homepageEditorSlice = createSlice({
  name: 'homepageEditor',
  initialState: { editMode: false } as HomepageEditorState,
  reducers: {
    editModeToggled(state) {
      state.editMode = !state.editMode;
    },
  },
});

export const homepageEditorActions = homepageEditorSlice.actions;
export const homepageEditorReducer = homepageEditorSlice.reducer;

export interface HomepageEditorRootState {
  homepageEditor: HomepageEditorState;
}
export const selectEditMode = (state: HomepageEditorRootState) => state.homepageEditor.editMode;
