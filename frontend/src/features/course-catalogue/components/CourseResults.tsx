import { CourseSummary } from '@academy/contracts';
import { CourseCard, CourseCardSkeletons } from '../../../components/ui/CourseCard';
import { toCourseCardData } from '../course-card-data';

/** The page's cards; faded while the next page or filter loads over them. */
export function CourseResults({ courses, refreshing }: { courses: CourseSummary[]; refreshing: boolean }) {
  return (
    <ul className={refreshing ? 'course-grid is-refreshing' : 'course-grid'} aria-busy={refreshing} data-testid="catalogue-grid">
      {courses.map((course) => (
        <li key={course._id}>
          <CourseCard course={toCourseCardData(course)} />
        </li>
      ))}
    </ul>
  );
}

export function CourseResultsLoading() {
  return <CourseCardSkeletons count={8} />;
}
