import { PagePlaceholder } from '../../components/ui/PagePlaceholder';

export function AdminCourseCreatePage() {
  return <PagePlaceholder title="Tạo khóa học" />;
}
