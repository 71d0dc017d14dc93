import { createHomepageContentApi } from '../../features/homepage-content/homepage-content.api';
import { createHomepageContentSaga } from '../../features/homepage-content/homepage-content.saga';
import { homepageContentReducer } from '../../features/homepage-content/homepage-content.slice';
import { pickedFiles } from '../../lib/picked-files';
import { toastNotifier } from '../../platform/notify';
import { defineFeature } from '../feature-module';

export default defineFeature({
  reducers: { homepageContent: homepageContentReducer },
  sagas: ({ client }) => [createHomepageContentSaga({ api: createHomepageContentApi(client), notify: toastNotifier, files: pickedFiles })],
});
