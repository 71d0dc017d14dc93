import { useDocumentTitle } from '../lib/use-document-title';
import { AuthScreen } from '../features/session/components/AuthScreen';

export function RegisterPage() {
  useDocumentTitle('Đăng ký');
  return <AuthScreen mode="register" />;
}
