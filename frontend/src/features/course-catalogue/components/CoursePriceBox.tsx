import { COURSE_LEVEL_LABELS, CourseDetail, CourseLecture } from '@academy/contracts';
import { Link } from 'react-router-dom';
import { CourseThumbnail } from '../../../components/ui/CourseCard';
import { discountPercent, formatCount, formatCoursePrice, formatTotalDuration } from '../../../components/ui/course-format';
import { Icon } from '../../../components/ui/Icon';
import { firstPreview } from '../curriculum';
import './course-page.css';

interface CoursePriceBoxProps {
  course: CourseDetail;
  onPreview(lecture: CourseLecture): void;
}

function Price({ course }: { course: CourseDetail }) {
  const discount = discountPercent(course.price, course.originalPrice);
  return (
    <div className="course-price">
      <strong className="course-price-now" data-testid="course-price">
        {course.price === 0 ? 'Miễn phí' : formatCoursePrice(course.price, course.currency)}
      </strong>
      {discount !== null && course.originalPrice !== null && (
        <>
          <s className="course-price-was" data-testid="course-original-price">
            <span className="visually-hidden">Giá gốc </span>
            {formatCoursePrice(course.originalPrice, course.currency)}
          </s>
          <span className="course-price-off" data-testid="course-discount">
            Giảm {discount}%
          </span>
        </>
      )}
    </div>
  );
}

/**
 * The cart (frontend/src/features/cart) only counts what another screen stored; it has no way yet
 * to add a course or buy one. Until it does, buying is shown as coming soon rather than faked.
 */
function Purchase({ course }: { course: CourseDetail }) {
  if (course.isEnrolled) {
    return (
      <Link to={`/learn/${encodeURIComponent(course.slug)}`} className="btn btn-primary btn-lg btn-block" data-testid="course-learn">
        Vào học
      </Link>
    );
  }
  return (
    <div className="course-purchase">
      <button type="button" className="btn btn-primary btn-lg btn-block" disabled data-testid="course-buy">
        Sắp mở bán
      </button>
      <p className="course-purchase-note">Giỏ hàng và thanh toán trực tuyến sẽ sớm mở cho khóa học này.</p>
    </div>
  );
}

/** The buying card: cover (with the free preview), price and saving, the buttons, what the course holds. */
export function CoursePriceBox({ course, onPreview }: CoursePriceBoxProps) {
  const preview = firstPreview(course);
  const duration = formatTotalDuration(course.duration);
  return (
    <div className="course-price-box" data-testid="course-price-box">
      <div className="course-price-media">
        <CourseThumbnail src={course.courseThumbnail} />
        {preview && (
          <button type="button" className="course-price-preview" onClick={() => onPreview(preview)} data-testid="course-preview-cover">
            <span className="course-price-preview-icon">
              <Icon name="play" size={26} />
            </span>
            <span>Xem thử khóa học</span>
          </button>
        )}
      </div>
      <div className="course-price-body">
        <Price course={course} />
        <Purchase course={course} />
        <p className="course-includes-title">Khóa học gồm</p>
        <ul className="course-includes">
          <li>
            <Icon name="layers" size={17} />
            {formatCount(course.lessonsCount)} bài giảng
          </li>
          {duration && (
            <li>
              <Icon name="clock" size={17} />
              {duration} video
            </li>
          )}
          <li>
            <Icon name="award" size={17} />
            Trình độ {COURSE_LEVEL_LABELS[course.level].toLocaleLowerCase('vi-VN')}
          </li>
          {preview && (
            <li>
              <Icon name="eye" size={17} />
              Có bài học thử miễn phí
            </li>
          )}
        </ul>
      </div>
    </div>
  );
}
