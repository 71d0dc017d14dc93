import { CourseSales } from '@academy/contracts';
import { formatCount, formatVnd } from './EarningsCards';

/** Each course that sold: units (net of refunds), its share of the paid totals, the instructor's part. */
export function CourseSalesTable({ courses, testId }: { courses: CourseSales[]; testId: string }) {
  if (courses.length === 0) return <p className="muted" data-testid={`${testId}-empty`}>Chưa có khóa học nào được bán.</p>;
  return (
    <div className="table-wrap">
      <table className="table table-cards earnings-table" data-testid={testId}>
        <thead>
          <tr>
            <th>Khóa học</th>
            <th className="cell-amount">Lượt bán</th>
            <th className="cell-amount">Hoàn tiền</th>
            <th className="cell-amount">Doanh số</th>
            <th className="cell-amount">Thu nhập</th>
          </tr>
        </thead>
        <tbody>
          {courses.map((course) => (
            <tr key={course.courseId} data-testid="earnings-course">
              <td data-label="Khóa học" className="cell-strong">
                {course.title}
              </td>
              <td data-label="Lượt bán" className="cell-amount">
                {formatCount(course.unitsSold)}
              </td>
              <td data-label="Hoàn tiền" className="cell-amount">
                {formatCount(course.refundedUnits)}
              </td>
              <td data-label="Doanh số" className="cell-amount">
                {formatVnd(course.grossSales)}
              </td>
              <td data-label="Thu nhập" className="cell-amount cell-strong">
                {formatVnd(course.earnings)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
