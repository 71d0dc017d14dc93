import { ManagedCourse } from '@academy/contracts';
import { Link } from 'react-router-dom';
import { PagedTable } from '../../../components/ui/PagedTable';
import { usePagedList } from '../../../lib/use-paged-list';
import { pendingCourses } from '../course-lists.slice';
import { studioPaths } from '../course-studio.paths';
import { selectPendingCourses } from '../course-studio.selectors';
import { CourseCell, PriceCell, UpdatedCell } from './course-cells';

/** /admin/courses/pending: the review queue, sent earliest first. */
export function PendingCourses() {
  const list = usePagedList(pendingCourses, selectPendingCourses);
  return (
    <div className="card card-table">
      {list.total !== null && (
        <p className="muted studio-total" data-testid="pending-total">
          {list.total === 0 ? 'Không có khóa học nào đang chờ duyệt.' : `${list.total} khóa học đang chờ duyệt, gửi sớm nhất ở trên cùng.`}
        </p>
      )}
      <PagedTable {...list.table} testIdPrefix="pending-courses" emptyText="Tuyệt vời! Không còn khóa học nào chờ duyệt.">
        {(rows: ManagedCourse[]) => (
          <table className="table table-cards studio-table" data-testid="pending-courses-table">
            <thead>
              <tr>
                <th>Khóa học</th>
                <th>Gửi duyệt lúc</th>
                <th>Giá</th>
                <th>Bài giảng</th>
                <th>Thao tác</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((course) => (
                <tr key={course._id} data-testid="pending-course-row" data-course-id={course._id}>
                  <td data-label="Khóa học">
                    <CourseCell course={course} showInstructor />
                  </td>
                  <td data-label="Gửi lúc">{course.submittedAt ? <UpdatedCell at={course.submittedAt} /> : '—'}</td>
                  <td data-label="Giá" className="cell-nowrap">
                    <PriceCell course={course} />
                  </td>
                  <td data-label="Bài giảng" className="cell-number">
                    {course.totalLectures}
                  </td>
                  <td data-label="Thao tác">
                    <Link to={studioPaths.review(course._id)} className="btn btn-primary studio-toggle" data-testid="pending-course-review">
                      Xem xét
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </PagedTable>
    </div>
  );
}
