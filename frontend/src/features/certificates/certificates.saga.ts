import { CERTIFICATE_MESSAGES, certificateFileName, CertificateVerification, MyCertificate } from '@academy/contracts';
import { call, delay, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { toRemoteError } from '../../lib/remote';
import { Notifier } from '../../platform/notify';
import { CertificatesApi } from './certificates.api';
import { selectAwaitedCertificates, selectMyCertificates } from './certificates.selectors';
import { certificatesActions } from './certificates.slice';

/** Hands a file to the browser as a download (an object URL and a temporary link, in the real app). */
export type SaveFile = (file: Blob, fileName: string) => void;

/**
 * The pauses before each new look at the list while a completed course's certificate is awaited:
 * the reaction that issues it usually lands within a second of the last lecture; about 15 s in all.
 */
export const ISSUE_CHECK_PAUSES_MS = [0, 500, 1000, 1500, 2500, 4000, 6000];

export interface CertificatesSagaDeps {
  api: CertificatesApi;
  notify: Pick<Notifier, 'error'>;
  saveFile: SaveFile;
  issueCheckPausesMs?: readonly number[];
}

/** The list, each download (several may run at once, one per course), the latest code checked, and certificates being issued. */
export function createCertificatesSaga({ api, notify, saveFile, issueCheckPausesMs = ISSUE_CHECK_PAUSES_MS }: CertificatesSagaDeps) {
  function* loadList() {
    try {
      const certificates: MyCertificate[] = yield call(api.mine);
      yield put(certificatesActions.listReceived(certificates));
    } catch (error) {
      yield put(certificatesActions.listFailed(toRemoteError(error, CERTIFICATE_MESSAGES.listLoadFailed)));
    }
  }

  /**
   * One loop for every awaited certificate (takeLeading: a course awaited meanwhile joins it, since
   * the loop reads the awaited set on each turn). A list already loading is not asked for twice.
   */
  function* awaitIssued() {
    for (const pause of issueCheckPausesMs) {
      yield delay(pause);
      const awaited: string[] = yield select(selectAwaitedCertificates);
      if (awaited.length === 0) return;
      const list: ReturnType<typeof selectMyCertificates> = yield select(selectMyCertificates);
      if (list.status !== 'loading') yield call(loadList);
    }
    const stillAwaited: string[] = yield select(selectAwaitedCertificates);
    if (stillAwaited.length > 0) yield put(certificatesActions.issueOverdue());
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
    yield takeLeading(certificatesActions.certificateAwaited.type, awaitIssued);
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
