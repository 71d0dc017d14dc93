import type { ReadStore } from '../../../../platform/read-store/read-store.port';

/** One video of the library as the library screens show it, with the key only the server uses. */
export interface MediaLibraryRow {
  /** The media id. */
  id: string;
  ownerId: string;
  title: string;
  originalName: string;
  /** Private: where the stream router reads the bytes. Never sent to a browser. */
  fileKey: string;
  contentType: string;
  size: number;
  durationSeconds: number | null;
  createdAt: string;
}

export const MEDIA_LIBRARY_COLLECTION = 'catalogue_media_library';

const newestFirst = { field: 'createdAt', direction: 'desc' } as const;

/** Newest first: every library (admin) or one owner's (instructor, or an admin's filter). */
export const mediaLibraryRows = (store: ReadStore) =>
  store.collection<MediaLibraryRow>(MEDIA_LIBRARY_COLLECTION, {
    present: ['ownerId', 'createdAt'],
    indexes: [[newestFirst], ['ownerId', newestFirst]],
  });
