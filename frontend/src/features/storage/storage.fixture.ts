import type { ListStorageFilesResponse, StorageFile } from '@academy/contracts';

/** A stored file as the list answers it. */
export const storedFile = (fullPath: string, overrides: Partial<StorageFile> = {}): StorageFile => ({
  fullPath,
  fileName: fullPath.split('/').pop() ?? fullPath,
  size: 2048,
  contentType: 'image/webp',
  updatedAt: '2026-11-22T08:00:00.000Z',
  usedBy: null,
  ...overrides,
});

export const folderPage = (prefix: string, page: Partial<ListStorageFilesResponse> = {}): ListStorageFilesResponse => ({
  prefix,
  folders: [],
  files: [],
  nextPageToken: null,
  ...page,
});
