import { PageHeader } from '../../components/ui/PageHeader';
import { DashboardView } from '../../features/instructor-earnings/components/DashboardView';
import { CompletionSummary } from '../../features/instructor-students/components/CompletionSummary';

export function InstructorDashboardPage() {
  return (
    <>
      <PageHeader title="Tổng quan giảng dạy" description="Thu nhập tháng này, học viên đã mua, khóa học bán chạy và tiến độ học của học viên." />
      <DashboardView />
      <CompletionSummary />
    </>
  );
}
