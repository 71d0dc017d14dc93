import { Suspense, lazy, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { LoadError } from '../../../components/ui/LoadError';
import { PageSpinner } from '../../../components/ui/Spinner';
import { dataOf, errorOf } from '../../../lib/remote';
import { selectSalesReport } from '../admin-reports.selectors';
import { adminReportsActions } from '../admin-reports.slice';
import { ItemRevenueTable } from './CourseRevenueTable';
import { ExportCsvButton } from './ExportCsvButton';
import { InstructorSalesTable } from './InstructorSalesTable';
import { ReportRangeFilter } from './ReportRangeFilter';
import { SalesSummaryCards } from './SalesSummaryCards';
import './admin-reports.css';

// The chart library is large: only admins opening a report download it.
const RevenueOverTimeChart = lazy(() => import('./RevenueOverTimeChart').then((m) => ({ default: m.RevenueOverTimeChart })));
const RevenueCompositionChart = lazy(() => import('./SalesBreakdownCharts').then((m) => ({ default: m.RevenueCompositionChart })));
const RevenueSourceCharts = lazy(() => import('./SalesBreakdownCharts').then((m) => ({ default: m.RevenueSourceCharts })));

/** /admin/reports: the range, the sales report with its charts and tables, revenue over time, the instructors. */
export function AdminReports() {
  const dispatch = useDispatch();
  const sales = useSelector(selectSalesReport);
  const report = dataOf(sales);
  const error = errorOf(sales);
  useEffect(() => {
    dispatch(adminReportsActions.reportsOpened());
  }, [dispatch]);

  return (
    <div className="admin-reports">
      <ReportRangeFilter />
      <div className="report-section-head">
        <h2>Báo cáo bán hàng</h2>
        <ExportCsvButton report="sales" />
      </div>
      {error ? (
        <LoadError variant="card" message={error.message} onRetry={() => dispatch(adminReportsActions.reportsOpened())} testId="sales-report-error" />
      ) : !report ? (
        <p className="card table-state">Đang tải dữ liệu...</p>
      ) : (
        <div className="admin-reports" aria-busy={sales.status === 'loading'} data-testid="sales-report">
          <SalesSummaryCards report={report} />
          <Suspense fallback={<PageSpinner label="Đang tải biểu đồ..." />}>
            <div className="report-charts">
              <RevenueCompositionChart report={report} />
              <RevenueSourceCharts report={report} />
            </div>
          </Suspense>
          <ItemRevenueTable rows={report.revenueByCourse} title="Doanh thu theo khóa học" itemLabel="Khóa học" testId="course-revenue" emptyText="Chưa có khóa học nào được bán trong khoảng này." />
          {report.revenueByToolPlan.length > 0 && (
            <ItemRevenueTable rows={report.revenueByToolPlan} title="Doanh thu theo gói phần mềm" itemLabel="Gói phần mềm" testId="tool-plan-revenue" emptyText="" />
          )}
        </div>
      )}
      <Suspense fallback={<PageSpinner label="Đang tải biểu đồ..." />}>
        <RevenueOverTimeChart exportable />
      </Suspense>
      <InstructorSalesTable />
    </div>
  );
}
