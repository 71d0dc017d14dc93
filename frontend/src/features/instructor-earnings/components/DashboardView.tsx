import { DashboardStatsResponse } from '@academy/contracts';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { LoadError } from '../../../components/ui/LoadError';
import { dataOf } from '../../../lib/remote';
import { selectDashboard } from '../instructor-earnings.selectors';
import { instructorEarningsActions } from '../instructor-earnings.slice';
import { CourseSalesTable } from './CourseSalesTable';
import { EarningsCards, formatCount, formatVnd } from './EarningsCards';
import { SalesChart } from './SalesChart';
import './instructor-earnings.css';

/** /instructor/dashboard: this month and all time, the last 30 days, the best-selling courses. */
export function DashboardView() {
  const dispatch = useDispatch();
  const dashboard = useSelector(selectDashboard);
  const data = dataOf(dashboard);

  useEffect(() => {
    dispatch(instructorEarningsActions.dashboardRequested());
  }, [dispatch]);

  if (!data) {
    return dashboard.status === 'failed' ? (
      <LoadError variant="card" message={dashboard.error.message} onRetry={() => dispatch(instructorEarningsActions.dashboardRequested())} testId="dashboard-error" />
    ) : (
      <p className="muted" data-testid="dashboard-loading">
        Đang tải dữ liệu...
      </p>
    );
  }
  return (
    <div className="earnings" data-testid="instructor-dashboard">
      <EarningsCards cards={dashboardCards(data)} testId="dashboard-totals" />
      <section className="card earnings-chart-card">
        <div className="chart-head">
          <div>
            <h2 className="card-title">Thu nhập 30 ngày qua</h2>
            <p className="muted">Phần của bạn ({data.sharePercent}%) sau khi trừ hoàn tiền</p>
          </div>
          <Link to="/instructor/earnings" className="btn btn-secondary">
            Xem chi tiết thu nhập
          </Link>
        </div>
        <SalesChart points={data.salesByDay.map((p) => ({ label: p.label, value: p.earnings }))} format={formatVnd} title="Thu nhập 30 ngày qua" testId="dashboard-chart" />
      </section>
      <section className="card card-table">
        <h2 className="card-title">Khóa học bán chạy</h2>
        <CourseSalesTable courses={data.topCourses} testId="dashboard-courses" />
      </section>
    </div>
  );
}

function dashboardCards({ totals, thisMonth }: DashboardStatsResponse) {
  return [
    { key: 'month', label: 'Thu nhập tháng này', icon: 'wallet' as const, tone: 'brand' as const, value: formatVnd(thisMonth.earnings), hint: `${formatCount(thisMonth.unitsSold)} lượt bán` },
    { key: 'earnings', label: 'Tổng thu nhập', icon: 'chart' as const, tone: 'blue' as const, value: formatVnd(totals.earnings), hint: `Doanh số ${formatVnd(totals.grossSales)}` },
    { key: 'units', label: 'Lượt bán', icon: 'bag' as const, tone: 'green' as const, value: formatCount(totals.unitsSold) },
    { key: 'students', label: 'Học viên đã mua', icon: 'users' as const, tone: 'yellow' as const, value: formatCount(totals.students) },
  ];
}
