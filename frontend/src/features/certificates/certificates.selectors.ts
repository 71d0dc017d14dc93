import { dataOf, remote } from '../../lib/remote';
import { CertificatesState } from './certificates.slice';

export interface CertificatesRootState {
  certificates: CertificatesState;
}

const NOT_DOWNLOADING = remote.idle<void>();

export const selectMyCertificates = (state: CertificatesRootState) => state.certificates.mine;
export const selectCertificateDownload = (courseId: string) => (state: CertificatesRootState) => state.certificates.downloads[courseId] ?? NOT_DOWNLOADING;
export const selectCertificateVerification = (state: CertificatesRootState) => state.certificates.verification;

/** The course's certificate once the list has it. */
export const selectCertificateOf = (courseId: string) => (state: CertificatesRootState) =>
  dataOf(state.certificates.mine)?.find((certificate) => certificate.courseId === courseId);

/** Whether a completed course's certificate is still awaited ('waiting'), or was not there after every check ('overdue'). */
export const selectCertificateIssuing = (courseId: string) => (state: CertificatesRootState) => state.certificates.issuing[courseId];

export const selectAwaitedCertificates = (state: CertificatesRootState) =>
  Object.entries(state.certificates.issuing)
    .filter(([, issuing]) => issuing === 'waiting')
    .map(([courseId]) => courseId);
