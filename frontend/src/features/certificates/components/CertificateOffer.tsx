import { CERTIFICATE_MESSAGES, certificateVerifyPath } from '@academy/contracts';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import { Spinner } from '../../../components/ui/Spinner';
import { selectCertificateDownload, selectCertificateIssuing, selectCertificateOf } from '../certificates.selectors';
import { certificatesActions } from '../certificates.slice';
import { DownloadIcon } from './DownloadIcon';
import './certificates.css';

interface CertificateOfferProps {
  courseId: string;
  courseSlug: string;
  /** On a /my-courses card (the download, compact), or under the player's last lecture (with the code and the public page). */
  variant: 'card' | 'player';
}

/**
 * The certificate of a course the learner completed, where they finished it: pages render this only
 * for a completed course. The reaction that issues it may land a moment after the last lecture, so
 * until the list has it the offer says it is being issued and the list is asked again.
 */
export function CertificateOffer({ courseId, courseSlug, variant }: CertificateOfferProps) {
  const dispatch = useDispatch();
  const certificate = useSelector(selectCertificateOf(courseId));
  const issuing = useSelector(selectCertificateIssuing(courseId));
  const download = useSelector(selectCertificateDownload(courseId));
  const downloading = download.status === 'loading';

  useEffect(() => {
    dispatch(certificatesActions.certificateAwaited(courseId));
  }, [dispatch, courseId]);

  const className = `certificate-offer is-${variant}`;
  if (!certificate) {
    if (issuing === 'overdue') {
      return (
        <div className={className} data-testid="certificate-offer" data-state="overdue">
          <p className="certificate-offer-note">{CERTIFICATE_MESSAGES.offerOverdue}</p>
          <button type="button" className="btn btn-secondary" onClick={() => dispatch(certificatesActions.certificateAwaited(courseId))}>
            {CERTIFICATE_MESSAGES.offerCheckAgain}
          </button>
        </div>
      );
    }
    return (
      <div className={className} data-testid="certificate-offer" data-state="pending">
        <Spinner size="sm" label={CERTIFICATE_MESSAGES.offerPending} />
      </div>
    );
  }

  const downloadButton = (
    <button
      type="button"
      className={variant === 'player' ? 'btn btn-primary' : 'btn btn-secondary'}
      disabled={downloading}
      aria-busy={downloading}
      onClick={() => dispatch(certificatesActions.downloadRequested(courseId, courseSlug))}
      data-testid="certificate-offer-download"
    >
      <DownloadIcon />
      {downloading ? CERTIFICATE_MESSAGES.downloading : CERTIFICATE_MESSAGES.download}
    </button>
  );
  if (variant === 'card') {
    return (
      <div className={className} data-testid="certificate-offer" data-state="issued">
        {downloadButton}
        <p className="certificate-offer-facts">
          <code data-testid="certificate-offer-code">{certificate.code}</code>
          <Link to={certificateVerifyPath(certificate.code)} data-testid="certificate-offer-verify">
            {CERTIFICATE_MESSAGES.viewVerification}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className={`card ${className}`} data-testid="certificate-offer" data-state="issued">
      <span className="certificate-item-icon" aria-hidden="true">
        <Icon name="award" size={24} />
      </span>
      <div className="certificate-item-body">
        <strong className="certificate-offer-title">{CERTIFICATE_MESSAGES.offerTitle}</strong>
        <span className="certificate-item-facts">
          <span>
            {CERTIFICATE_MESSAGES.code}: <code data-testid="certificate-offer-code">{certificate.code}</code>
          </span>
        </span>
      </div>
      <div className="certificate-item-actions">
        {downloadButton}
        <Link to={certificateVerifyPath(certificate.code)} className="btn btn-secondary" data-testid="certificate-offer-verify">
          {CERTIFICATE_MESSAGES.viewVerification}
        </Link>
      </div>
    </div>
  );
}
