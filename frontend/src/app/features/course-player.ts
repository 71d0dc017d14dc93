import { put, takeEvery } from 'redux-saga/effects';
import { browserSessionStorage, createCourseAccessTokens } from '../../features/course-player/course-access.storage';
import { createCoursePlayerApi } from '../../features/course-player/course-player.api';
import { createCoursePlayerSaga } from '../../features/course-player/course-player.saga';
import { coursePlayerActions, coursePlayerReducer } from '../../features/course-player/course-player.slice';
import { sessionActions } from '../../features/session/session.slice';
import { pickedFiles } from '../../lib/picked-files';
import { toastNotifier } from '../../platform/notify';
import { defineFeature } from '../feature-module';

/** The course access tokens of this tab are the learner's: after a sign-out the next person verifies their own face. */
function* coursePlayerFollowsSession() {
  yield takeEvery(sessionActions.authStateChanged.type, function* (action: ReturnType<typeof sessionActions.authStateChanged>) {
    if (action.payload === null) yield put(coursePlayerActions.sessionEnded());
  });
}

export default defineFeature({
  reducers: { coursePlayer: coursePlayerReducer },
  sagas: ({ client, navigate }) => [
    createCoursePlayerSaga({
      api: createCoursePlayerApi(client),
      tokens: createCourseAccessTokens(browserSessionStorage()),
      files: pickedFiles,
      notify: toastNotifier,
      navigate,
      now: () => new Date(),
    }),
    coursePlayerFollowsSession,
  ],
});
