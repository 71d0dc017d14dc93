import { PagePlaceholder } from '../components/ui/PagePlaceholder';

export function LearnLecturePage() {
  return <PagePlaceholder title="Bài giảng" />;
}
