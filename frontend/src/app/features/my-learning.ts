import { put, takeEvery } from 'redux-saga/effects';
import { createMyLearningApi } from '../../features/my-learning/my-learning.api';
import { createMyLearningSaga } from '../../features/my-learning/my-learning.saga';
import { myLearningActions, myLearningReducer } from '../../features/my-learning/my-learning.slice';
import { sessionActions } from '../../features/session/session.slice';
import { defineFeature } from '../feature-module';

/** A sign-out clears the learner's courses and tools, so the next person on this browser never sees them. */
function* myLearningFollowsSession() {
  yield takeEvery(sessionActions.authStateChanged.type, function* (action: ReturnType<typeof sessionActions.authStateChanged>) {
    if (action.payload === null) yield put(myLearningActions.sessionEnded());
  });
}

export default defineFeature({
  reducers: { myLearning: myLearningReducer },
  sagas: ({ client }) => [createMyLearningSaga({ api: createMyLearningApi(client) }), myLearningFollowsSession],
});
