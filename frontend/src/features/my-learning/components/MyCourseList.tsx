import { LEARNING_MESSAGES, MyCourse } from '@academy/contracts';
import { Link } from 'react-router-dom';
import { CourseCardSkeletons } from '../../../components/ui/CourseCard';
import { Icon } from '../../../components/ui/Icon';
import { LoadError } from '../../../components/ui/LoadError';
import { dataOf, errorOf, Remote } from '../../../lib/remote';
import { MyCourseActions, MyCourseCard } from './MyCourseCard';

interface MyCourseListProps {
  courses: Remote<MyCourse[]>;
  onRetry(): void;
  courseActions?: MyCourseActions;
}

/** The learner's courses as cards; skeletons on the first load, the list kept through a reload. */
export function MyCourseList({ courses, onRetry, courseActions }: MyCourseListProps) {
  const list = dataOf(courses);
  const error = errorOf(courses);
  if (error && !list) return <LoadError message={error.message} onRetry={onRetry} testId="my-courses-error" variant="card" />;
  if (!list) return <CourseCardSkeletons count={3} />;
  if (list.length === 0) {
    return (
      <div className="card my-learning-empty" data-testid="my-courses-empty">
        <Icon name="book" size={32} />
        <p>{LEARNING_MESSAGES.myCoursesEmpty}</p>
        <Link to="/courses" className="btn btn-primary">
          {LEARNING_MESSAGES.browseCourses}
        </Link>
      </div>
    );
  }
  return (
    <ul className="course-grid" data-testid="my-courses">
      {list.map((course) => (
        <li key={course._id}>
          <MyCourseCard course={course} actions={courseActions} />
        </li>
      ))}
    </ul>
  );
}
