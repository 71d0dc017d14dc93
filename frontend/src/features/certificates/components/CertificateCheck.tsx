import { CERTIFICATE_ERRORS, CERTIFICATE_MESSAGES, CertificateVerification, isCertificateCode, normalizeCertificateCode } from '@academy/contracts';
import { FormEvent, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/Badge';
import { TextField } from '../../../components/ui/FormField';
import { Icon } from '../../../components/ui/Icon';
import { Spinner } from '../../../components/ui/Spinner';
import { dataOf, errorOf } from '../../../lib/remote';
import { certificateDay } from '../certificate-format';
import { selectCertificateVerification } from '../certificates.selectors';
import { certificatesActions } from '../certificates.slice';
import './certificates.css';

interface CertificateCheckProps {
  /** The code in the address (`/certificates/:code`), checked as soon as the page opens. */
  code: string | null;
  /** A code typed and well formed: the page puts it in the address, which checks it. */
  onCheck(code: string): void;
}

/** What a checked certificate says: valid or revoked, whose, which course, by whom, when. */
function CertificateResult({ result }: { result: CertificateVerification }) {
  return (
    <article className={result.valid ? 'card certificate-result' : 'card certificate-result is-revoked'} data-testid="certificate-result" data-valid={result.valid}>
      <header className="certificate-result-head">
        <span className="certificate-item-icon" aria-hidden="true">
          <Icon name={result.valid ? 'award' : 'alert'} size={26} />
        </span>
        <div>
          <Badge tone={result.valid ? 'green' : 'red'} testId="certificate-status">
            {result.valid ? CERTIFICATE_MESSAGES.valid : CERTIFICATE_MESSAGES.revoked}
          </Badge>
          {result.revokedAt && (
            <p className="certificate-result-note">
              {CERTIFICATE_MESSAGES.revokedOn} {certificateDay(result.revokedAt)}
            </p>
          )}
        </div>
      </header>
      <dl className="certificate-facts">
        <dt>{CERTIFICATE_MESSAGES.learner}</dt>
        <dd data-testid="certificate-learner">{result.learnerName ?? <span className="certificate-muted">{CERTIFICATE_MESSAGES.erasedLearner}</span>}</dd>
        <dt>{CERTIFICATE_MESSAGES.course}</dt>
        <dd data-testid="certificate-course">
          {result.courseTitle && result.courseSlug ? (
            <Link to={`/courses/${encodeURIComponent(result.courseSlug)}`}>{result.courseTitle}</Link>
          ) : (
            <span className="certificate-muted">{CERTIFICATE_MESSAGES.courseGone}</span>
          )}
        </dd>
        <dt>{CERTIFICATE_MESSAGES.instructor}</dt>
        <dd data-testid="certificate-instructor">{result.instructorName ?? '—'}</dd>
        <dt>{CERTIFICATE_MESSAGES.issuedOn}</dt>
        <dd data-testid="certificate-issued">{certificateDay(result.issuedAt)}</dd>
        <dt>{CERTIFICATE_MESSAGES.code}</dt>
        <dd>
          <code data-testid="certificate-code">{result.code}</code>
        </dd>
      </dl>
    </article>
  );
}

/** The public check: a code field (filled from the address) and what the server says of the code. */
export function CertificateCheck({ code, onCheck }: CertificateCheckProps) {
  const dispatch = useDispatch();
  const verification = useSelector(selectCertificateVerification);
  const [typed, setTyped] = useState(code ?? '');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const wanted = code ? normalizeCertificateCode(code) : null;

  useEffect(() => {
    setTyped(wanted ?? '');
    setFieldError(undefined);
    if (!wanted) dispatch(certificatesActions.verificationCleared());
    else if (!isCertificateCode(wanted)) setFieldError(CERTIFICATE_ERRORS.CERTIFICATE_CODE_INVALID);
    else dispatch(certificatesActions.verificationRequested(wanted));
  }, [dispatch, wanted]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeCertificateCode(typed);
    if (!isCertificateCode(normalized)) {
      setFieldError(CERTIFICATE_ERRORS.CERTIFICATE_CODE_INVALID);
      return;
    }
    setFieldError(undefined);
    if (normalized === wanted) dispatch(certificatesActions.verificationRequested(normalized));
    else onCheck(normalized);
  };

  const shown = verification.code === wanted && !fieldError ? verification.result : null;
  const checking = shown?.status === 'loading';
  const result = shown ? dataOf(shown) : undefined;
  const error = shown ? errorOf(shown) : undefined;

  return (
    <div className="certificate-check">
      <form className="card certificate-check-form" onSubmit={submit} noValidate data-testid="certificate-check-form">
        <TextField
          id="certificate-code"
          name="code"
          label={CERTIFICATE_MESSAGES.codeLabel}
          value={typed}
          onChange={(value) => setTyped(value)}
          placeholder={CERTIFICATE_MESSAGES.codePlaceholder}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={fieldError}
          testId="certificate-code-error"
        />
        <button type="submit" className="btn btn-primary" disabled={checking} data-testid="certificate-check-submit">
          {checking ? CERTIFICATE_MESSAGES.checking : CERTIFICATE_MESSAGES.check}
        </button>
      </form>
      <div aria-live="polite">
        {checking && !result && <Spinner label={CERTIFICATE_MESSAGES.checking} />}
        {error && !checking && (
          <div className="card certificate-not-found" role="alert" data-testid="certificate-error">
            <Icon name="alert" size={22} />
            <p>{error.message}</p>
          </div>
        )}
        {result && !error && <CertificateResult result={result} />}
      </div>
    </div>
  );
}
