import { PagePlaceholder } from '../../components/ui/PagePlaceholder';

export function InstructorCourseCreatePage() {
  return <PagePlaceholder title="Tạo khóa học mới" />;
}
