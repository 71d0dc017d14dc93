import type { AdminSiteSettings, SiteSettings, SiteSettingsForm, SiteSettingsHistoryResponse } from '@academy/contracts';
import { PayloadAction, createSlice } from '@reduxjs/toolkit';
import { Remote, RemoteError, remote } from '../../lib/remote';

export interface SiteSettingsState {
  /** The academy's contact and company data every public page shows (footer, contact page). */
  site: Remote<SiteSettings | null>;
  /** /admin/settings/site: the settings with their version, and their history. */
  admin: Remote<AdminSiteSettings>;
  history: Remote<SiteSettingsHistoryResponse>;
  submission: Remote<void>;
}

export const initialSiteSettingsState: SiteSettingsState = {
  site: remote.idle(),
  admin: remote.idle(),
  history: remote.idle(),
  submission: remote.idle(),
};

const siteSettingsSlice = createSlice({
  name: 'siteSettings',
  initialState: initialSiteSettingsState,
  reducers: {
    /** A footer or contact block appeared: the saga loads the settings once per visit. */
    siteWanted() {},
    siteRequested(state) {
      state.site = remote.reload(state.site);
    },
    siteReceived(state, action: PayloadAction<SiteSettings | null>) {
      state.site = remote.succeeded(action.payload);
    },
    siteFailed(state, action: PayloadAction<RemoteError>) {
      state.site = remote.fail(state.site, action.payload);
    },

    adminOpened(state) {
      state.admin = remote.reload(state.admin);
      state.submission = remote.idle();
    },
    adminReceived(state, action: PayloadAction<AdminSiteSettings>) {
      state.admin = remote.succeeded(action.payload);
    },
    adminFailed(state, action: PayloadAction<RemoteError>) {
      state.admin = remote.fail(state.admin, action.payload);
    },
    historyPageRequested(state, _action: PayloadAction<number>) {
      state.history = remote.reload(state.history);
    },
    historyReceived(state, action: PayloadAction<SiteSettingsHistoryResponse>) {
      state.history = remote.succeeded(action.payload);
    },
    historyFailed(state, action: PayloadAction<RemoteError>) {
      state.history = remote.fail(state.history, action.payload);
    },

    submitted(state, _action: PayloadAction<SiteSettingsForm>) {
      state.submission = remote.loading();
    },
    /** Saved: the admin page and every public page of this visit show the new settings at once. */
    saved(state, action: PayloadAction<AdminSiteSettings>) {
      state.submission = remote.done();
      state.admin = remote.succeeded(action.payload);
      state.site = remote.succeeded(action.payload.settings);
    },
    saveFailed(state, action: PayloadAction<RemoteError>) {
      state.submission = remote.failed(action.payload);
    },
  },
});

export const siteSettingsActions = siteSettingsSlice.actions;
export const siteSettingsReducer = siteSettingsSlice.reducer;
