import { createToolsApi } from '../../features/tools/tools.api';
import { createToolsSaga } from '../../features/tools/tools.saga';
import { toolsReducer } from '../../features/tools/tools.slice';
import { pickedFiles } from '../../lib/picked-files';
import { toastNotifier } from '../../platform/notify';
import { defineFeature } from '../feature-module';

export default defineFeature({
  reducers: { tools: toolsReducer },
  sagas: ({ client }) => [createToolsSaga({ api: createToolsApi(client), notify: toastNotifier, files: pickedFiles })],
});
