import { StorageFile } from '@academy/contracts';
import { PayloadAction, createSlice } from '@reduxjs/toolkit';
import { Remote, RemoteError, dataOf, remote } from '../../lib/remote';

/** The pages of one folder loaded so far, folders first as the screen shows them. */
export interface FolderListing {
  folders: string[];
  files: StorageFile[];
  /** Null once the last page is in. */
  nextPageToken: string | null;
}

export interface StorageState {
  /** The folder on screen: '' for the root, else ending in '/'. */
  prefix: string;
  listing: Remote<FolderListing>;
  /** 'Tải thêm': the next page of the same folder. */
  more: Remote<void>;
  /** The file awaiting the admin's confirmation of its deletion. */
  deletion: { file: StorageFile | null; submission: Remote<void> };
}

export const initialStorageState: StorageState = {
  prefix: '',
  listing: remote.idle(),
  more: remote.idle(),
  deletion: { file: null, submission: remote.idle() },
};

/** Every answer names its folder: one that arrives after the admin has moved on is dropped. */
type ForFolder<T> = { prefix: string } & T;

const storageSlice = createSlice({
  name: 'storage',
  initialState: initialStorageState,
  reducers: {
    folderOpened(state, action: PayloadAction<string>) {
      const same = action.payload === state.prefix;
      state.prefix = action.payload;
      state.listing = same ? remote.reload(state.listing) : remote.loading();
      state.more = remote.idle();
    },
    folderReceived(state, { payload }: PayloadAction<ForFolder<{ listing: FolderListing }>>) {
      if (payload.prefix === state.prefix) state.listing = remote.succeeded(payload.listing);
    },
    folderFailed(state, { payload }: PayloadAction<ForFolder<{ error: RemoteError }>>) {
      if (payload.prefix === state.prefix) state.listing = remote.fail(state.listing, payload.error);
    },

    moreRequested(state) {
      state.more = remote.loading();
    },
    moreReceived(state, { payload }: PayloadAction<ForFolder<{ listing: FolderListing }>>) {
      const shown = dataOf(state.listing);
      if (payload.prefix !== state.prefix || !shown) return;
      const { folders, files, nextPageToken } = payload.listing;
      state.listing = remote.succeeded({ folders: [...shown.folders, ...folders], files: [...shown.files, ...files], nextPageToken });
      state.more = remote.done();
    },
    moreFailed(state, { payload }: PayloadAction<ForFolder<{ error: RemoteError }>>) {
      if (payload.prefix === state.prefix) state.more = remote.failed(payload.error);
    },

    deleteRequested(state, action: PayloadAction<StorageFile>) {
      state.deletion = { file: action.payload, submission: remote.idle() };
    },
    deleteCancelled(state) {
      state.deletion = initialStorageState.deletion;
    },
    deleteConfirmed(state) {
      state.deletion.submission = remote.loading();
    },
    deleted(state, action: PayloadAction<string>) {
      const shown = dataOf(state.listing);
      if (shown) state.listing = remote.succeeded({ ...shown, files: shown.files.filter((file) => file.fullPath !== action.payload) });
      state.deletion = initialStorageState.deletion;
    },
    deleteFailed(state, action: PayloadAction<RemoteError>) {
      state.deletion.submission = remote.failed(action.payload);
    },
  },
});

export const storageActions = storageSlice.actions;
export const storageReducer = storageSlice.reducer;
