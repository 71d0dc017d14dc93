import { Suspense, lazy } from 'react';
import { PageHeader } from '../../components/ui/PageHeader';
import { PageSpinner } from '../../components/ui/Spinner';
import { UserStatsCards } from '../../features/admin-users/components/UserStatsCards';
import { DashboardSales } from '../../features/admin-reports/components/DashboardSales';

// The chart library is large: only admins opening this page download it.
const RegistrationsChart = lazy(() =>
  import('../../features/admin-users/components/RegistrationsChart').then((m) => ({ default: m.RegistrationsChart })),
);

export function AdminDashboardPage() {
  return (
    <>
      <PageHeader title="Tổng quan quản trị" description="Doanh thu, lợi nhuận, người dùng và lượt đăng ký mới." />
      <DashboardSales />
      <UserStatsCards />
      <Suspense fallback={<PageSpinner label="Đang tải biểu đồ..." />}>
        <RegistrationsChart />
      </Suspense>
    </>
  );
}
