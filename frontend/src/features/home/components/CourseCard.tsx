import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import { FeaturedCourse } from '../home.api';

const LEVEL_LABELS: Record<NonNullable<FeaturedCourse['level']>, string> = {
  beginner: 'Cơ bản',
  intermediate: 'Trung cấp',
  advanced: 'Nâng cao',
};

/** Course cards take the currency from the course (spec part 2 §1); an unknown code falls back to VND. */
export function formatCoursePrice(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('vi-VN', { style: 'currency', currency }).format(amount);
  } catch {
    return new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' }).format(amount);
  }
}

export function CourseCard({ course }: { course: FeaturedCourse }) {
  const free = course.price === 0;
  const discounted = course.price !== null && course.originalPrice !== null && course.originalPrice > course.price;
  return (
    <li>
      <Link to={`/courses/${encodeURIComponent(course.slug)}`} className="home-course-card" data-testid="featured-course">
        <div className="home-course-media">
          {course.thumbnailUrl ? (
            <img src={course.thumbnailUrl} alt="" loading="lazy" decoding="async" />
          ) : (
            <span className="home-course-media-fallback" aria-hidden="true">
              <Icon name="book" size={36} />
            </span>
          )}
          {course.level && <span className="home-course-level">{LEVEL_LABELS[course.level]}</span>}
        </div>
        <div className="home-course-body">
          {course.categoryName && <span className="home-course-category">{course.categoryName}</span>}
          <h3 className="home-course-title">{course.title}</h3>
          {course.instructorName && <span className="home-course-instructor">{course.instructorName}</span>}
          <div className="home-course-meta">
            {course.lessonsCount !== null && (
              <span>
                <Icon name="layers" size={15} />
                {course.lessonsCount} bài học
              </span>
            )}
            {course.rating !== null && (
              <span className="home-course-rating">
                <Icon name="star" size={15} />
                {course.rating.toLocaleString('vi-VN', { maximumFractionDigits: 1 })}
                {course.reviewsCount !== null && <span className="muted"> ({course.reviewsCount})</span>}
              </span>
            )}
          </div>
          <div className="home-course-price">
            {free ? (
              <strong>Miễn phí</strong>
            ) : (
              course.price !== null && <strong>{formatCoursePrice(course.price, course.currency)}</strong>
            )}
            {discounted && course.originalPrice !== null && <s>{formatCoursePrice(course.originalPrice, course.currency)}</s>}
          </div>
        </div>
      </Link>
    </li>
  );
}
