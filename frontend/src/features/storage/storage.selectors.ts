import { StorageState } from './storage.slice';

export interface StorageRootState {
  storage: StorageState;
}

export const selectStoragePrefix = (state: StorageRootState) => state.storage.prefix;
export const selectStorageListing = (state: StorageRootState) => state.storage.listing;
export const selectStorageMore = (state: StorageRootState) => state.storage.more;
export const selectStorageDeletion = (state: StorageRootState) => state.storage.deletion;
