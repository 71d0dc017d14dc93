import { PagePlaceholder } from '../../components/ui/PagePlaceholder';

export function AdminPendingCoursesPage() {
  return <PagePlaceholder title="Duyệt khóa học" />;
}
