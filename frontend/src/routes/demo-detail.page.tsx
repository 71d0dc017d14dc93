import { PagePlaceholder } from '../components/ui/PagePlaceholder';

export function DemoDetailPage() {
  return <PagePlaceholder title="Khóa học demo" />;
}
