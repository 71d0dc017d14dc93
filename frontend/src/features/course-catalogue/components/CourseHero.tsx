import { COURSE_LEVEL_LABELS, CourseDetail } from '@academy/contracts';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/Avatar';
import { formatCount, formatRating, formatTotalDuration } from '../../../components/ui/course-format';
import { Icon } from '../../../components/ui/Icon';
import { RatingStars } from '../../../components/ui/RatingStars';
import { formatDate } from '../../../lib/format';
import './course-page.css';

function Breadcrumb({ course }: { course: CourseDetail }) {
  return (
    <nav className="course-breadcrumb" aria-label="Đường dẫn">
      <Link to="/courses">Khóa học</Link>
      {course.category && (
        <>
          <Icon name="chevronRight" size={14} />
          <Link to={`/courses?category=${encodeURIComponent(course.category.slug)}`} data-testid="course-category">
            {course.category.name}
          </Link>
        </>
      )}
    </nav>
  );
}

function Rating({ course }: { course: CourseDetail }) {
  if (course.rating === null) return null;
  return (
    <span className="course-hero-rating" data-testid="course-rating">
      <strong>{formatRating(course.rating)}</strong>
      <RatingStars rating={course.rating} size={15} />
      <span>({formatCount(course.reviewsCount)} đánh giá)</span>
    </span>
  );
}

/** The top of the course page: what it is, how it is rated, who teaches it. */
export function CourseHero({ course }: { course: CourseDetail }) {
  const duration = formatTotalDuration(course.duration);
  return (
    <header className="course-hero" data-testid="course-hero">
      <Breadcrumb course={course} />
      <h1 className="course-hero-title" data-testid="course-title">
        {course.title}
      </h1>
      {course.shortDescription && <p className="course-hero-lead">{course.shortDescription}</p>}
      <div className="course-hero-stats">
        <span className="course-level-badge" data-testid="course-level">
          {COURSE_LEVEL_LABELS[course.level]}
        </span>
        <Rating course={course} />
        <span data-testid="course-students">
          <Icon name={course.enrolledStudents > 0 ? 'users' : 'sparkles'} size={16} />
          {course.enrolledStudents > 0 ? `${formatCount(course.enrolledStudents)} học viên` : 'Khóa học mới'}
        </span>
      </div>
      <div className="course-hero-instructor" data-testid="course-instructor">
        <Avatar name={course.instructorName} src={course.instructorAvatarUrl} size={36} />
        <span>
          Giảng viên <strong>{course.instructorName}</strong>
        </span>
      </div>
      <ul className="course-hero-facts">
        {course.publishedAt && (
          <li data-testid="course-published">
            <Icon name="clock" size={16} />
            Phát hành {formatDate(course.publishedAt)}
          </li>
        )}
        <li>
          <Icon name="layers" size={16} />
          {formatCount(course.lessonsCount)} bài giảng
        </li>
        {duration && (
          <li>
            <Icon name="play" size={16} />
            {duration} video
          </li>
        )}
      </ul>
    </header>
  );
}
