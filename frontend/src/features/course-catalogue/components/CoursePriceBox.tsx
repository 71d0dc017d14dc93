import { COURSE_LEVEL_LABELS, CourseDetail, CourseLecture } from '@academy/contracts';
import { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CourseThumbnail } from '../../../components/ui/CourseCard';
import { discountPercent, formatCount, formatCoursePrice, formatTotalDuration } from '../../../components/ui/course-format';
import { Icon } from '../../../components/ui/Icon';
import { firstPreview } from '../curriculum';
import './course-page.css';

interface CoursePriceBoxProps {
  course: CourseDetail;
  onPreview(lecture: CourseLecture): void;
  /** "Mua ngay" and "Thêm vào giỏ hàng": the page composes them from the cart feature. */
  purchase?: ReactNode;
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

/** An enrolled student goes to the course; anyone else gets the buttons the page brings (the cart's). */
function Purchase({ course, purchase }: { course: CourseDetail; purchase?: ReactNode }) {
  if (course.isEnrolled) {
    return (
      <Link to={`/learn/${encodeURIComponent(course.slug)}`} className="btn btn-primary btn-lg btn-block" data-testid="course-learn">
        Vào học
      </Link>
    );
  }
  return purchase ? <div className="course-purchase">{purchase}</div> : null;
}

/** The buying card: cover (with the free preview), price and saving, the buttons, what the course holds. */
export function CoursePriceBox({ course, onPreview, purchase }: CoursePriceBoxProps) {
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
        <Purchase course={course} purchase={purchase} />
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
