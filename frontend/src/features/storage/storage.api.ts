import { DeleteStorageFileResponse, ListStorageFilesResponse, STORAGE_PAGE_SIZE } from '@academy/contracts';
import { ApiClient } from '../../platform/api-client';

export interface StorageApi {
  /** One page of a folder: the first without a token, the next with the previous page's. */
  list(prefix: string, nextPageToken: string | null): Promise<ListStorageFilesResponse>;
  remove(fileName: string): Promise<DeleteStorageFileResponse>;
}

export function createStorageApi(client: ApiClient): StorageApi {
  return {
    list: (prefix, nextPageToken) => client.call('listStorageFiles', { query: { prefix, limit: STORAGE_PAGE_SIZE, nextPageToken: nextPageToken ?? undefined } }),
    remove: (fileName) => client.call('deleteStorageFile', { body: { fileName } }),
  };
}
