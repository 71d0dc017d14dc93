import { PagePlaceholder } from '../components/ui/PagePlaceholder';

export function LearnVerifyPage() {
  return <PagePlaceholder title="Xác thực khuôn mặt" />;
}
