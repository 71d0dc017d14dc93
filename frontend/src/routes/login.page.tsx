import { useDocumentTitle } from '../lib/use-document-title';
import { AuthScreen } from '../features/session/components/AuthScreen';

export function LoginPage() {
  useDocumentTitle('Đăng nhập');
  return <AuthScreen mode="login" />;
}
