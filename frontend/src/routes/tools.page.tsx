import { PagePlaceholder } from '../components/ui/PagePlaceholder';

export function ToolsPage() {
  return <PagePlaceholder title="Khám phá các Phần Mềm" />;
}
