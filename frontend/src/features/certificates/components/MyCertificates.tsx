import { CERTIFICATE_MESSAGES, certificateVerifyPath, MyCertificate } from '@academy/contracts';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import { LoadError } from '../../../components/ui/LoadError';
import { dataOf, errorOf } from '../../../lib/remote';
import { certificateDay } from '../certificate-format';
import { selectCertificateDownload, selectMyCertificates } from '../certificates.selectors';
import { certificatesActions } from '../certificates.slice';
import { DownloadIcon } from './DownloadIcon';
import './certificates.css';

/** One certificate: the course, its date and code, the PDF and the public page that checks it. */
function CertificateItem({ certificate }: { certificate: MyCertificate }) {
  const dispatch = useDispatch();
  const download = useSelector(selectCertificateDownload(certificate.courseId));
  const downloading = download.status === 'loading';
  return (
    <li className="card certificate-item" data-testid="my-certificate" data-course-id={certificate.courseId}>
      <span className="certificate-item-icon" aria-hidden="true">
        <Icon name="award" size={24} />
      </span>
      <div className="certificate-item-body">
        <Link to={`/courses/${encodeURIComponent(certificate.courseSlug)}`} className="certificate-item-title">
          {certificate.courseTitle}
        </Link>
        <span className="certificate-item-facts">
          <span>
            {CERTIFICATE_MESSAGES.issuedOn} {certificateDay(certificate.issuedAt)}
          </span>
          <span>
            {CERTIFICATE_MESSAGES.code}: <code data-testid="my-certificate-code">{certificate.code}</code>
          </span>
        </span>
      </div>
      <div className="certificate-item-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={downloading}
          aria-busy={downloading}
          onClick={() => dispatch(certificatesActions.downloadRequested(certificate.courseId, certificate.courseSlug))}
          data-testid="my-certificate-download"
        >
          <DownloadIcon />
          {downloading ? CERTIFICATE_MESSAGES.downloading : CERTIFICATE_MESSAGES.download}
        </button>
        <Link to={certificateVerifyPath(certificate.code)} className="btn btn-secondary" data-testid="my-certificate-verify">
          {CERTIFICATE_MESSAGES.viewVerification}
        </Link>
      </div>
    </li>
  );
}

/**
 * "Chứng chỉ của tôi" on /my-courses: a certificate for each course completed, loaded each time the
 * page opens. Nothing at all while there is none: the course cards already show the progress.
 */
export function MyCertificates() {
  const dispatch = useDispatch();
  const mine = useSelector(selectMyCertificates);
  const list = dataOf(mine);
  const error = errorOf(mine);

  useEffect(() => {
    dispatch(certificatesActions.listOpened());
  }, [dispatch]);

  if (!list?.length && !error) return null;
  return (
    <section className="my-certificates" aria-labelledby="my-certificates-title" data-testid="my-certificates">
      <h2 className="my-certificates-title" id="my-certificates-title">
        <Icon name="award" size={20} />
        {CERTIFICATE_MESSAGES.myCertificatesTitle}
      </h2>
      <p className="my-certificates-hint">{CERTIFICATE_MESSAGES.myCertificatesHint}</p>
      {error && !list ? (
        <LoadError message={error.message} onRetry={() => dispatch(certificatesActions.listOpened())} testId="my-certificates-error" variant="card" />
      ) : (
        <ul className="certificate-list">
          {list?.map((certificate) => (
            <CertificateItem key={certificate.courseId} certificate={certificate} />
          ))}
        </ul>
      )}
    </section>
  );
}
