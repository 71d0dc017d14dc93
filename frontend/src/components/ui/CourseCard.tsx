import { ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { discountPercent, formatCount, formatCoursePrice, formatRating, formatTotalDuration } from './course-format';
import { Icon } from './Icon';
import { RatingStars } from './RatingStars';
import './course-card.css';

/** What a course card shows; each screen maps its own course shape to this. */
export interface CourseCardData {
  slug: string;
  title: string;
  shortDescription: string | null;
  thumbnailUrl: string | null;
  instructorName: string | null;
  categoryName: string | null;
  levelLabel: string | null;
  lessonsCount: number | null;
  /** Total seconds of the course's lectures. */
  durationSeconds: number | null;
  rating: number | null;
  reviewsCount: number | null;
  price: number | null;
  originalPrice: number | null;
  currency: string;
}

/**
 * The picture, or a drawn cover when the course has none or its image fails to load. Lazy, except
 * the `first` on a page: that one is the largest thing a phone shows first, so it loads at once.
 */
export function CourseThumbnail({ src, className, first = false }: { src: string | null; className?: string; first?: boolean }) {
  const [broken, setBroken] = useState(false);
  return (
    <div className={className ? `course-thumb ${className}` : 'course-thumb'}>
      {src && !broken ? (
        <img
          src={src}
          alt=""
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          decoding="async"
          onError={() => setBroken(true)}
        />
      ) : (
        <span className="course-thumb-fallback" aria-hidden="true" data-testid="course-thumb-fallback">
          <Icon name="book" size={36} />
        </span>
      )}
    </div>
  );
}

/** The price line: 'Miễn phí' for 0, else the price with the higher original price struck through. */
export function CoursePriceTag({ price, originalPrice, currency }: Pick<CourseCardData, 'price' | 'originalPrice' | 'currency'>) {
  if (price === null) return null;
  const discounted = discountPercent(price, originalPrice) !== null && originalPrice !== null;
  return (
    <span className="course-price-tag">
      <strong data-testid="course-price">{price === 0 ? 'Miễn phí' : formatCoursePrice(price, currency)}</strong>
      {discounted && (
        <s data-testid="course-original-price">
          <span className="visually-hidden">Giá gốc </span>
          {formatCoursePrice(originalPrice, currency)}
        </s>
      )}
    </span>
  );
}

function CourseFacts({ course }: { course: CourseCardData }) {
  const duration = formatTotalDuration(course.durationSeconds);
  if (course.lessonsCount === null && !duration) return null;
  return (
    <div className="course-card-facts" data-testid="course-card-facts">
      {course.lessonsCount !== null && (
        <span>
          <Icon name="layers" size={15} />
          {formatCount(course.lessonsCount)} bài học
        </span>
      )}
      {duration && (
        <span>
          <Icon name="clock" size={15} />
          {duration}
        </span>
      )}
    </div>
  );
}

function CourseRating({ rating, reviewsCount }: { rating: number; reviewsCount: number | null }) {
  return (
    <div className="course-card-rating" data-testid="course-card-rating">
      <strong>{formatRating(rating)}</strong>
      <RatingStars rating={rating} />
      {reviewsCount !== null && <span className="muted">({formatCount(reviewsCount)})</span>}
    </div>
  );
}

/** The card's picture and text, the same with or without buttons under them. */
function CourseCardContent({ course, first }: { course: CourseCardData; first: boolean }) {
  return (
    <>
      <div className="course-card-media">
        <CourseThumbnail src={course.thumbnailUrl} first={first} />
        {course.levelLabel && (
          <span className="course-card-level" data-testid="course-card-level">
            {course.levelLabel}
          </span>
        )}
      </div>
      <div className="course-card-body">
        {course.categoryName && <span className="course-card-category">{course.categoryName}</span>}
        <h3 className="course-card-title" data-testid="course-card-title">
          {course.title}
        </h3>
        {course.shortDescription && <p className="course-card-description">{course.shortDescription}</p>}
        {course.instructorName && (
          <span className="course-card-instructor" data-testid="course-card-instructor">
            {course.instructorName}
          </span>
        )}
        {course.rating !== null && <CourseRating rating={course.rating} reviewsCount={course.reviewsCount} />}
        <CourseFacts course={course} />
        <div className="course-card-price">
          <CoursePriceTag price={course.price} originalPrice={course.originalPrice} currency={course.currency} />
        </div>
      </div>
    </>
  );
}

interface CourseCardProps {
  course: CourseCardData;
  testId?: string;
  /** Buttons under the card (buy, add to cart): outside the link, since a link cannot hold buttons. */
  actions?: ReactNode;
  /** The first card of a page: its picture loads at once (see CourseThumbnail). */
  first?: boolean;
}

/** A marketplace course card linking to the course page (the home shelf and the catalogue). */
export function CourseCard({ course, testId = 'course-card', actions, first = false }: CourseCardProps) {
  const to = `/courses/${encodeURIComponent(course.slug)}`;
  if (!actions) {
    return (
      <Link to={to} className="course-card" data-testid={testId} data-course-slug={course.slug}>
        <CourseCardContent course={course} first={first} />
      </Link>
    );
  }
  return (
    <div className="course-card has-actions" data-testid={testId} data-course-slug={course.slug}>
      <Link to={to} className="course-card-link">
        <CourseCardContent course={course} first={first} />
      </Link>
      <div className="course-card-actions">{actions}</div>
    </div>
  );
}

/** Placeholder cards, the size of real ones, while a first page loads. */
export function CourseCardSkeletons({ count, className = 'course-grid' }: { count: number; className?: string }) {
  return (
    <ul className={className} aria-busy="true" aria-label="Đang tải khóa học" data-testid="course-skeletons">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="course-card course-card-skeleton" aria-hidden="true">
          <span className="skeleton course-card-skeleton-media" />
          <span className="course-card-body">
            <span className="skeleton skeleton-line skeleton-short" />
            <span className="skeleton skeleton-line" />
            <span className="skeleton skeleton-line" />
            <span className="skeleton skeleton-line skeleton-half" />
            <span className="skeleton skeleton-line skeleton-price" />
          </span>
        </li>
      ))}
    </ul>
  );
}
