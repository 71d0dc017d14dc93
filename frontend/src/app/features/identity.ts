import { UserProfile } from '@academy/contracts';
import { put, takeEvery } from 'redux-saga/effects';
import { createIdentityApi } from '../../features/identity/identity.api';
import { createIdentitySaga } from '../../features/identity/identity.saga';
import { identityActions, identityReducer } from '../../features/identity/identity.slice';
import { sessionActions } from '../../features/session/session.slice';
import { toastNotifier } from '../../platform/notify';
import { defineFeature } from '../feature-module';

/** The session owns the profile: one saved on /profile (its form or its marketing switch) replaces its copy. */
function* sessionFollowsProfileSaved() {
  yield takeEvery([identityActions.profileSaved.type, identityActions.marketingEmailsSaved.type], function* (action: { type: string; payload: UserProfile }) {
    yield put(sessionActions.profileRefreshed(action.payload));
  });
}

export default defineFeature({
  reducers: { identity: identityReducer },
  sagas: ({ client, auth, navigate }) => [
    createIdentitySaga({ api: createIdentityApi(client), auth, notify: toastNotifier, navigate }),
    sessionFollowsProfileSaved,
  ],
});
