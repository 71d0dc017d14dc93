import { createMediaLibraryApi } from '../../features/media-library/media-library.api';
import { createMediaLibrarySaga } from '../../features/media-library/media-library.saga';
import { mediaLibraryReducer } from '../../features/media-library/media-library.slice';
import { pickedFiles } from '../../lib/picked-files';
import { toastNotifier } from '../../platform/notify';
import { defineFeature } from '../feature-module';

export default defineFeature({
  reducers: { mediaLibrary: mediaLibraryReducer },
  sagas: ({ client, navigate }) => [createMediaLibrarySaga({ api: createMediaLibraryApi(client), notify: toastNotifier, files: pickedFiles, navigate })],
});
