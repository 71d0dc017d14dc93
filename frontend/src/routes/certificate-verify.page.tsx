import { CERTIFICATE_MESSAGES, certificateVerifyPath } from '@academy/contracts';
import { useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../components/ui/PageHeader';
import { CertificateCheck } from '../features/certificates/components/CertificateCheck';

/** `/certificates` and `/certificates/:code`: anyone checks a certificate's code (the PDF prints this address). */
export function CertificateVerifyPage() {
  const { code } = useParams();
  const navigate = useNavigate();
  return (
    <div className="container certificate-verify-page">
      <PageHeader title={CERTIFICATE_MESSAGES.verifyTitle} description={CERTIFICATE_MESSAGES.verifyDescription} />
      <CertificateCheck code={code ?? null} onCheck={(checked) => navigate(certificateVerifyPath(checked))} />
    </div>
  );
}
