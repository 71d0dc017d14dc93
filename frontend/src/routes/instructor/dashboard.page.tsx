import { PageHeader } from '../../components/ui/PageHeader';
import { DashboardView } from '../../features/instructor-earnings/components/DashboardView';

export function InstructorDashboardPage() {
  return (
    <>
      <PageHeader title="Tổng quan giảng dạy" description="Thu nhập tháng này, học viên đã mua và khóa học bán chạy của bạn." />
      <DashboardView />
    </>
  );
}
