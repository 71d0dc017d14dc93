import { PagePlaceholder } from '../../components/ui/PagePlaceholder';

export function AdminCoursesPage() {
  return <PagePlaceholder title="Quản lý khóa học" />;
}
