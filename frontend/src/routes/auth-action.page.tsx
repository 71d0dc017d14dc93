import { Navigate, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../lib/use-document-title';
import { EmailActionResult } from '../features/identity/components/EmailActionResult';

/** Email-link handler: without mode and oobCode there is nothing to do (spec part 1 §2.11). */
export function AuthActionPage() {
  useDocumentTitle('Xác thực tài khoản');
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const oobCode = params.get('oobCode');
  if (!mode || !oobCode) return <Navigate to="/" replace />;
  return (
    <section className="section">
      <div className="container narrow-card">
        <EmailActionResult mode={mode} oobCode={oobCode} />
      </div>
    </section>
  );
}
