import { DeleteStorageFileResponse, ListStorageFilesResponse, STORAGE_MESSAGES } from '@academy/contracts';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { dataOf, toRemoteError } from '../../lib/remote';
import { Notifier } from '../../platform/notify';
import { StorageApi } from './storage.api';
import { selectStorageDeletion, selectStorageListing, selectStoragePrefix } from './storage.selectors';
import { FolderListing, storageActions } from './storage.slice';

export interface StorageSagaDeps {
  api: StorageApi;
  notify: Notifier;
}

const ADMIN = { area: 'admin' } as const;

const listingOf = ({ folders, files, nextPageToken }: ListStorageFilesResponse): FolderListing => ({ folders, files, nextPageToken });

export function createStorageSaga({ api, notify }: StorageSagaDeps) {
  function* openFolder({ payload: prefix }: ReturnType<typeof storageActions.folderOpened>) {
    try {
      const page: ListStorageFilesResponse = yield call(api.list, prefix, null);
      yield put(storageActions.folderReceived({ prefix, listing: listingOf(page) }));
    } catch (error) {
      yield put(storageActions.folderFailed({ prefix, error: toRemoteError(error, STORAGE_MESSAGES.loadFailed) }));
    }
  }

  function* loadMore() {
    const prefix: string = yield select(selectStoragePrefix);
    const listing: ReturnType<typeof selectStorageListing> = yield select(selectStorageListing);
    const token = dataOf(listing)?.nextPageToken;
    if (!token) return;
    try {
      const page: ListStorageFilesResponse = yield call(api.list, prefix, token);
      yield put(storageActions.moreReceived({ prefix, listing: listingOf(page) }));
    } catch (error) {
      const failure = toRemoteError(error, STORAGE_MESSAGES.loadFailed);
      notify.error(failure.message, ADMIN);
      yield put(storageActions.moreFailed({ prefix, error: failure }));
    }
  }

  /** The server says why a file in use stays: the dialog shows it, so the admin knows where to remove it first. */
  function* remove() {
    const { file }: ReturnType<typeof selectStorageDeletion> = yield select(selectStorageDeletion);
    if (!file) return;
    try {
      const response: DeleteStorageFileResponse = yield call(api.remove, file.fullPath);
      yield put(storageActions.deleted(response.fileName));
      notify.success(response.message, ADMIN);
    } catch (error) {
      yield put(storageActions.deleteFailed(toRemoteError(error, STORAGE_MESSAGES.deleteFailed)));
    }
  }

  return function* storageSaga() {
    // One at a time, the latest winning: opening another folder drops a page still loading for the last one.
    yield takeLatest([storageActions.folderOpened.type, storageActions.moreRequested.type], function* (action: { type: string }) {
      if (storageActions.folderOpened.match(action)) yield* openFolder(action);
      else yield* loadMore();
    });
    yield takeLatest(storageActions.deleteConfirmed.type, remove);
  };
}
