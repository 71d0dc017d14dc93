import { PagePlaceholder } from '../../components/ui/PagePlaceholder';

export function InstructorDashboardPage() {
  return <PagePlaceholder title="Tổng quan giảng dạy" />;
}
