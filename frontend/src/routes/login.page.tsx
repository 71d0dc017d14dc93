import { PagePlaceholder } from '../components/ui/PagePlaceholder';

export function LoginPage() {
  return <PagePlaceholder title="Đăng nhập" />;
}
