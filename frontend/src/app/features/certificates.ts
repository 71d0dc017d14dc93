import { put, takeEvery } from 'redux-saga/effects';
import { createCertificatesApi } from '../../features/certificates/certificates.api';
import { browserSaveFile, createCertificatesSaga } from '../../features/certificates/certificates.saga';
import { certificatesActions, certificatesReducer } from '../../features/certificates/certificates.slice';
import { sessionActions } from '../../features/session/session.slice';
import { toastNotifier } from '../../platform/notify';
import { defineFeature } from '../feature-module';

/** A sign-out clears the learner's certificates, so the next person on this browser never sees them. */
function* certificatesFollowSession() {
  yield takeEvery(sessionActions.authStateChanged.type, function* (action: ReturnType<typeof sessionActions.authStateChanged>) {
    if (action.payload === null) yield put(certificatesActions.sessionEnded());
  });
}

export default defineFeature({
  reducers: { certificates: certificatesReducer },
  sagas: ({ client, auth }) => [
    createCertificatesSaga({ api: createCertificatesApi(client, { getIdToken: auth.currentIdToken }), notify: toastNotifier, saveFile: browserSaveFile }),
    certificatesFollowSession,
  ],
});
