import { PagePlaceholder } from '../../components/ui/PagePlaceholder';

export function InstructorStudentsPage() {
  return <PagePlaceholder title="Quản lý học viên" />;
}
