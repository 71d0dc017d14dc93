import { LEARNING_MESSAGES, MyCourse } from '@academy/contracts';
import { Link } from 'react-router-dom';
import { CourseThumbnail } from '../../../components/ui/CourseCard';
import { Icon } from '../../../components/ui/Icon';
import { ProgressBar } from '../../../components/ui/ProgressBar';

/** Where a learner studies a course: the course player (spec part 2 §2). */
export const learnPath = (slug: string) => `/learn/${encodeURIComponent(slug)}`;

/** One course the learner has: the card opens the course player. */
export function MyCourseCard({ course }: { course: MyCourse }) {
  return (
    <Link to={learnPath(course.slug)} className="course-card my-course-card" data-testid="my-course-card" data-course-slug={course.slug}>
      <div className="course-card-media">
        <CourseThumbnail src={course.courseThumbnail} />
      </div>
      <div className="course-card-body">
        <strong className="course-card-title" data-testid="my-course-title">
          {course.title}
        </strong>
        <span className="course-card-instructor" data-testid="my-course-instructor">
          {course.instructorName}
        </span>
        <span className="course-card-facts">
          <span>
            <Icon name="layers" size={15} />
            {course.totalLectures.toLocaleString('vi-VN')} {LEARNING_MESSAGES.lessons}
          </span>
        </span>
        <ProgressBar percent={course.progress} label={LEARNING_MESSAGES.progressLabel} testId="my-course-progress" />
        <span className="btn btn-primary my-course-continue">
          <Icon name="play" size={16} />
          {LEARNING_MESSAGES.continueLearning}
        </span>
      </div>
    </Link>
  );
}
