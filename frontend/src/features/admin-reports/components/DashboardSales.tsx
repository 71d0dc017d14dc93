import { Suspense, lazy, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { LoadError } from '../../../components/ui/LoadError';
import { PageSpinner } from '../../../components/ui/Spinner';
import { dataOf, errorOf } from '../../../lib/remote';
import { selectSalesReport } from '../admin-reports.selectors';
import { adminReportsActions } from '../admin-reports.slice';
import { SalesSummaryCards } from './SalesSummaryCards';
import './admin-reports.css';

const RevenueOverTimeChart = lazy(() => import('./RevenueOverTimeChart').then((m) => ({ default: m.RevenueOverTimeChart })));
const RevenueCompositionChart = lazy(() => import('./SalesBreakdownCharts').then((m) => ({ default: m.RevenueCompositionChart })));

/** The admin dashboard's sales: all-time totals, where the revenue went, and revenue over time. */
export function DashboardSales() {
  const dispatch = useDispatch();
  const sales = useSelector(selectSalesReport);
  const report = dataOf(sales);
  const error = errorOf(sales);
  useEffect(() => {
    dispatch(adminReportsActions.dashboardOpened());
  }, [dispatch]);

  return (
    <div className="admin-reports" data-testid="dashboard-sales">
      <div className="report-section-head">
        <h2>Doanh thu</h2>
        <Link to="/admin/reports" className="report-link" data-testid="dashboard-reports-link">
          Xem báo cáo chi tiết
        </Link>
      </div>
      {error ? (
        <LoadError variant="card" message={error.message} onRetry={() => dispatch(adminReportsActions.dashboardOpened())} testId="sales-report-error" />
      ) : !report ? (
        <p className="card table-state">Đang tải dữ liệu...</p>
      ) : (
        <SalesSummaryCards report={report} />
      )}
      <Suspense fallback={<PageSpinner label="Đang tải biểu đồ..." />}>
        <div className="dashboard-sales">
          <RevenueOverTimeChart />
          {report && !error && <RevenueCompositionChart report={report} />}
        </div>
      </Suspense>
    </div>
  );
}
