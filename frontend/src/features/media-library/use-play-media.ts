import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { mediaLibraryActions } from './media-library.slice';

/** Opens the library's player on a video (render `<MediaPlayerModal />` beside it). */
export function usePlayMedia() {
  const dispatch = useDispatch();
  return useCallback((video: { _id: string; title: string }) => dispatch(mediaLibraryActions.playRequested({ ...video, durationSeconds: null })), [dispatch]);
}
