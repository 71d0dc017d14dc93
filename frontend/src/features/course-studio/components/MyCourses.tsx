import { COURSE_STATUSES, ManagedCourse } from '@academy/contracts';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import { FilterOption, FilterSelect, PagedTable, SearchBox } from '../../../components/ui/PagedTable';
import { usePagedList } from '../../../lib/use-paged-list';
import { MyCourseFilters, courseListsActions, myCourses } from '../course-lists.slice';
import { statusLabel } from '../course-studio.format';
import { studioPaths } from '../course-studio.paths';
import { selectCourseRowBusy, selectMyCourses } from '../course-studio.selectors';
import { CourseTable, CourseTotal } from './CourseTable';
import { DeleteCourseDialog } from './DeleteCourseDialog';
import { MyCourseRow } from './MyCourseRow';

export const STATUS_OPTIONS: FilterOption[] = [{ value: '', label: 'Tất cả trạng thái' }, ...COURSE_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))];

/** /instructor/courses: the instructor's courses with status filter, search and the row actions. */
export function MyCourses() {
  const dispatch = useDispatch();
  const list = usePagedList(myCourses, selectMyCourses);
  const busy = useSelector(selectCourseRowBusy);

  return (
    <div className="card card-table">
      <div className="card-toolbar">
        <div className="studio-filters">
          <SearchBox value={list.state.searchInput} placeholder="Tìm khóa học theo tên..." onChange={list.search} testId="courses-search" />
          <FilterSelect
            label="Lọc theo trạng thái"
            value={list.state.filters.status}
            options={STATUS_OPTIONS}
            onChange={(status) => list.filter({ status: status as MyCourseFilters['status'] })}
            testId="courses-status-filter"
          />
        </div>
        <Link to={studioPaths.create('instructor')} className="btn btn-primary" data-testid="course-create-link">
          <Icon name="plus" size={18} /> Tạo khóa học
        </Link>
      </div>
      <CourseTotal total={list.total} testId="courses-total" />
      <PagedTable {...list.table} testIdPrefix="courses" emptyText="Chưa có khóa học nào phù hợp.">
        {(rows: ManagedCourse[]) => (
          <CourseTable testId="courses-table">
            {rows.map((course) => (
              <MyCourseRow
                key={course._id}
                course={course}
                busy={busy[course._id]}
                onToggle={(c) => dispatch(courseListsActions.toggleRequested(c))}
                onDelete={(c) => dispatch(courseListsActions.deleteRequested(c))}
              />
            ))}
          </CourseTable>
        )}
      </PagedTable>
      <DeleteCourseDialog />
    </div>
  );
}
