import { createPopupApi } from '../../features/popup/popup.api';
import { preloadImage, sessionPopupSeen } from '../../features/popup/popup-seen';
import { createPopupSaga } from '../../features/popup/popup.saga';
import { popupReducer } from '../../features/popup/popup.slice';
import { pickedFiles } from '../../lib/picked-files';
import { toastNotifier } from '../../platform/notify';
import { defineFeature } from '../feature-module';

export default defineFeature({
  reducers: { popup: popupReducer },
  sagas: ({ client }) => [
    createPopupSaga({
      api: createPopupApi(client),
      notify: toastNotifier,
      files: pickedFiles,
      seen: sessionPopupSeen(),
      wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      preload: preloadImage,
    }),
  ],
});
