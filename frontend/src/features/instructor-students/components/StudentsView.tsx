import { INSTRUCTOR_STUDENTS_MESSAGES as TEXT, InstructorStudent } from '@academy/contracts';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Avatar } from '../../../components/ui/Avatar';
import { FilterSelect, PagedTable, SearchBox } from '../../../components/ui/PagedTable';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { formatDate, formatDateTime } from '../../../lib/format';
import { dataOf } from '../../../lib/remote';
import { usePagedList } from '../../../lib/use-paged-list';
import { selectCompletion, selectStudentList } from '../instructor-students.selectors';
import { instructorStudentsActions, studentsList } from '../instructor-students.slice';
import { CompletionCards } from './CompletionSummary';
import './instructor-students.css';

/** /instructor/students: the completion cards, the course filter and search, the paged learners. */
export function StudentsView() {
  const dispatch = useDispatch();
  const students = usePagedList(studentsList, selectStudentList);
  const completion = dataOf(useSelector(selectCompletion));
  const courseOptions = [{ value: '', label: TEXT.allCourses }, ...(completion?.courses ?? []).map((course) => ({ value: course.courseId, label: course.title }))];
  const searching = students.state.search !== '' || students.state.filters.courseId !== '';

  useEffect(() => {
    dispatch(instructorStudentsActions.completionRequested());
  }, [dispatch]);

  return (
    <>
      {completion && <CompletionCards figures={completion.totals} />}
      <div className="card card-table">
        <div className="card-toolbar students-toolbar">
          <SearchBox value={students.state.searchInput} placeholder={TEXT.searchPlaceholder} onChange={students.search} testId="students-search" />
          <FilterSelect
            label={TEXT.courseFilterLabel}
            value={students.state.filters.courseId}
            options={courseOptions}
            onChange={(courseId) => students.filter({ courseId })}
            testId="students-course-filter"
          />
        </div>
        {students.total !== null && (
          <p className="muted students-total" data-testid="students-total">
            Tổng cộng {students.total} lượt đăng ký
          </p>
        )}
        <PagedTable {...students.table} testIdPrefix="students" emptyText={searching ? TEXT.emptySearch : TEXT.empty}>
          {(rows) => <StudentsTable students={rows} />}
        </PagedTable>
      </div>
    </>
  );
}

function StudentsTable({ students }: { students: InstructorStudent[] }) {
  return (
    <table className="table table-cards students-table" data-testid="students-table">
      <thead>
        <tr>
          <th>{TEXT.columnStudent}</th>
          <th>{TEXT.columnCourse}</th>
          <th>{TEXT.columnEnrolledAt}</th>
          <th>{TEXT.columnProgress}</th>
          <th>{TEXT.columnLastActivity}</th>
        </tr>
      </thead>
      <tbody>
        {students.map((row) => (
          <StudentRow key={row._id} row={row} />
        ))}
      </tbody>
    </table>
  );
}

function StudentRow({ row }: { row: InstructorStudent }) {
  const name = row.student.name ?? TEXT.unnamedStudent;
  return (
    <tr data-testid="student-row" data-student-email={row.student.email ?? ''}>
      <td data-label={TEXT.columnStudent}>
        <div className="cell-user">
          <Avatar name={name} src={row.student.avatarUrl} size={36} />
          <div className="cell-user-text">
            <span className="cell-strong" data-testid="student-name">
              {name}
            </span>
            <span className="muted cell-email" title={row.student.email ?? undefined}>
              {row.student.email ?? '—'}
            </span>
          </div>
        </div>
      </td>
      <td data-label={TEXT.columnCourse} className="students-course" data-testid="student-course">
        {row.course.title}
      </td>
      <td data-label={TEXT.columnEnrolledAt}>
        <span className="cell-nowrap">{formatDate(row.enrolledAt)}</span>
      </td>
      <td data-label={TEXT.columnProgress} className="students-progress">
        <ProgressBar percent={row.progress} label={`${row.completedLectures}/${row.totalLectures} bài học`} testId="student-progress" />
        <span className={row.completedAt ? 'students-done' : 'muted students-done'}>
          {row.completedAt ? `${TEXT.columnCompletedAt} ${formatDate(row.completedAt)}` : TEXT.notCompleted}
        </span>
      </td>
      <td data-label={TEXT.columnLastActivity}>
        <span className="cell-nowrap muted">{formatDateTime(row.lastActivityAt)}</span>
      </td>
    </tr>
  );
}
