import { MediaLibraryState } from './media-library.slice';

export interface MediaLibraryRootState {
  mediaLibrary: MediaLibraryState;
}

export const selectMediaList = (state: MediaLibraryRootState) => state.mediaLibrary.list;
export const selectMediaUpload = (state: MediaLibraryRootState) => state.mediaLibrary.upload;
export const selectMediaDeletion = (state: MediaLibraryRootState) => state.mediaLibrary.deletion;
export const selectMediaPlayer = (state: MediaLibraryRootState) => state.mediaLibrary.player;
