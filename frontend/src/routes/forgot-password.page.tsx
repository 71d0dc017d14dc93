import { PagePlaceholder } from '../components/ui/PagePlaceholder';

export function ForgotPasswordPage() {
  return <PagePlaceholder title="Quên mật khẩu" />;
}
