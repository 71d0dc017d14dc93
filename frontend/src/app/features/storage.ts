import { createStorageApi } from '../../features/storage/storage.api';
import { createStorageSaga } from '../../features/storage/storage.saga';
import { storageReducer } from '../../features/storage/storage.slice';
import { toastNotifier } from '../../platform/notify';
import { defineFeature } from '../feature-module';

export default defineFeature({
  reducers: { storage: storageReducer },
  sagas: ({ client }) => [createStorageSaga({ api: createStorageApi(client), notify: toastNotifier })],
});
