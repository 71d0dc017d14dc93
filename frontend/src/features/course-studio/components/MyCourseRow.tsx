import { ManagedCourse } from '@academy/contracts';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import { RowOperation } from '../course-lists.slice';
import { toggleIntent } from '../course-studio.format';
import { studioPaths } from '../course-studio.paths';
import { CourseCell, CourseStatusBadge, PriceCell, UpdatedCell } from './course-cells';

interface MyCourseRowProps {
  course: ManagedCourse;
  busy: RowOperation | undefined;
  onToggle(course: ManagedCourse): void;
  onDelete(course: ManagedCourse): void;
}

/** One of the instructor's courses: its facts, and edit / the publish toggle / delete. */
export function MyCourseRow({ course, busy, onToggle, onDelete }: MyCourseRowProps) {
  const intent = toggleIntent(course.status);
  const archived = course.status === 'archived';
  return (
    <tr data-testid="course-row" data-course-id={course._id} data-course-slug={course.slug}>
      <td data-label="Khóa học">
        <CourseCell course={course} showReason />
      </td>
      <td data-label="Trạng thái">
        <div className="studio-status">
          <CourseStatusBadge status={course.status} />
          {course.status === 'pending_review' && <span className="muted studio-status-note">Quản trị viên đang xem xét</span>}
          {intent && (
            <button
              type="button"
              className={course.status === 'published' ? 'btn btn-secondary studio-toggle' : 'btn btn-primary studio-toggle'}
              title={intent.explanation}
              aria-label={`${intent.label}: ${intent.explanation}`}
              disabled={busy !== undefined}
              onClick={() => onToggle(course)}
              data-testid="course-toggle"
            >
              {busy === 'toggle' ? 'Đang xử lý...' : intent.label}
            </button>
          )}
        </div>
      </td>
      <td data-label="Giá" className="cell-nowrap">
        <PriceCell course={course} />
      </td>
      <td data-label="Bài giảng" className="cell-number" data-testid="course-lectures">
        {course.totalLectures}
      </td>
      <td data-label="Cập nhật">
        <UpdatedCell at={course.updatedAt} />
      </td>
      <td data-label="Thao tác">
        <div className="studio-actions">
          {!archived && (
            <Link to={studioPaths.edit('instructor', course._id)} className="icon-btn icon-btn-sm" title="Sửa khóa học" aria-label={`Sửa khóa học ${course.title}`} data-testid="course-edit">
              <Icon name="pencil" size={18} />
            </Link>
          )}
          {!archived && (
            <button
              type="button"
              className="icon-btn icon-btn-sm icon-btn-danger"
              title="Xóa khóa học"
              aria-label={`Xóa khóa học ${course.title}`}
              disabled={busy !== undefined}
              onClick={() => onDelete(course)}
              data-testid="course-delete"
            >
              <Icon name="trash" size={18} />
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
