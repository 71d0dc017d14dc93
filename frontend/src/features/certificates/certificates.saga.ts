import { CERTIFICATE_MESSAGES, certificateFileName, CertificateVerification, MyCertificate } from '@academy/contracts';
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { toRemoteError } from '../../lib/remote';
import { Notifier } from '../../platform/notify';
import { CertificatesApi } from './certificates.api';
import { certificatesActions } from './certificates.slice';

/** Hands a file to the browser as a download (an object URL and a temporary link, in the real app). */
export type SaveFile = (file: Blob, fileName: string) => void;

export interface CertificatesSagaDeps {
  api: CertificatesApi;
  notify: Pick<Notifier, 'error'>;
  saveFile: SaveFile;
}

/** The list, each download (several may run at once, one per course) and the latest code checked. */
export function createCertificatesSaga({ api, notify, saveFile }: CertificatesSagaDeps) {
  function* loadList() {
    try {
      const certificates: MyCertificate[] = yield call(api.mine);
      yield put(certificatesActions.listReceived(certificates));
    } catch (error) {
      yield put(certificatesActions.listFailed(toRemoteError(error, CERTIFICATE_MESSAGES.listLoadFailed)));
    }
  }

  function* download({ payload: { courseId, courseSlug } }: ReturnType<typeof certificatesActions.downloadRequested>) {
    try {
      const pdf: Blob = yield call(api.pdf, courseId);
      yield call(saveFile, pdf, certificateFileName(courseSlug));
      yield put(certificatesActions.downloadSaved(courseId));
    } catch (error) {
      const failure = toRemoteError(error, CERTIFICATE_MESSAGES.downloadFailed);
      yield put(certificatesActions.downloadFailed({ courseId, error: failure }));
      yield call(notify.error, failure.message);
    }
  }

  function* verify({ payload: code }: ReturnType<typeof certificatesActions.verificationRequested>) {
    try {
      const verification: CertificateVerification = yield call(api.verify, code);
      yield put(certificatesActions.verificationReceived(verification));
    } catch (error) {
      yield put(certificatesActions.verificationFailed(toRemoteError(error, CERTIFICATE_MESSAGES.verifyFailed)));
    }
  }

  return function* certificatesSaga() {
    yield takeLatest(certificatesActions.listOpened.type, loadList);
    yield takeEvery(certificatesActions.downloadRequested.type, download);
    yield takeLatest(certificatesActions.verificationRequested.type, verify);
  };
}

/** The browser's download of a Blob: a temporary object URL behind a link clicked once. */
export const browserSaveFile: SaveFile = (file, fileName) => {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: some browsers read the URL asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};
