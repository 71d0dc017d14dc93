import { LEARNING_MESSAGES, MyCourse } from '@academy/contracts';
import { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/Badge';
import { CourseThumbnail } from '../../../components/ui/CourseCard';
import { Icon } from '../../../components/ui/Icon';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { formatDate } from '../../../lib/format';
import { MY_LEARNING_TEXTS, myCourseAction, myCoursePath } from '../my-learning.texts';

/** What the page adds under a course's card (the certificate of a completed course); nothing for most. */
export type MyCourseActions = (course: MyCourse) => ReactNode;

interface MyCourseCardProps {
  course: MyCourse;
  actions?: MyCourseActions;
}

/**
 * One course the learner has: the card opens the course player on the lecture to resume. Buttons
 * the page adds sit below the link, inside the card, since a button inside a link is invalid.
 */
export function MyCourseCard({ course, actions }: MyCourseCardProps) {
  const extra = actions?.(course);
  const link = (
    <Link
      to={myCoursePath(course)}
      className={extra ? 'course-card-link my-course-card' : 'course-card my-course-card'}
      data-testid="my-course-card"
      data-course-slug={course.slug}
    >
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
  if (!extra) return link;
  return (
    <div className="course-card has-actions" data-testid="my-course" data-course-slug={course.slug}>
      {link}
      <div className="course-card-actions my-course-actions">{extra}</div>
    </div>
  );
}
