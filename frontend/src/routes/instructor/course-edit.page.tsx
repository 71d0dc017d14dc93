import { PagePlaceholder } from '../../components/ui/PagePlaceholder';

export function InstructorCourseEditPage() {
  return <PagePlaceholder title="Chỉnh sửa khóa học" />;
}
