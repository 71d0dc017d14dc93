import { createCourseStudioApi } from '../../features/course-studio/course-studio.api';
import { createCourseStudioSaga } from '../../features/course-studio/course-studio.saga';
import { courseStudioReducer } from '../../features/course-studio/course-studio.slice';
import { pickedFiles } from '../../lib/picked-files';
import { toastNotifier } from '../../platform/notify';
import { defineFeature } from '../feature-module';

export default defineFeature({
  reducers: { courseStudio: courseStudioReducer },
  sagas: ({ client, navigate }) => [createCourseStudioSaga({ api: createCourseStudioApi(client), notify: toastNotifier, files: pickedFiles, navigate })],
});
