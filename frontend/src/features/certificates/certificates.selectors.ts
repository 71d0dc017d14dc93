import { remote } from '../../lib/remote';
import { CertificatesState } from './certificates.slice';

export interface CertificatesRootState {
  certificates: CertificatesState;
}

const NOT_DOWNLOADING = remote.idle<void>();

export const selectMyCertificates = (state: CertificatesRootState) => state.certificates.mine;
export const selectCertificateDownload = (courseId: string) => (state: CertificatesRootState) => state.certificates.downloads[courseId] ?? NOT_DOWNLOADING;
export const selectCertificateVerification = (state: CertificatesRootState) => state.certificates.verification;
