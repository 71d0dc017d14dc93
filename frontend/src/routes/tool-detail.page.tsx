import { PagePlaceholder } from '../components/ui/PagePlaceholder';

export function ToolDetailPage() {
  return <PagePlaceholder title="Chi tiết phần mềm" />;
}
