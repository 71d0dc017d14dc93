import { InstructorApplication } from '@academy/contracts';
import { put, select, takeEvery } from 'redux-saga/effects';
import { createInstructorApplicationApi } from '../../features/instructor-application/instructor-application.api';
import { createInstructorApplicationSaga } from '../../features/instructor-application/instructor-application.saga';
import { instructorApplicationActions, instructorApplicationReducer } from '../../features/instructor-application/instructor-application.slice';
import { selectRole } from '../../features/session/session.selectors';
import { sessionActions } from '../../features/session/session.slice';
import { toastNotifier } from '../../platform/notify';
import { defineFeature } from '../feature-module';

/**
 * An applicant who finds their application accepted while the session still says student (the
 * role follows the acceptance a moment later): the session reloads the profile, so the teaching
 * menu appears without signing in again.
 */
function* sessionFollowsAcceptance() {
  yield takeEvery(instructorApplicationActions.applicationReceived.type, function* (action: { type: string; payload: InstructorApplication | null }) {
    const role: ReturnType<typeof selectRole> = yield select(selectRole);
    if (action.payload?.status === 'accepted' && role === 'student') yield put(sessionActions.profileRefreshRequested());
  });
}

export default defineFeature({
  reducers: { instructorApplication: instructorApplicationReducer },
  sagas: ({ client }) => [createInstructorApplicationSaga({ api: createInstructorApplicationApi(client), notify: toastNotifier }), sessionFollowsAcceptance],
});
