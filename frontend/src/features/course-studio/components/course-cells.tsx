import { ManagedCourse } from '@academy/contracts';
import { Badge } from '../../../components/ui/Badge';
import { CourseThumbnail } from '../../../components/ui/CourseCard';
import { formatCoursePrice } from '../../../components/ui/course-format';
import { formatDateTime } from '../../../lib/format';
import { STATUS_TONES, statusLabel } from '../course-studio.format';
import './course-studio.css';

export function CourseStatusBadge({ status }: Pick<ManagedCourse, 'status'>) {
  return (
    <Badge tone={STATUS_TONES[status]} testId="course-status">
      {statusLabel(status)}
    </Badge>
  );
}

/** The picture, the title and (for a rejected course) the admin's reason. */
export function CourseCell({ course, showReason = false, showInstructor = false }: { course: ManagedCourse; showReason?: boolean; showInstructor?: boolean }) {
  return (
    <div className="studio-course-cell">
      <CourseThumbnail src={course.courseThumbnail} className="studio-thumb" />
      <div className="studio-course-text">
        <span className="cell-strong studio-course-title" data-testid="course-title">
          {course.title}
        </span>
        {showInstructor && (
          <span className="studio-course-instructor" data-testid="course-instructor">
            Giảng viên: {course.instructorName}
          </span>
        )}
        {course.shortDescription && <span className="muted studio-course-sub">{course.shortDescription}</span>}
        {showReason && course.status === 'rejected' && course.rejectionReason && (
          <p className="studio-reason" data-testid="course-rejection-reason">
            <strong>Lý do từ chối:</strong> {course.rejectionReason}
          </p>
        )}
      </div>
    </div>
  );
}

/** 'Miễn phí' for 0, else the price with the original struck through. */
export function PriceCell({ course }: { course: ManagedCourse }) {
  if (course.price === 0) return <span data-testid="course-price">Miễn phí</span>;
  return (
    <span className="studio-price" data-testid="course-price">
      <span>{formatCoursePrice(course.price, course.currency)}</span>
      {course.originalPrice !== null && course.originalPrice > course.price && <s className="muted">{formatCoursePrice(course.originalPrice, course.currency)}</s>}
    </span>
  );
}

/** '23/11/2026' over '21:48': two short lines keep the table narrow enough for its actions. */
export function UpdatedCell({ at }: { at: string }) {
  const [time, date] = formatDateTime(at).split(' ');
  return (
    <span className="studio-when">
      <span>{date ?? time}</span>
      {date && <span className="muted">{time}</span>}
    </span>
  );
}
