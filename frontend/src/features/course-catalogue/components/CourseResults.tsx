import { CourseSummary } from '@academy/contracts';
import { ReactNode } from 'react';
import { CourseCard, CourseCardSkeletons } from '../../../components/ui/CourseCard';
import { toCourseCardData } from '../course-card-data';

/** The page's cards; faded while the next page or filter loads over them. */
interface CourseResultsProps {
  courses: CourseSummary[];
  refreshing: boolean;
  /** Buttons under each card (the page brings the cart's). */
  courseActions?: (course: CourseSummary) => ReactNode;
}

export function CourseResults({ courses, refreshing, courseActions }: CourseResultsProps) {
  return (
    <>
      {/* The cards' titles are third-level headings: this names the list they belong to. */}
      <h2 className="visually-hidden">Danh sách khóa học</h2>
      <ul className={refreshing ? 'course-grid is-refreshing' : 'course-grid'} aria-busy={refreshing} data-testid="catalogue-grid">
        {courses.map((course, index) => (
          <li key={course._id}>
            <CourseCard course={toCourseCardData(course)} actions={courseActions?.(course)} first={index === 0} />
          </li>
        ))}
      </ul>
    </>
  );
}

export function CourseResultsLoading() {
  return <CourseCardSkeletons count={8} />;
}
