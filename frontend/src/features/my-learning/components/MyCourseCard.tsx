import { LEARNING_MESSAGES, MyCourse } from '@academy/contracts';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/Badge';
import { CourseThumbnail } from '../../../components/ui/CourseCard';
import { Icon } from '../../../components/ui/Icon';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { formatDate } from '../../../lib/format';
import { MY_LEARNING_TEXTS, myCourseAction, myCoursePath } from '../my-learning.texts';

/** One course the learner has: the card opens the course player on the lecture to resume. */
export function MyCourseCard({ course }: { course: MyCourse }) {
  return (
    <Link to={myCoursePath(course)} className="course-card my-course-card" data-testid="my-course-card" data-course-slug={course.slug}>
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
        {course.completedAt && (
          <span className="my-course-completed" data-testid="my-course-completed">
            <Badge tone="green">{MY_LEARNING_TEXTS.completed}</Badge>
            <span>{MY_LEARNING_TEXTS.completedOn(formatDate(course.completedAt))}</span>
          </span>
        )}
        <span className="btn btn-primary my-course-continue" data-testid="my-course-action">
          <Icon name="play" size={16} />
          {myCourseAction(course)}
        </span>
      </div>
    </Link>
  );
}
