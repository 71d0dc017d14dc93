import { PagePlaceholder } from '../../components/ui/PagePlaceholder';

export function AdminCourseEditPage() {
  return <PagePlaceholder title="Chỉnh sửa khóa học" />;
}
