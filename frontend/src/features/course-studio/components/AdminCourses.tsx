import { ManagedCourse } from '@academy/contracts';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import { FilterOption, FilterSelect, PagedTable, SearchBox } from '../../../components/ui/PagedTable';
import { dataOf } from '../../../lib/remote';
import { usePagedList } from '../../../lib/use-paged-list';
import { AdminCourseFilters, allCourses, courseListsActions } from '../course-lists.slice';
import { studioPaths } from '../course-studio.paths';
import { selectAllCourses, selectListInstructors } from '../course-studio.selectors';
import { CourseCell, CourseStatusBadge, PriceCell, UpdatedCell } from './course-cells';
import { CourseTable, CourseTotal } from './CourseTable';
import { STATUS_OPTIONS } from './MyCourses';

/** /admin/courses: every course, by status, instructor and search, 10 a page. */
export function AdminCourses() {
  const dispatch = useDispatch();
  const list = usePagedList(allCourses, selectAllCourses);
  const instructors = dataOf(useSelector(selectListInstructors)) ?? [];
  const instructorOptions: FilterOption[] = [{ value: '', label: 'Tất cả giảng viên' }, ...instructors.map((i) => ({ value: i._id, label: i.name }))];

  useEffect(() => {
    dispatch(courseListsActions.instructorsRequested());
  }, [dispatch]);

  return (
    <div className="card card-table">
      <div className="card-toolbar">
        <div className="studio-filters">
          <SearchBox value={list.state.searchInput} placeholder="Tìm khóa học theo tên..." onChange={list.search} testId="admin-courses-search" />
          <FilterSelect
            label="Lọc theo trạng thái"
            value={list.state.filters.status}
            options={STATUS_OPTIONS}
            onChange={(status) => list.filter({ status: status as AdminCourseFilters['status'] })}
            testId="admin-courses-status-filter"
          />
          <FilterSelect
            label="Lọc theo giảng viên"
            value={list.state.filters.instructorId}
            options={instructorOptions}
            onChange={(instructorId) => list.filter({ instructorId })}
            testId="admin-courses-instructor-filter"
          />
        </div>
        <Link to={studioPaths.create('admin')} className="btn btn-primary" data-testid="admin-course-create-link">
          <Icon name="plus" size={18} /> Tạo khóa học
        </Link>
      </div>
      <CourseTotal total={list.total} testId="admin-courses-total" />
      <PagedTable {...list.table} testIdPrefix="admin-courses" emptyText="Không tìm thấy khóa học nào.">
        {(rows: ManagedCourse[]) => (
          <CourseTable testId="admin-courses-table">
            {rows.map((course) => (
              <AdminCourseRow key={course._id} course={course} />
            ))}
          </CourseTable>
        )}
      </PagedTable>
    </div>
  );
}

function AdminCourseRow({ course }: { course: ManagedCourse }) {
  return (
    <tr data-testid="course-row" data-course-id={course._id}>
      <td data-label="Khóa học">
        <CourseCell course={course} showReason showInstructor />
      </td>
      <td data-label="Trạng thái">
        <div className="studio-status">
          <CourseStatusBadge status={course.status} />
          {course.status === 'pending_review' && (
            <Link to={studioPaths.review(course._id)} className="btn btn-primary studio-toggle" data-testid="course-review-link">
              Xem xét
            </Link>
          )}
        </div>
      </td>
      <td data-label="Giá" className="cell-nowrap">
        <PriceCell course={course} />
      </td>
      <td data-label="Bài giảng" className="cell-number">
        {course.totalLectures}
      </td>
      <td data-label="Cập nhật">
        <UpdatedCell at={course.updatedAt} />
      </td>
      <td data-label="Thao tác">
        <div className="studio-actions">
          {course.status !== 'archived' && (
            <Link to={studioPaths.edit('admin', course._id)} className="icon-btn icon-btn-sm" title="Sửa khóa học" aria-label={`Sửa khóa học ${course.title}`} data-testid="course-edit">
              <Icon name="pencil" size={18} />
            </Link>
          )}
          {course.status === 'published' && (
            <Link to={studioPaths.publicPage(course.slug)} className="icon-btn icon-btn-sm" title="Xem trang khóa học" aria-label={`Xem trang khóa học ${course.title}`}>
              <Icon name="external" size={18} />
            </Link>
          )}
        </div>
      </td>
    </tr>
  );
}
