import { useDispatch, useSelector } from 'react-redux';
import { EmailText } from '../../../components/ui/EmailText';
import { LoadError } from '../../../components/ui/LoadError';
import { formatVnd } from '../../../lib/format';
import { dataOf, errorOf } from '../../../lib/remote';
import { selectInstructorSales } from '../admin-reports.selectors';
import { adminReportsActions } from '../admin-reports.slice';
import { ExportCsvButton } from './ExportCsvButton';
import { formatCount } from './report-format';

/** GET /admin/reports/instructor-sales: each instructor's net sales and its split, with the totals. */
export function InstructorSalesTable() {
  const dispatch = useDispatch();
  const instructors = useSelector(selectInstructorSales);
  const data = dataOf(instructors);
  const error = errorOf(instructors);
  return (
    <section className="card card-table" data-testid="instructor-sales">
      <div className="card-toolbar">
        <div>
          <h2 className="card-title">Doanh thu theo giảng viên</h2>
          {data && <p className="muted">Giảng viên nhận {data.sharePercent} % doanh thu thuần của khóa học của mình.</p>}
        </div>
        <ExportCsvButton report="instructor-sales" />
      </div>
      {error ? (
        <LoadError message={error.message} onRetry={() => dispatch(adminReportsActions.reportsOpened())} testId="instructor-sales-error" />
      ) : !data ? (
        <p className="table-state">Đang tải dữ liệu...</p>
      ) : data.instructors.length === 0 ? (
        <p className="table-state">Chưa có khóa học nào được bán trong khoảng này.</p>
      ) : (
        <div className="table-wrap">
          <table className="table table-cards">
            <thead>
              <tr>
                <th>Giảng viên</th>
                <th className="cell-right">Khóa học</th>
                <th className="cell-right">Lượt bán</th>
                <th className="cell-right">Doanh thu thuần</th>
                <th className="cell-right">Phần giảng viên</th>
                <th className="cell-right">Phần học viện</th>
              </tr>
            </thead>
            <tbody>
              {data.instructors.map((row) => (
                <tr key={row.instructorId} data-testid="instructor-sales-row">
                  <td data-label="Giảng viên">
                    <span className="report-item">
                      <strong>{row.name ?? 'Tài khoản đã xóa'}</strong>
                      {row.email && <EmailText email={row.email} className="muted cell-email" />}
                    </span>
                  </td>
                  <td data-label="Khóa học" className="cell-right">
                    {formatCount(row.courses)}
                  </td>
                  <td data-label="Lượt bán" className="cell-right cell-nowrap">
                    <span>
                      {formatCount(row.unitsSold)}
                      {row.refundedUnits > 0 && <span className="muted"> · hoàn {formatCount(row.refundedUnits)}</span>}
                    </span>
                  </td>
                  <td data-label="Doanh thu thuần" className="cell-right cell-nowrap">
                    {formatVnd(row.netSales)}
                  </td>
                  <td data-label="Phần giảng viên" className="cell-right cell-nowrap">
                    {formatVnd(row.earnings)}
                  </td>
                  <td data-label="Phần học viện" className="cell-right cell-nowrap">
                    {formatVnd(row.platformShare)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="report-total-row" data-testid="instructor-sales-total">
                <td data-label="Giảng viên">
                  <strong>Tổng cộng ({formatCount(data.totals.instructors)} giảng viên)</strong>
                </td>
                <td data-label="Khóa học" className="cell-right report-cell-empty" />
                <td data-label="Lượt bán" className="cell-right">
                  {formatCount(data.totals.unitsSold)}
                </td>
                <td data-label="Doanh thu thuần" className="cell-right cell-nowrap">
                  <strong>{formatVnd(data.totals.netSales)}</strong>
                </td>
                <td data-label="Phần giảng viên" className="cell-right cell-nowrap">
                  <strong>{formatVnd(data.totals.earnings)}</strong>
                </td>
                <td data-label="Phần học viện" className="cell-right cell-nowrap">
                  <strong>{formatVnd(data.totals.platformShare)}</strong>
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
