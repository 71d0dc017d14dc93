import { PagePlaceholder } from '../components/ui/PagePlaceholder';

export function RegisterPage() {
  return <PagePlaceholder title="Đăng ký" />;
}
