import { PagePlaceholder } from '../components/ui/PagePlaceholder';

export function MyCoursesPage() {
  return <PagePlaceholder title="Khóa học của tôi" />;
}
