import { PayloadAction, createSlice } from '@reduxjs/toolkit';
import { ThemePreference, resolveTheme } from './theme';

export interface ThemeState {
  preference: ThemePreference;
  systemPrefersDark: boolean;
}

export const initialThemeState: ThemeState = { preference: 'system', systemPrefersDark: false };

const themeSlice = createSlice({
  name: 'theme',
  initialState: initialThemeState,
  reducers: {
    /** The saved preference and the OS setting, read once at start. */
    themeLoaded(_state, action: PayloadAction<ThemeState>) {
      return action.payload;
    },
    themePreferenceChosen(state, action: PayloadAction<ThemePreference>) {
      state.preference = action.payload;
    },
    systemThemeChanged(state, action: PayloadAction<boolean>) {
      state.systemPrefersDark = action.payload;
    },
  },
});

export const themeActions = themeSlice.actions;
export const themeReducer = themeSlice.reducer;

export interface ThemeRootState {
  theme: ThemeState;
}
export const selectThemePreference = (state: ThemeRootState) => state.theme.preference;
export const selectResolvedTheme = (state: ThemeRootState) =>
  resolveTheme(state.theme.preference, state.theme.systemPrefersDark);
