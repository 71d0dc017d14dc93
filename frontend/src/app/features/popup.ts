import { createPopupApi } from '../../features/popup/popup.api';
import { preloadImage, sessionPopupSeen } from '../../features/popup/popup-seen';
import { popupReducer } from '../../features/popup/popup.slice';
import { createSitePopupSaga } from '../../features/popup/site-popup.saga';
import { defineFeature } from '../feature-module';

/** The popup the public pages show; the admin's editing adds 'popup-admin'. */
export default defineFeature({
  reducers: { popup: popupReducer },
  sagas: ({ client }) => [
    createSitePopupSaga({
      api: createPopupApi(client),
      seen: sessionPopupSeen(),
      wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      preload: preloadImage,
    }),
  ],
});
