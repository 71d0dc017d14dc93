import { MediaAsset } from '@academy/contracts';
import { PayloadAction, createSlice, nanoid } from '@reduxjs/toolkit';
import { PagedListState, createPagedList, updateRows } from '../../lib/paged-list';
import { Remote, RemoteError, dataOf, remote } from '../../lib/remote';

/** `ownerId`: an admin picking videos for an instructor's course sees that instructor's library. */
export type MediaFilters = { ownerId: string };

/** The paged library (12 a page, newest first), shared by the library screen and the course builder's picker. */
export const mediaList = createPagedList<MediaAsset, MediaFilters>('mediaLibrary/list', { ownerId: '' });

/** A video as the picker hands it to whoever asked (the course builder). */
export type PickedMedia = Pick<MediaAsset, '_id' | 'title' | 'durationSeconds'>;

export interface MediaUploadState {
  fileName: string | null;
  /** Rounded integer percent of the file sent, while sending. */
  progress: number | null;
  submission: Remote<MediaAsset>;
  /** Names this upload for the server across retries; a new one after each success. */
  idempotencyKey: string;
}

export interface MediaLibraryState {
  list: PagedListState<MediaAsset, MediaFilters>;
  /**
   * Videos uploaded in this session, newest first. The library's read model may list a new video a
   * moment after the upload answers: until it does, page 1 shows it at the top anyway.
   */
  recent: MediaAsset[];
  upload: MediaUploadState;
  deletion: { media: MediaAsset | null; submission: Remote<void> };
  player: { media: PickedMedia | null; url: Remote<string> };
}

export const initialMediaLibraryState: MediaLibraryState = {
  list: mediaList.initialState,
  recent: [],
  upload: { fileName: null, progress: null, submission: remote.idle(), idempotencyKey: nanoid() },
  deletion: { media: null, submission: remote.idle() },
  player: { media: null, url: remote.idle() },
};

export interface UploadRequest {
  /** The picked file's key in `pickedFiles`. */
  fileKey: string;
  fileName: string;
  title: string;
  /** Where to go once the video is in the library (the upload screen goes back to the library). */
  returnTo?: string;
}

/** Page 1 of the whole library shows this session's uploads the read model has not listed yet. */
function withRecent(state: MediaLibraryState) {
  const { list } = state;
  const page = dataOf(list.result);
  if (!page || page.currentPage !== 1 || list.search) return;
  const owner = list.filters.ownerId;
  const missing = state.recent.filter((media) => (!owner || media.ownerId === owner) && !page.rows.some((row) => row._id === media._id));
  if (missing.length > 0) updateRows(list, (rows) => [...missing, ...rows]);
}

const mediaLibrarySlice = createSlice({
  name: 'mediaLibrary',
  initialState: initialMediaLibraryState,
  reducers: {
    uploadFormOpened(state) {
      if (state.upload.submission.status !== 'loading') state.upload = { ...initialMediaLibraryState.upload, idempotencyKey: state.upload.idempotencyKey };
    },
    uploadStarted(state, action: PayloadAction<UploadRequest>) {
      state.upload = { ...state.upload, fileName: action.payload.fileName, progress: 0, submission: remote.loading() };
    },
    uploadProgressed(state, action: PayloadAction<number>) {
      state.upload.progress = action.payload;
    },
    uploadKeyReplaced(state, action: PayloadAction<string>) {
      state.upload.idempotencyKey = action.payload;
    },
    uploaded(state, action: PayloadAction<{ media: MediaAsset; nextKey: string }>) {
      const { media, nextKey } = action.payload;
      state.upload = { fileName: state.upload.fileName, progress: 100, submission: remote.succeeded(media), idempotencyKey: nextKey };
      state.recent = [media, ...state.recent.filter((m) => m._id !== media._id)];
      withRecent(state);
    },
    uploadFailed(state, action: PayloadAction<RemoteError>) {
      state.upload.progress = null;
      state.upload.submission = remote.failed(action.payload);
    },

    deleteRequested(state, action: PayloadAction<MediaAsset>) {
      state.deletion = { media: action.payload, submission: remote.idle() };
    },
    deleteCancelled(state) {
      if (state.deletion.submission.status !== 'loading') state.deletion = initialMediaLibraryState.deletion;
    },
    deleteConfirmed(state) {
      state.deletion.submission = remote.loading();
    },
    deleted(state, action: PayloadAction<string>) {
      const id = action.payload;
      updateRows(state.list, (rows) => rows.filter((media) => media._id !== id));
      state.recent = state.recent.filter((media) => media._id !== id);
      state.deletion = initialMediaLibraryState.deletion;
    },
    deleteFailed(state, action: PayloadAction<RemoteError>) {
      state.deletion.submission = remote.failed(action.payload);
    },

    playRequested(state, action: PayloadAction<PickedMedia>) {
      state.player = { media: action.payload, url: remote.loading() };
    },
    playbackReceived(state, action: PayloadAction<string>) {
      if (state.player.media) state.player.url = remote.succeeded(action.payload);
    },
    playbackFailed(state, action: PayloadAction<RemoteError>) {
      if (state.player.media) state.player.url = remote.failed(action.payload);
    },
    playerClosed(state) {
      state.player = initialMediaLibraryState.player;
    },
  },
  extraReducers: (builder) =>
    builder.addMatcher(mediaList.matches, (state, action) => {
      state.list = mediaList.reducer(state.list, action);
      if (mediaList.actions.received.match(action)) withRecent(state);
    }),
});

export const mediaLibraryActions = mediaLibrarySlice.actions;
export const mediaLibraryReducer = mediaLibrarySlice.reducer;
