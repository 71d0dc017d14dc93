import { PagePlaceholder } from '../../components/ui/PagePlaceholder';

export function InstructorCoursesPage() {
  return <PagePlaceholder title="Khóa học đang dạy" />;
}
