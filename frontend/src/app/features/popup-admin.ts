import { createPopupApi } from '../../features/popup/popup.api';
import { createPopupAdminSaga } from '../../features/popup/popup-admin.saga';
import { pickedFiles } from '../../lib/picked-files';
import { toastNotifier } from '../../platform/notify';
import { defineFeature } from '../feature-module';

/** The admin's popup list (/admin/popup), on the state the public popup's feature keeps. */
export default defineFeature({
  needs: ['popup'],
  reducers: {},
  sagas: ({ client }) => [createPopupAdminSaga({ api: createPopupApi(client), notify: toastNotifier, files: pickedFiles })],
});
