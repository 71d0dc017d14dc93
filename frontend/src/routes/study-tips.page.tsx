import { PagePlaceholder } from '../components/ui/PagePlaceholder';

export function StudyTipsPage() {
  return <PagePlaceholder title="Bí quyết học tập" />;
}
