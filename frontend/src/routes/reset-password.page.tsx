import { PagePlaceholder } from '../components/ui/PagePlaceholder';

export function ResetPasswordPage() {
  return <PagePlaceholder title="Đặt lại mật khẩu" />;
}
