import { Navigate, useSearchParams } from 'react-router-dom';
import { PagePlaceholder } from '../components/ui/PagePlaceholder';

/** Email-link handler: without mode and oobCode there is nothing to do (spec part 1 §2.11). */
export function AuthActionPage() {
  const [params] = useSearchParams();
  if (!params.get('mode') || !params.get('oobCode')) return <Navigate to="/" replace />;
  return <PagePlaceholder title="Xác thực tài khoản" />;
}
